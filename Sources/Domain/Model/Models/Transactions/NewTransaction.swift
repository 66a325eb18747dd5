import Shared

/// What `TransactionService.add` needs to record a transaction.
public struct NewTransaction: Sendable, Equatable {
    public var budgetID: Int64
    public var lineID: Int64?
    public var name: String
    public var amount: Money
    public var kind: Kind
    public var date: LocalDate
    public var checked: Bool
    public var category: String?
    public var sourceGoalID: Int64?

    public init(
        budgetID: Int64, lineID: Int64? = nil, name: String, amount: Money, kind: Kind, date: LocalDate,
        checked: Bool = false, category: String? = nil, sourceGoalID: Int64? = nil
    ) {
        self.budgetID = budgetID
        self.lineID = lineID
        self.name = name
        self.amount = amount
        self.kind = kind
        self.date = date
        self.checked = checked
        self.category = category
        self.sourceGoalID = sourceGoalID
    }
}
