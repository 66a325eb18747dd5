import Shared

/// A budget line as a command names it (`#ID` or a name) and the budget it is looked up in; the
/// service resolves it inside its transaction.
/// Example: `line check Rent --budget 2026-11` is `LineReference("Rent", in: .month(2026-11))`.
public struct LineReference: Sendable, Equatable {
    public var text: String
    public var budget: BudgetChoice
    /// True when the budget was named (`--budget`): then `#ID` must be a line of it. Otherwise an
    /// id names a line of any budget.
    public var idMustBeInBudget: Bool

    public init(_ text: String, in budget: BudgetChoice, idMustBeInBudget: Bool = true) {
        self.text = text
        self.budget = budget
        self.idMustBeInBudget = idMustBeInBudget
    }
}

/// A transaction as a command names it: `#ID` (or `last`, already turned into its id) or a name
/// unique in a budget.
public enum TransactionReference: Sendable, Equatable {
    case id(Int64)
    case name(String, in: BudgetChoice)
}

/// A line after a change, with what the command prints about it: its budget's month and what its
/// transactions consumed.
public struct LineChange: Sendable, Equatable {
    public let line: BudgetLine
    public let month: YearMonth
    public let consumed: Money
    /// `line check` of a line already checked (or `line uncheck` of one that was not): nothing changed.
    public let unchanged: Bool

    public init(line: BudgetLine, month: YearMonth, consumed: Money, unchanged: Bool = false) {
        self.line = line
        self.month = month
        self.consumed = consumed
        self.unchanged = unchanged
    }
}

/// A transaction after a change, with its budget's month (and, after `tx set` moved it to another
/// budget or kind, where it came from).
public struct TransactionChange: Sendable, Equatable {
    public let transaction: Transaction
    public let month: YearMonth
    public let relocation: TransactionRelocation?
    /// The transfer a removed transaction was the saving side of, which went with it ("Main → Savings").
    public let removedTransfer: String?
    /// Every part of the split the transaction belongs to, first part first, when the change took
    /// the whole movement (`tx check` of one part checks them all); empty otherwise.
    public let splitParts: [Transaction]
    /// `tx check` of a transaction already checked, every part of its split too (or `tx uncheck` of
    /// one that was not): nothing changed.
    public let unchanged: Bool

    public init(
        transaction: Transaction, month: YearMonth, relocation: TransactionRelocation? = nil, removedTransfer: String? = nil,
        splitParts: [Transaction] = [], unchanged: Bool = false
    ) {
        self.transaction = transaction
        self.month = month
        self.relocation = relocation
        self.removedTransfer = removedTransfer
        self.splitParts = splitParts
        self.unchanged = unchanged
    }
}
