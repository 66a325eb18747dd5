import Shared

/// What `SavingsGoalService.create` needs; the creation day is pulpe's today.
public struct NewSavingsGoal: Sendable, Equatable {
    public var name: String
    public var target: Money?
    public var targetDate: LocalDate?
    public var startDate: LocalDate?
    public var initialAmount: Money

    public init(
        name: String, target: Money? = nil, targetDate: LocalDate? = nil, startDate: LocalDate? = nil,
        initialAmount: Money = .zero
    ) {
        self.name = name
        self.target = target
        self.targetDate = targetDate
        self.startDate = startDate
        self.initialAmount = initialAmount
    }
}
