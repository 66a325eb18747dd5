import Shared

/// A planned amount in one budget (salary, rent, a groceries envelope).
public struct BudgetLine: Sendable, Equatable, Identifiable {
    public let id: Int64
    public var budgetID: Int64
    public var name: String
    public var amount: Money
    public var kind: Kind
    public var recurrence: Recurrence
    public var isChecked: Bool
    public var isManuallyAdjusted: Bool
    public var templateLineID: Int64?
    public var savingsGoalID: Int64?
    public var spreadGroup: String?

    public init(
        id: Int64, budgetID: Int64, name: String, amount: Money, kind: Kind,
        recurrence: Recurrence = .fixed, isChecked: Bool = false, isManuallyAdjusted: Bool = false,
        templateLineID: Int64? = nil, savingsGoalID: Int64? = nil, spreadGroup: String? = nil
    ) {
        self.id = id
        self.budgetID = budgetID
        self.name = name
        self.amount = amount
        self.kind = kind
        self.recurrence = recurrence
        self.isChecked = isChecked
        self.isManuallyAdjusted = isManuallyAdjusted
        self.templateLineID = templateLineID
        self.savingsGoalID = savingsGoalID
        self.spreadGroup = spreadGroup
    }
}
