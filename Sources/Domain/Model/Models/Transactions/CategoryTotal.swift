import Shared

/// One category's transactions in a span: how many, and their sums per kind (`category list`).
/// `name` is nil for the transactions without a category.
public struct CategoryTotal: Sendable, Equatable {
    public var name: String?
    public var totals: TransactionTotals

    public init(name: String?, totals: TransactionTotals) {
        self.name = name
        self.totals = totals
    }
}
