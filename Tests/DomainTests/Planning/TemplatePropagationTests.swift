import Model
import Shared
import TestSupport
import Testing

/// Template edits with propagation (Docs/Domain.md §4) on a real SQLite file: only budgets made from
/// the template, from the current pay-day period on, and only lines not edited by hand.
@Suite struct TemplatePropagationTests {
    /// Pay day 25 and today 2027-02-26: the period that started on 25 February is named March
    /// (pay day > 15 names a period after the month it ends in), so March is the first month touched.
    static let today = date("2027-02-26")

    /// A household template (net 3035 a month) and every month of 2027 made from it, pay day 25.
    func plannedYear(_ fixture: PlanningFixture) async throws -> (Template, YearMonth) {
        _ = try await fixture.settings.setPayDay(25)
        let template = try await fixture.household()
        let generation = try await fixture.templates.generateYear(2027)
        #expect(generation.created.count == 12)
        let from = PeriodFormulas.budgetMonth(for: Self.today, payDay: 25)
        #expect(from == month("2027-03"))
        return (template, from)
    }

    func templateLine(_ fixture: PlanningFixture, _ template: Template, _ name: String) async throws -> TemplateLine {
        try #require(try await fixture.templates.line(templateID: template.id, reference: name))
    }

    @Test func anAmountChangeReachesTheCurrentPeriodAndLaterOnly() async throws {
        let fixture = try PlanningFixture()
        let (template, from) = try await plannedYear(fixture)
        let rent = try await templateLine(fixture, template, "Rent")

        let (updated, report) = try await fixture.templates.updateLine(id: rent.id, amount: money("1900"), propagateFrom: from)

        #expect(updated.amount == money("1900"))
        #expect(report.changedMonths.map(\.description) == (3...12).map { String(format: "2027-%02d", $0) })
        #expect(report.skipped.isEmpty)
        #expect(try await fixture.line("Rent", in: month("2027-01"))?.amount == money("1800"))
        #expect(try await fixture.line("Rent", in: month("2027-02"))?.amount == money("1800"))
        for number in 3...12 {
            let line = try #require(try await fixture.line("Rent", in: YearMonth(year: 2027, month: number)))
            #expect(line.amount == money("1900"))
            #expect(!line.isManuallyAdjusted)
        }
        // Nets: 3035 in January and February, 2935 from March; every later rollover follows.
        let chain = try await fixture.chain()
        #expect(chain["2027-01"]?.net == money("3035"))
        #expect(chain["2027-02"]?.net == money("3035"))
        #expect(chain["2027-03"]?.net == money("2935"))
        #expect(chain["2027-03"]?.rollover == money("6070"))
        #expect(chain["2027-04"]?.rollover == money("9005"))
        #expect(chain["2027-12"]?.net == money("2935"))
        #expect(chain["2027-12"]?.rollover == money("32485"))  // 2 × 3035 + 9 × 2935
        let stored = try #require(try await fixture.budgets.budget(for: month("2027-06")))
        #expect(stored.monthDelta == money("2935"))
    }

    @Test func withoutPropagationOnlyTheTemplateChanges() async throws {
        let fixture = try PlanningFixture()
        let (template, _) = try await plannedYear(fixture)
        let rent = try await templateLine(fixture, template, "Rent")

        let (_, report) = try await fixture.templates.updateLine(id: rent.id, amount: money("1900"))

        #expect(report == PropagationReport())
        #expect(try await fixture.line("Rent", in: month("2027-12"))?.amount == money("1800"))
        #expect(try await fixture.budgets.budget(for: month("2027-12"))?.monthDelta == money("3035"))
        // A budget made afterwards copies the new amount.
        _ = try await fixture.budgets.create(month: month("2028-01"))
        #expect(try await fixture.line("Rent", in: month("2028-01"))?.amount == money("1900"))
    }

    @Test func linesEditedByHandAreSkippedAndReported() async throws {
        let fixture = try PlanningFixture()
        let (template, from) = try await plannedYear(fixture)
        let mayRent = try #require(try await fixture.line("Rent", in: month("2027-05")))
        let edited = try await fixture.lines.update(id: mayRent.id, amount: money("1750"))
        #expect(edited.isManuallyAdjusted)
        let rent = try await templateLine(fixture, template, "Rent")

        let (_, report) = try await fixture.templates.updateLine(id: rent.id, amount: money("1900"), propagateFrom: from)

        #expect(!report.changedMonths.contains(month("2027-05")))
        #expect(report.changedMonths.count == 9)
        #expect(report.skipped.map(\.month) == [month("2027-05")])
        #expect(report.skipped.first?.reason.contains("edited by hand") == true)
        #expect(try await fixture.line("Rent", in: month("2027-05"))?.amount == money("1750"))
        #expect(try await fixture.line("Rent", in: month("2027-06"))?.amount == money("1900"))
        #expect(try await fixture.budgets.budget(for: month("2027-05"))?.monthDelta == money("3085"))
    }

    @Test func resetCopiesTheTemplateLineBackAndClearsTheMark() async throws {
        let fixture = try PlanningFixture()
        let (template, from) = try await plannedYear(fixture)
        let mayRent = try #require(try await fixture.line("Rent", in: month("2027-05")))
        _ = try await fixture.lines.update(id: mayRent.id, name: "Flat", amount: money("1750"))
        let rent = try await templateLine(fixture, template, "Rent")
        _ = try await fixture.templates.updateLine(id: rent.id, amount: money("1900"), propagateFrom: from)

        let reset = try await fixture.templates.resetLine(budgetLineID: mayRent.id)

        #expect(reset.name == "Rent")
        #expect(reset.amount == money("1900"))
        #expect(!reset.isManuallyAdjusted)
        #expect(reset.templateLineID == rent.id)
        #expect(try await fixture.budgets.budget(for: month("2027-05"))?.monthDelta == money("2935"))
        // No longer protected: the next propagation reaches it.
        let (_, report) = try await fixture.templates.updateLine(id: rent.id, amount: money("1950"), propagateFrom: from)
        #expect(report.changedMonths.contains(month("2027-05")))
        #expect(try await fixture.line("Rent", in: month("2027-05"))?.amount == money("1950"))
    }

    @Test func resetRefusesALineNotMadeFromATemplate() async throws {
        let fixture = try PlanningFixture()
        _ = try await plannedYear(fixture)
        let budget = try #require(try await fixture.budgets.budget(for: month("2027-04")))
        let gift = try await fixture.lines.add(budgetID: budget.id, kind: .expense, name: "Gift", amount: money("50"))
        let error = await #expect(throws: DomainError.self) { try await fixture.templates.resetLine(budgetLineID: gift.id) }
        #expect(error?.description.contains("not made from a template line") == true)
    }

    @Test func aRemovedTemplateLineRemovesItsLinesAndFreesTheirTransactions() async throws {
        let fixture = try PlanningFixture()
        let (template, from) = try await plannedYear(fixture)
        let aprilPhone = try #require(try await fixture.line("Phone", in: month("2027-04")))
        let april = try #require(try await fixture.budgets.budget(for: month("2027-04")))
        let bill = try await fixture.transactions.add(
            NewTransaction(
                budgetID: april.id, lineID: aprilPhone.id, name: "Swisscom", amount: money("79.90"), kind: .expense,
                date: date("2027-03-28")))
        let junePhone = try #require(try await fixture.line("Phone", in: month("2027-06")))
        _ = try await fixture.lines.update(id: junePhone.id, amount: money("95"))
        let phone = try await templateLine(fixture, template, "Phone")

        let (_, report) = try await fixture.templates.removeLine(id: phone.id, propagateFrom: from)

        #expect(report.changedMonths.count == 9)
        #expect(report.skipped.map(\.month) == [month("2027-06")])
        #expect(try await fixture.line("Phone", in: month("2027-02")) != nil)
        #expect(try await fixture.line("Phone", in: month("2027-03")) == nil)
        #expect(try await fixture.line("Phone", in: month("2027-04")) == nil)
        #expect(try await fixture.line("Phone", in: month("2027-06"))?.amount == money("95"))
        let freed = try #require(try await fixture.transactions.transaction(id: bill.id))
        #expect(freed.lineID == nil)
        #expect(freed.amount == money("79.90"))
        // April: the 80 envelope is gone, the 79.90 bill now counts as a free expense.
        let chain = try await fixture.chain()
        #expect(chain["2027-02"]?.net == money("3035"))
        #expect(chain["2027-03"]?.net == money("3115"))
        #expect(chain["2027-04"]?.net == money("3035.10"))
        #expect(chain["2027-06"]?.net == money("3020"))  // 3115 − 95
        #expect(chain["2027-05"]?.rollover == money("12220.10"))  // 3035 + 3035 + 3115 + 3035.10
        #expect(try await fixture.templates.line(templateID: template.id, reference: "Phone") == nil)
    }

    @Test func aNewTemplateLineIsInsertedFromTheCurrentPeriodOn() async throws {
        let fixture = try PlanningFixture()
        let (template, from) = try await plannedYear(fixture)
        let july = try #require(try await fixture.budgets.budget(for: month("2027-07")))
        _ = try await fixture.lines.add(budgetID: july.id, kind: .expense, name: "gym", amount: money("30"))

        let (gym, report) = try await fixture.templates.addLine(
            templateID: template.id, kind: .expense, name: "Gym", amount: money("45"), propagateFrom: from)

        #expect(report.changedMonths.count == 9)
        #expect(report.skipped.map(\.month) == [month("2027-07")])
        #expect(try await fixture.line("Gym", in: month("2027-02")) == nil)
        let march = try #require(try await fixture.line("Gym", in: month("2027-03")))
        #expect(march.templateLineID == gym.id)
        #expect(march.amount == money("45"))
        #expect(!march.isManuallyAdjusted && !march.isChecked)
        #expect(try await fixture.line("Gym", in: month("2027-07"))?.amount == money("30"))
        let chain = try await fixture.chain()
        #expect(chain["2027-02"]?.net == money("3035"))
        #expect(chain["2027-03"]?.net == money("2990"))
        #expect(chain["2027-07"]?.net == money("3005"))
        #expect(chain["2027-12"]?.rollover == money("32995"))  // 2 × 3035 + 8 × 2990 (Mar–Jun, Aug–Nov) + 3005
    }

    @Test func budgetsOfAnotherTemplateAreLeftAlone() async throws {
        let fixture = try PlanningFixture()
        let (template, from) = try await plannedYear(fixture)
        let lean = try await fixture.household(name: "Lean month")
        _ = try await fixture.budgets.create(month: month("2028-01"), templateID: lean.id)
        let rent = try await templateLine(fixture, template, "Rent")

        let (_, report) = try await fixture.templates.updateLine(id: rent.id, amount: money("1900"), propagateFrom: from)

        #expect(!report.changedMonths.contains(month("2028-01")))
        #expect(try await fixture.line("Rent", in: month("2028-01"))?.amount == money("1800"))
    }

    /// Docs/Domain.md §4: propagation patches only the fields that were sent.
    @Test func anAmountChangeKeepsTheNameOfTheBudgetLines() async throws {
        let fixture = try PlanningFixture()
        let (template, from) = try await plannedYear(fixture)
        let rent = try await templateLine(fixture, template, "Rent")
        _ = try await fixture.templates.updateLine(id: rent.id, name: "Housing")
        // April happens to hold another line called Housing already.
        let april = try #require(try await fixture.budgets.budget(for: month("2027-04")))
        _ = try await fixture.lines.add(budgetID: april.id, kind: .expense, name: "Housing", amount: money("20"))

        let (_, report) = try await fixture.templates.updateLine(id: rent.id, amount: money("1900"), propagateFrom: from)

        #expect(report.changedMonths.count == 10)
        #expect(try await fixture.line("Rent", in: month("2027-04"))?.amount == money("1900"))
        #expect(try await fixture.line("Housing", in: month("2027-04"))?.amount == money("20"))
        #expect(try await fixture.line("Rent", in: month("2027-09"))?.amount == money("1900"))
    }

    @Test func aRenameReachesTheBudgetsButNotOneWhereTheNameIsTaken() async throws {
        let fixture = try PlanningFixture()
        let (template, from) = try await plannedYear(fixture)
        let april = try #require(try await fixture.budgets.budget(for: month("2027-04")))
        _ = try await fixture.lines.add(budgetID: april.id, kind: .expense, name: "Housing", amount: money("20"))
        let rent = try await templateLine(fixture, template, "Rent")

        let (_, report) = try await fixture.templates.updateLine(id: rent.id, name: "Housing", propagateFrom: from)

        #expect(report.skipped.map(\.month) == [month("2027-04")])
        #expect(report.changedMonths.count == 9)
        #expect(try await fixture.line("Housing", in: month("2027-05"))?.amount == money("1800"))
        #expect(try await fixture.line("Rent", in: month("2027-04")) != nil)
        #expect(try await fixture.line("Rent", in: month("2027-02")) != nil)
    }
}
