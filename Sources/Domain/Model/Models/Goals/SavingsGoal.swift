import Shared

/// A long-term saving target fed by saving lines (Docs/Domain.md §8).
public struct SavingsGoal: Sendable, Equatable, Identifiable {
    public enum Status: String, Sendable, Codable, CaseIterable {
        case active, paused, completed
    }

    public let id: Int64
    public var name: String
    public var target: Money?
    public var targetDate: LocalDate?
    public var startDate: LocalDate?
    public var initialAmount: Money
    public var status: Status
    public var createdOn: LocalDate

    public init(
        id: Int64, name: String, target: Money? = nil, targetDate: LocalDate? = nil, startDate: LocalDate? = nil,
        initialAmount: Money = .zero, status: Status = .active, createdOn: LocalDate
    ) {
        self.id = id
        self.name = name
        self.target = target
        self.targetDate = targetDate
        self.startDate = startDate
        self.initialAmount = initialAmount
        self.status = status
        self.createdOn = createdOn
    }
}
