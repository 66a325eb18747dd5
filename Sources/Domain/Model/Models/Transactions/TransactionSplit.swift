import Shared

/// A split movement as it stands: its parts in order (the first holds the bank's details), each
/// with its line's name, and their total, the amount that moved.
public struct TransactionSplit: Sendable, Equatable {
    /// One part and the name of its line (nil when free).
    public struct Part: Sendable, Equatable {
        public let transaction: Transaction
        public let lineName: String?

        public init(transaction: Transaction, lineName: String?) {
            self.transaction = transaction
            self.lineName = lineName
        }
    }

    public let parts: [Part]
    public let month: YearMonth

    public init(parts: [Part], month: YearMonth) {
        self.parts = parts
        self.month = month
    }

    /// The movement's id: its first part's.
    public var id: Int64 { parts.first?.transaction.id ?? 0 }
    public var total: Money { SplitFormulas.total(parts.map(\.transaction)) }
    public var isSplit: Bool { parts.count > 1 }
}
