import Model
import Persistence
import Shared
import Stores
import TestSupport
import Testing

/// The goals store: cached until the TTL or a change to its tables, and reloaded on a new day.
@MainActor @Suite struct SavingsGoalStoreTests {
    let today = date("2026-06-15")

    @Test func servesTheCacheUntilStaleAndReloadsAfterMutations() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let stores = AppStores(database: db.database, clock: db.clock)
        #expect(try await stores.goals.currentGoals(today: today).isEmpty)
        #expect(stores.goals.state == .empty)

        let goal = try await stores.goals.create(NewSavingsGoal(name: "Voyage", target: money("1200")), today: today)
        #expect(try await stores.goals.currentGoals(today: today).map(\.goal.name) == ["Voyage"])

        // A write past the store, on the same connection, is seen at once.
        _ = try await db.goals.create(NewSavingsGoal(name: "Car"), today: today)
        #expect(try await stores.goals.currentGoals(today: today).count == 2)

        // A goal store without the database's changes sees it once the 30 s TTL has passed.
        let ttlOnly = SavingsGoalStore(service: db.goals, roundups: db.roundups, clock: db.clock)
        #expect(try await ttlOnly.currentGoals(today: today).count == 2)
        _ = try await db.goals.create(NewSavingsGoal(name: "Bike"), today: today)
        #expect(try await ttlOnly.currentGoals(today: today).count == 2)
        db.clock.advance(by: 31)
        #expect(try await ttlOnly.currentGoals(today: today).count == 3)

        // A line added through the budgets store changes the goal's progress.
        let budget = try await stores.budgetList.create(month: month("2026-06"), description: nil, templateID: nil)
        _ = try await stores.budgetDetails.addLine(
            budgetID: budget.id, kind: .saving, name: "Voyage", amount: money("300"),
            checked: true, goalID: goal.id)
        #expect(try await stores.goals.goal("voyage", today: today).progress.confirmed == money("300"))
        // Another day recomputes the progress even while the cache is fresh.
        #expect(try await stores.goals.goal("#1", today: date("2026-08-01")).progress.monthsElapsed == 3)
        stores.goals.reset()
        #expect(stores.goals.state == .idle)
        #expect(stores.goals.today == nil)
    }

    @Test func unknownGoalsSuggestTheNearestName() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let stores = AppStores(database: db.database, clock: db.clock)
        let none = await errorMessage { _ = try await stores.goals.goal("Voyage", today: today) }
        #expect(none == "no goal 'Voyage': there are no goals yet (`goal new NAME`)")
        _ = try await stores.goals.create(NewSavingsGoal(name: "Voyage"), today: today)
        let typo = await errorMessage { _ = try await stores.goals.goal("Voyaeg", today: today) }
        #expect(typo == "no goal 'Voyaeg' (did you mean 'Voyage'?): goals: Voyage")
    }
}
