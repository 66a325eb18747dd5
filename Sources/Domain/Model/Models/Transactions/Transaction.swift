import Shared

/// Money that actually moved; allocated when `lineID` is set, free otherwise.
public struct Transaction: Sendable, Equatable, Identifiable {
    public let id: Int64
    public var budgetID: Int64
    public var lineID: Int64?
    public var name: String
    public var amount: Money
    public var kind: Kind
    public var date: LocalDate
    public var isChecked: Bool
    public var category: String?
    /// Set on a withdrawal: a free income drawn from this savings goal.
    public var sourceGoalID: Int64?
    /// The account it belongs to (the first account, Main, unless said otherwise).
    public var accountID: Int64
    /// Set on the second and later parts of a split movement: the id of its first part, which
    /// holds the bank's details (Docs/Domain.md §12.6).
    public var splitOf: Int64?
    /// The amount as paid in another currency, when it was (`tx add … --currency USD`); `amount`
    /// is then the same money in the budget's currency.
    public var original: ForeignAmount?

    public init(
        id: Int64, budgetID: Int64, lineID: Int64? = nil, name: String, amount: Money, kind: Kind,
        date: LocalDate, isChecked: Bool = false, category: String? = nil, sourceGoalID: Int64? = nil, accountID: Int64 = Account.mainID,
        splitOf: Int64? = nil, original: ForeignAmount? = nil
    ) {
        self.id = id
        self.budgetID = budgetID
        self.lineID = lineID
        self.name = name
        self.amount = amount
        self.kind = kind
        self.date = date
        self.isChecked = isChecked
        self.category = category
        self.sourceGoalID = sourceGoalID
        self.accountID = accountID
        self.splitOf = splitOf
        self.original = original
    }

    public var isFree: Bool { lineID == nil }
}
