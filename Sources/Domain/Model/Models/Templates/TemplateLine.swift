import Shared

/// A planned line of a template; copied into every budget generated from it.
public struct TemplateLine: Sendable, Equatable, Identifiable {
    public let id: Int64
    public var templateID: Int64
    public var name: String
    public var amount: Money
    public var kind: Kind
    public var recurrence: Recurrence
    public var savingsGoalID: Int64?

    public init(
        id: Int64, templateID: Int64, name: String, amount: Money, kind: Kind,
        recurrence: Recurrence = .fixed, savingsGoalID: Int64? = nil
    ) {
        self.id = id
        self.templateID = templateID
        self.name = name
        self.amount = amount
        self.kind = kind
        self.recurrence = recurrence
        self.savingsGoalID = savingsGoalID
    }
}
