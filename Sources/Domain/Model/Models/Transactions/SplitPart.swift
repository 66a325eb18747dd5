import Shared

/// One part of `tx split`: the line it goes on (its name or `#ID`; nil: free) and its amount.
/// Example: `Groceries=62.40` → line "Groceries", 62.40; `none=5.00` → free, 5.00.
public struct SplitPart: Sendable, Equatable {
    public var line: String?
    public var amount: Money

    public init(line: String?, amount: Money) {
        self.line = line
        self.amount = amount
    }
}
