import Model
import Persistence
import Shared
import TestSupport
import Testing

/// `goal plan` on a real SQLite file: simulation changes nothing, apply writes the open lines.
@Suite struct SavingsGoalPlanTests {
    let today = date("2026-06-15")

    /// Example D's goal with January–May checked, June open, July split 300 + 200, August a
    /// checked 400 beside an open 100, and no budget from September to the December deadline.
    func setUp(_ db: TemporaryDatabase) async throws -> SavingsGoal {
        let goal = try await db.goals.create(
            NewSavingsGoal(name: "Voyage", target: money("12000"), targetDate: date("2026-12-15")), today: date("2026-01-10"))
        var budgets: [Int: Budget] = [:]
        for index in 1...8 { budgets[index] = try await db.budgets.create(month: YearMonth(year: 2026, month: index)) }
        for index in 1...6 {
            _ = try await db.lines.add(
                budgetID: budgets[index]!.id, kind: .saving, name: "Voyage", amount: money("1000"),
                checked: index <= 5, goalID: goal.id)
        }
        _ = try await db.lines.add(budgetID: budgets[7]!.id, kind: .saving, name: "Voyage A", amount: money("300"), goalID: goal.id)
        _ = try await db.lines.add(budgetID: budgets[7]!.id, kind: .saving, name: "Voyage B", amount: money("200"), goalID: goal.id)
        _ = try await db.lines.add(
            budgetID: budgets[8]!.id, kind: .saving, name: "Voyage", amount: money("400"), checked: true, goalID: goal.id)
        _ = try await db.lines.add(budgetID: budgets[8]!.id, kind: .saving, name: "Voyage extra", amount: money("100"), goalID: goal.id)
        return goal
    }

    @Test func redistributionNeedsEveryOpenMonthProvisionable() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let goal = try await setUp(db)
        let error = await errorMessage { _ = try await db.goals.plan(goalID: goal.id, .redistribute, apply: false, today: today) }
        #expect(error.contains("cannot plan goal 'Voyage'"))
        #expect(error.contains("2026-09 has no line and no budget can be created for it"))
    }

    @Test func simulatingChangesNothing() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let goal = try await setUp(db)
        let outcome = try await db.goals.plan(goalID: goal.id, .monthly(money("800")), apply: false, today: today)
        #expect(!outcome.applied)
        // June, July and August are open; with no budget and no default template, later months are not.
        #expect(outcome.amounts.map(\.month) == ["2026-06", "2026-07", "2026-08"].map(month))
        // 5000 confirmed, then 800 + 800 + max(800, 400 confirmed) = 7400.
        #expect(outcome.simulation.finalAmount == money("7400"))
        #expect(outcome.simulation.attainedPeriod == nil)
        let lines = try await db.lines.lines(budgetID: try #require(try db.budgets.budget(for: month("2026-07"))).id)
        #expect(lines.map(\.amount) == ["300", "200"].map(money))
        #expect(try await db.budgets.months().count == 8)
    }

    @Test func applyingARedistributionWritesTheOpenLinesAndProvisionsTheGaps() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let goal = try await setUp(db)
        let template = try await db.templates.create(name: "Normal", isDefault: true)
        _ = try await db.templates.addLine(templateID: template.id, kind: .income, name: "Salary", amount: money("5000"))

        let outcome = try await db.goals.plan(goalID: goal.id, .redistribute, apply: true, today: today)
        // 12000 − 5000 locked, over the 7 open months June … December.
        #expect(outcome.amounts == (6...12).map { MonthAmount(month: YearMonth(year: 2026, month: $0), amount: money("1000")) })
        #expect(outcome.applied)
        #expect(outcome.simulation.attainedPeriod == month("2026-12"))
        #expect(outcome.createdBudgets == ["2026-09", "2026-10", "2026-11", "2026-12"].map(month))
        // June already holds 1000; July 600 + 400 in proportion; August's open line takes the 600 left; 4 new lines.
        #expect(outcome.changedLines.map(\.amount) == ["600", "400", "600", "1000", "1000", "1000", "1000"].map(money))
        #expect(outcome.changedLines.allSatisfy { $0.isManuallyAdjusted })

        let july = try #require(try await db.budgets.budget(for: month("2026-07")))
        #expect(july.monthDelta == money("-1000"))
        let december = try #require(try await db.budgets.budget(for: month("2026-12")))
        let decemberLines = try await db.lines.lines(budgetID: december.id)
        #expect(decemberLines.map(\.name) == ["Salary", "Voyage"])
        #expect(decemberLines.last?.savingsGoalID == goal.id)
        #expect(december.monthDelta == money("4000"))

        let progress = try await db.goals.details(goalID: goal.id, today: today).progress
        #expect(progress.confirmed == money("5400"))
        #expect(progress.projected == money("12000"))
        #expect(progress.paceStatus == .onTrack)
    }

    @Test func applyingAMonthlyAmountIsOneTransaction() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let goal = try await setUp(db)
        // Without a default template September cannot be provisioned, but a monthly plan only
        // writes the open months: June, July and August.
        let outcome = try await db.goals.plan(goalID: goal.id, .monthly(money("700")), apply: true, today: today)
        #expect(outcome.changedLines.map(\.amount) == ["700", "420", "280", "300"].map(money))
        #expect(outcome.createdBudgets.isEmpty)
        let august = try #require(try await db.budgets.budget(for: month("2026-08")))
        #expect(august.monthDelta == money("-700"))
    }

    @Test func redistributingNeedsATarget() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let goal = try await db.goals.create(NewSavingsGoal(name: "Rainy day"), today: today)
        let error = await errorMessage { _ = try await db.goals.plan(goalID: goal.id, .redistribute, apply: true, today: today) }
        #expect(error.contains("the goal has no target"))
        let nothing = await errorMessage { _ = try await db.goals.plan(goalID: goal.id, .monthly(money("100")), apply: true, today: today) }
        #expect(nothing.contains("no open month"))
    }
}
