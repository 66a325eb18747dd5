import GRDB
import Model
import Shared
import TestSupport
import Testing

/// Budgets from templates (Docs/Domain.md §4) on a real SQLite file: `budget new`, `budget year`,
/// the default template and the deletion guard.
@Suite struct BudgetYearTests {
    @Test func aBudgetCopiesEveryLineOfTheDefaultTemplate() async throws {
        let fixture = try PlanningFixture()
        let template = try await fixture.household()
        #expect(template.isDefault)  // the first template is the default one
        let details = try await fixture.templates.details(template.id)

        let budget = try await fixture.budgets.create(month: month("2027-01"))

        #expect(budget.templateID == template.id)
        #expect(budget.monthDelta == money("3035"))
        let lines = try await fixture.lines.lines(budgetID: budget.id)
        #expect(lines.map(\.name) == details.lines.map(\.name))
        for (line, source) in zip(lines, details.lines) {
            #expect(line.templateLineID == source.id)
            #expect(line.amount == source.amount && line.kind == source.kind && line.recurrence == source.recurrence)
            #expect(!line.isChecked && !line.isManuallyAdjusted && line.spreadGroup == nil)
        }
    }

    @Test func aNamedTemplateWinsOverTheDefaultOne() async throws {
        let fixture = try PlanningFixture()
        try await fixture.household()
        let holiday = try await fixture.templates.create(name: "Holiday month")
        #expect(!holiday.isDefault)
        _ = try await fixture.templates.addLine(templateID: holiday.id, kind: .income, name: "Salary", amount: money("6500"))
        _ = try await fixture.templates.addLine(
            templateID: holiday.id, kind: .expense, name: "Trip", amount: money("2400"),
            recurrence: .oneOff)

        let budget = try await fixture.budgets.create(month: month("2027-08"), templateID: holiday.id)

        #expect(budget.templateID == holiday.id)
        #expect(budget.monthDelta == money("4100"))
        let lines = try await fixture.lines.lines(budgetID: budget.id)
        #expect(lines.map(\.name) == ["Salary", "Trip"])
        #expect(lines[1].recurrence == .oneOff)
    }

    @Test func withoutATemplateABudgetIsEmpty() async throws {
        let fixture = try PlanningFixture()
        let budget = try await fixture.budgets.create(month: month("2027-01"))
        #expect(budget.templateID == nil)
        #expect(budget.monthDelta == .zero)
        #expect(try await fixture.lines.lines(budgetID: budget.id).isEmpty)
        let year = try await fixture.templates.generateYear(2027)
        #expect(year.created.count == 11)
        #expect(try fixture.count("budget_line") == 0)
    }

    @Test func theDefaultMovesToTheTemplateThatAsksForIt() async throws {
        let fixture = try PlanningFixture()
        let first = try await fixture.household()
        let second = try await fixture.templates.create(name: "Lean month", isDefault: true)
        #expect(try await fixture.templates.defaultTemplate()?.id == second.id)
        _ = try await fixture.templates.setDefault(first.id)
        #expect(try await fixture.templates.defaultTemplate()?.id == first.id)
        #expect(try await fixture.templates.templates().filter(\.isDefault).count == 1)
    }

    @Test func budgetYearCreatesOnlyTheMissingMonths() async throws {
        let fixture = try PlanningFixture()
        let template = try await fixture.household()
        let other = try await fixture.templates.create(name: "Lean month")
        _ = try await fixture.templates.addLine(templateID: other.id, kind: .income, name: "Part-time", amount: money("3000"))
        _ = try await fixture.budgets.create(month: month("2027-03"))
        _ = try await fixture.budgets.create(month: month("2027-08"), templateID: other.id)

        let generation = try await fixture.templates.generateYear(2027)

        #expect(generation.existing == [month("2027-03"), month("2027-08")])
        #expect(generation.created == [1, 2, 4, 5, 6, 7, 9, 10, 11, 12].map { YearMonth(year: 2027, month: $0) })
        #expect(try await fixture.budgets.budget(for: month("2027-08"))?.templateID == other.id)
        #expect(try await fixture.budgets.budget(for: month("2027-09"))?.templateID == template.id)
        #expect(try fixture.count("budget_line") == 11 * 7 + 1)
        // 11 household months at 3035 and August at 3000: December's rollover is 10 × 3035 + 3000.
        let chain = try await fixture.chain()
        #expect(chain["2027-12"]?.rollover == money("33350"))
        #expect(chain["2027-12"]?.net == money("3035"))

        let again = try await fixture.templates.generateYear(2027)
        #expect(again.created.isEmpty)
        #expect(again.existing.count == 12)
    }

    @Test func budgetYearUsesANamedTemplate() async throws {
        let fixture = try PlanningFixture()
        try await fixture.household()
        let lean = try await fixture.templates.create(name: "Lean month")
        _ = try await fixture.templates.addLine(templateID: lean.id, kind: .income, name: "Part-time", amount: money("3000"))

        let generation = try await fixture.templates.generateYear(2028, templateID: lean.id)

        #expect(generation.created.count == 12)
        #expect(try await fixture.budgets.summaries().allSatisfy { $0.budget.templateID == lean.id && $0.net == money("3000") })
    }

    @Test func budgetYearRefusesAnUnknownTemplate() async throws {
        let fixture = try PlanningFixture()
        try await fixture.household()
        let error = await #expect(throws: DomainError.self) { try await fixture.templates.generateYear(2027, templateID: 99) }
        #expect(error == .noTemplateID(99))
        #expect(try await fixture.months().isEmpty)
    }

    /// One month failing (a trigger refuses July) undoes every month created before it.
    @Test func budgetYearIsAllOrNothing() async throws {
        let fixture = try PlanningFixture()
        try await fixture.household()
        _ = try await fixture.budgets.create(month: month("2027-02"))
        try fixture.database.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse_july BEFORE INSERT ON budget WHEN NEW.month = '2027-07'
                    BEGIN SELECT RAISE(ABORT, 'July is refused'); END
                    """)
        }

        await #expect(throws: DatabaseError.self) { try await fixture.templates.generateYear(2027) }

        #expect(try await fixture.months() == ["2027-02"])
        #expect(try fixture.count("budget_line") == 7)
    }

    @Test func aTemplateInUseCannotBeDeletedAndTheErrorNamesTheMonths() async throws {
        let fixture = try PlanningFixture()
        let template = try await fixture.household()
        _ = try await fixture.budgets.create(month: month("2027-02"))
        _ = try await fixture.budgets.create(month: month("2027-01"))

        let error = await #expect(throws: DomainError.self) { try await fixture.templates.delete(template.id) }

        #expect(error?.description.contains("2027-01, 2027-02") == true)
        #expect(try await fixture.templates.template("#\(template.id)") != nil)
        _ = try await fixture.budgets.delete(month: month("2027-01"))
        _ = try await fixture.budgets.delete(month: month("2027-02"))
        try await fixture.templates.delete(template.id)
        #expect(try await fixture.templates.templates().isEmpty)
        #expect(try fixture.count("template_line") == 0)
    }

    @Test func anUnusedTemplateIsDeletedWithItsLines() async throws {
        let fixture = try PlanningFixture()
        try await fixture.household()
        let spare = try await fixture.household(name: "Spare")
        _ = try await fixture.budgets.create(month: month("2027-01"))
        try await fixture.templates.delete(spare.id)
        #expect(try await fixture.templates.templates().map(\.name) == ["Normal month"])
        #expect(try fixture.count("template_line") == 7)
    }
}
