import DomainKit
import Foundation
import Goals
import Model
import Observation
import Persistence
import Shared

/// The goals with their progress on `today`, cached; goal and round-up changes go through here.
@Observable @MainActor
public final class SavingsGoalStore: StoreProtocol {
    public private(set) var goals: [SavingsGoalDetails] = []
    public private(set) var state: LoadState = .idle
    /// The day progress is computed for (pulpe's today); nil before the first load.
    public private(set) var today: LocalDate?

    @ObservationIgnored private let service: SavingsGoalService
    @ObservationIgnored private let roundups: RoundupService
    @ObservationIgnored private let clock: any AppClock
    @ObservationIgnored private var cache: CacheStamp

    public init(service: SavingsGoalService, roundups: RoundupService, clock: any AppClock, changes: DatabaseChanges? = nil) {
        self.service = service
        self.roundups = roundups
        self.clock = clock
        cache = CacheStamp(clock: clock, changes: changes)
    }

    public func loadIfNeeded() async {
        guard !cache.isFresh else { return }
        await forceRefresh()
    }

    public func forceRefresh() async {
        let day = today ?? LocalDate(clock.now())
        if goals.isEmpty { state = .loading }
        let load = cache.beginLoad()
        do {
            goals = try await service.allDetails(today: day)
            today = day
            state = goals.isEmpty ? .empty : .loaded
            cache.markLoaded(load)
        } catch {
            cache.abandonLoad(load)
            state = .failed(ErrorMessage.describe(error))
        }
    }

    /// The tables the last load read: a commit to one of them makes the goals stale.
    public var region: Set<String> { cache.region }

    public func invalidateCache() { cache.invalidate() }

    public func reset() {
        goals = []
        today = nil
        state = .idle
        cache.invalidate()
    }

    /// The goals seen on `today`, loading them first if the cache is stale or the day changed.
    public func currentGoals(today: LocalDate) async throws -> [SavingsGoalDetails] {
        if self.today != today {
            self.today = today
            cache.invalidate()
        }
        await loadIfNeeded()
        if case .failed(let message) = state { throw DomainError.conflict("cannot read the goals: \(message)") }
        return goals
    }

    /// The goal named `reference` (name or `#ID`), or an error listing the known ones.
    public func goal(_ reference: String, today: LocalDate) async throws -> SavingsGoalDetails {
        let all = try await currentGoals(today: today)
        let found: SavingsGoalDetails? =
            switch EntityReference(reference) {
            case .id(let id): all.first { $0.goal.id == id }
            case .last, .name: all.first { NameKey.make($0.goal.name) == NameKey.make(reference) }
            }
        guard let found else {
            let names = all.map(\.goal.name)
            throw DomainError.noGoalNamed(reference, suggestion: EditDistance.nearest(to: reference, in: names), known: names)
        }
        return found
    }

    // MARK: - Mutations, through the services: the database reports what they change to every cache.

    public func create(_ new: NewSavingsGoal, today: LocalDate) async throws -> SavingsGoal {
        try await service.create(new, today: today)
    }

    public func setStatus(goalID: Int64, _ status: SavingsGoal.Status) async throws -> SavingsGoal {
        try await service.setStatus(goalID: goalID, status)
    }

    public func delete(goalID: Int64) async throws -> SavingsGoal {
        try await service.delete(goalID: goalID)
    }

    public func link(lineID: Int64, to goalID: Int64?) async throws -> BudgetLine {
        try await service.link(lineID: lineID, to: goalID)
    }

    public func link(_ reference: LineReference, to goalID: Int64?) async throws -> LineChange {
        try await service.link(reference, to: goalID)
    }

    public func withdraw(
        goalID: Int64, amount: Money, budgetID: Int64, today: LocalDate, checked: Bool, force: Bool = false
    ) async throws -> GoalWithdrawalReceipt {
        try await service.withdraw(goalID: goalID, amount: amount, budgetID: budgetID, today: today, checked: checked, force: force)
    }

    /// Simulates a plan (with `fixed` months: adjustments, or pins of a redistribution); only an
    /// applied plan counts as a mutation.
    public func plan(
        goalID: Int64, _ request: GoalPlanRequest, fixed: [YearMonth: Money] = [:], apply: Bool, today: LocalDate
    ) async throws -> GoalPlanOutcome {
        guard apply else { return try await service.plan(goalID: goalID, request, fixed: fixed, apply: false, today: today) }
        return try await service.plan(goalID: goalID, request, fixed: fixed, apply: true, today: today)
    }

    public func planWithdrawal(goalID: Int64, amount: Money, month: YearMonth, today: LocalDate) async throws -> PlannedWithdrawal {
        try await service.planWithdrawal(goalID: goalID, amount: amount, month: month, today: today)
    }

    public func removePlannedWithdrawal(id: Int64) async throws -> (goalID: Int64, planned: PlannedWithdrawal) {
        try await service.removePlannedWithdrawal(id: id)
    }

    public func requireRealizable(plannedID: Int64, goalID: Int64) async throws {
        try await service.requireRealizable(plannedID: plannedID, goalID: goalID)
    }

    public func realize(plannedID: Int64, withdrawalID: Int64) async throws {
        try await service.realize(plannedID: plannedID, withdrawalID: withdrawalID)
    }

    public func roundups(week: Week, unit: RoundupUnit) async throws -> RoundupSummary {
        try await roundups.summary(week: week, unit: unit)
    }

    public func roundups(since: LocalDate, today: LocalDate, unit: RoundupUnit) async throws -> RoundupSummary {
        try await roundups.summary(since: since, today: today, unit: unit)
    }

    /// When `week` was moved, if it was.
    public func roundupMove(of week: Week) async throws -> RoundupMove? {
        try await roundups.move(of: week)
    }

    public func moveRoundups(week: Week, goalID: Int64, unit: RoundupUnit, today: LocalDate) async throws -> RoundupMoveOutcome {
        try await roundups.move(week: week, goalID: goalID, unit: unit, today: today)
    }

}
