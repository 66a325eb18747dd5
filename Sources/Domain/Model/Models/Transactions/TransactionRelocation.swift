import Shared

/// Where `tx set` took a transaction when it changed its budget or its kind, so the command can say
/// what happened to its line.
/// Example: Migros (expense, on Groceries) moved from 2026-11 to a 2026-12 without Groceries:
/// `fromMonth` 2026-11, `fromKind` nil, `leftLine` "Groceries", `line` nil (free now).
public struct TransactionRelocation: Sendable, Equatable {
    /// The budget it was in, when it moved to another.
    public var fromMonth: YearMonth?
    /// The kind it had, when it changed.
    public var fromKind: Kind?
    /// The line it was on and had to leave, no `--line` being given: the new budget has no line of
    /// that name and kind, or the line is of the old kind.
    public var leftLine: String?
    /// The name of the line it is on now, or nil when it is free.
    public var line: String?

    public init(fromMonth: YearMonth? = nil, fromKind: Kind? = nil, leftLine: String? = nil, line: String? = nil) {
        self.fromMonth = fromMonth
        self.fromKind = fromKind
        self.leftLine = leftLine
        self.line = line
    }
}
