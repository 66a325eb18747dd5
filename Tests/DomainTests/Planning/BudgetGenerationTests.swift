import GRDB
import Model
import Shared
import TestSupport
import Testing

/// Budgets generated from a template (Docs/Domain.md §4); templates and goals are inserted with SQL
/// because no service writes them yet.
@Suite struct BudgetGenerationTests {
    let services: TestServices

    init() throws {
        services = try TestServices()
        try services.database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO savings_goal (id, name, name_key, status, created_on, target_date) VALUES
                        (1, 'Voiture', 'voiture', 'active', '2026-01-01', NULL),
                        (2, 'Vacances', 'vacances', 'paused', '2026-01-01', NULL),
                        (3, 'Ordinateur', 'ordinateur', 'active', '2026-01-01', '2026-02-15'),
                        (4, 'Vélo', 'vélo', 'completed', '2026-01-01', NULL);
                    INSERT INTO template (id, name, name_key, is_default) VALUES
                        (1, 'Mois Standard', 'mois standard', 1),
                        (2, 'Été', 'été', 0);
                    INSERT INTO template_line (id, template_id, name, name_key, amount_cents, kind, recurrence, savings_goal_id) VALUES
                        (1, 1, 'Salaire', 'salaire', 500000, 'income', 'fixed', NULL),
                        (2, 1, 'Loyer', 'loyer', 150000, 'expense', 'fixed', NULL),
                        (3, 1, 'Impôts', 'impôts', 40000, 'expense', 'one-off', NULL),
                        (4, 1, 'Voiture', 'voiture', 30000, 'saving', 'fixed', 1),
                        (5, 1, 'Vacances', 'vacances', 20000, 'saving', 'fixed', 2),
                        (6, 1, 'Ordinateur', 'ordinateur', 10000, 'saving', 'fixed', 3),
                        (7, 1, 'Vélo', 'vélo', 5000, 'saving', 'fixed', 4),
                        (8, 2, 'Glaces', 'glaces', 7000, 'expense', 'fixed', NULL);
                    """)
        }
    }

    @Test func aNewBudgetCopiesTheDefaultTemplateSkippingPausedAndPastGoals() async throws {
        let budget = try await services.budgets.create(month: month(2026, 3))
        #expect(budget.templateID == 1)
        // 5000 − 1500 − 400 − 300: the paused, completed and already-due goals are skipped.
        #expect(budget.monthDelta == chf(2800))
        let lines = try await services.lines.lines(budgetID: budget.id)
        #expect(lines.map(\.name) == ["Salaire", "Loyer", "Impôts", "Voiture"])
        #expect(lines.map(\.templateLineID) == [1, 2, 3, 4])
        #expect(lines.map(\.amount) == [chf(5000), chf(1500), chf(400), chf(300)])
        #expect(lines.map(\.kind) == [.income, .expense, .expense, .saving])
        #expect(lines.map(\.recurrence) == [.fixed, .fixed, .oneOff, .fixed])
        #expect(lines.map(\.savingsGoalID) == [nil, nil, nil, 1])
        #expect(lines.allSatisfy { !$0.isChecked && !$0.isManuallyAdjusted })
    }

    @Test func aGoalWhoseDeadlineIsInTheBudgetsMonthStillGetsItsLine() async throws {
        let budget = try await services.budgets.create(month: month(2026, 2))
        let names = try await services.lines.lines(budgetID: budget.id).map(\.name)
        #expect(names == ["Salaire", "Loyer", "Impôts", "Voiture", "Ordinateur"])
        #expect(budget.monthDelta == chf(2700))
    }

    @Test func theGoalDeadlineIsPlacedInAPeriodByThePayDay() async throws {
        // With pay day 27, the deadline 2026-02-27 falls in budget 2026-03, so March keeps the line.
        try services.database.write { try $0.execute(sql: "UPDATE savings_goal SET target_date = '2026-02-27' WHERE id = 3") }
        _ = try await services.settings.setPayDay(27)
        let march = try await services.budgets.create(month: month(2026, 3))
        #expect(try await services.lines.lines(budgetID: march.id).map(\.name).contains("Ordinateur"))
        let april = try await services.budgets.create(month: month(2026, 4))
        #expect(try await services.lines.lines(budgetID: april.id).map(\.name).contains("Ordinateur") == false)
    }

    @Test func withCalendarMonthsTheSameDeadlineEndsInFebruary() async throws {
        try services.database.write { try $0.execute(sql: "UPDATE savings_goal SET target_date = '2026-02-27' WHERE id = 3") }
        let march = try await services.budgets.create(month: month(2026, 3))
        #expect(try await services.lines.lines(budgetID: march.id).map(\.name).contains("Ordinateur") == false)
    }

    @Test func anExplicitTemplateWinsOverTheDefault() async throws {
        let budget = try await services.budgets.create(month: month(2026, 7), templateID: 2)
        #expect(budget.templateID == 2)
        #expect(try await services.lines.lines(budgetID: budget.id).map(\.name) == ["Glaces"])
        #expect(budget.monthDelta == chf(-70))
    }

    @Test func withoutADefaultTemplateTheBudgetIsEmpty() async throws {
        try services.database.write { try $0.execute(sql: "UPDATE template SET is_default = 0") }
        let budget = try await services.budgets.create(month: month(2026, 3))
        #expect(budget.templateID == nil)
        #expect(try await services.lines.lines(budgetID: budget.id).isEmpty)
    }

    @Test func aGeneratedBudgetIsEditedIndependently() async throws {
        let march = try await services.budgets.create(month: month(2026, 3))
        let april = try await services.budgets.create(month: month(2026, 4))
        let loyer = try #require(try await services.lines.line(named: "loyer", budgetID: march.id))
        let edited = try await services.lines.update(id: loyer.id, amount: chf(1600))
        #expect(edited.isManuallyAdjusted)
        #expect(try await services.storedDelta(march.month) == chf(2700))
        #expect(try await services.storedDelta(april.month) == chf(2800))
        #expect(try await services.lines.line(named: "Loyer", budgetID: april.id)?.amount == chf(1500))
    }
}
