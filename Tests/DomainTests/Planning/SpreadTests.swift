import Model
import Shared
import TestSupport
import Testing

/// `line spread` (Docs/Domain.md §7) on a real SQLite file: exact slices, one group, missing budgets
/// created from the default template, all or nothing.
@Suite struct SpreadTests {
    @Test func aTotalIsSplitInCentsWithTheRemainderFirst() async throws {
        let fixture = try PlanningFixture()
        try await fixture.household()
        _ = try await fixture.templates.generateYear(2027)

        let group = try await fixture.spreads.spread(
            kind: .expense, name: "Car insurance", amount: money("800"),
            from: month("2027-01"), months: 3)

        #expect(group.id == "spread-1")
        #expect(group.slices.map(\.month) == [month("2027-01"), month("2027-02"), month("2027-03")])
        #expect(group.slices.map(\.line.amount) == [money("266.67"), money("266.67"), money("266.66")])
        #expect(group.total == money("800"))
        #expect(group.createdBudgets.isEmpty)
        for slice in group.slices {
            #expect(slice.line.name == "Car insurance" && slice.line.kind == .expense && slice.line.recurrence == .oneOff)
            #expect(slice.line.spreadGroup == "spread-1")
            #expect(slice.line.templateLineID == nil && !slice.line.isManuallyAdjusted && !slice.line.isChecked)
        }
        let chain = try await fixture.chain()
        #expect(chain["2027-01"]?.net == money("2768.33"))
        #expect(chain["2027-03"]?.net == money("2768.34"))
        #expect(chain["2027-04"]?.net == money("3035"))
        #expect(chain["2027-04"]?.rollover == money("8305"))  // 3 × 3035 − 800
    }

    @Test func perMonthPutsTheAmountInEveryMonthUnderANewGroup() async throws {
        let fixture = try PlanningFixture()
        try await fixture.household()
        _ = try await fixture.templates.generateYear(2027)
        _ = try await fixture.spreads.spread(kind: .expense, name: "Dentist", amount: money("90"), from: month("2027-05"), months: 1)

        let group = try await fixture.spreads.spread(
            kind: .saving, name: "Holidays", amount: money("150"),
            from: month("2027-11"), months: 4, mode: .perMonth)

        #expect(group.id == "spread-2")
        #expect(group.slices.map(\.line.amount) == Array(repeating: money("150"), count: 4))
        #expect(group.total == money("600"))
        #expect(group.slices.map(\.month.description) == ["2027-11", "2027-12", "2028-01", "2028-02"])
        #expect(group.createdBudgets == [month("2028-01"), month("2028-02")])
        #expect(try await fixture.budgets.budget(for: month("2027-12"))?.monthDelta == money("2885"))
    }

    @Test func missingBudgetsAreMadeFromTheDefaultTemplate() async throws {
        let fixture = try PlanningFixture()
        let template = try await fixture.household()
        _ = try await fixture.budgets.create(month: month("2027-01"))

        let group = try await fixture.spreads.spread(
            kind: .expense, name: "Tax", amount: money("1000"),
            from: month("2027-01"), months: 6)

        #expect(group.createdBudgets.map(\.description) == ["2027-02", "2027-03", "2027-04", "2027-05", "2027-06"])
        #expect(group.slices.map(\.line.amount) == ["166.67", "166.67", "166.67", "166.67", "166.66", "166.66"].map(money))
        let march = try #require(try await fixture.budgets.budget(for: month("2027-03")))
        #expect(march.templateID == template.id)
        #expect(try await fixture.lines.lines(budgetID: march.id).map(\.name).suffix(2) == ["Savings", "Tax"])
        #expect(march.monthDelta == money("2868.33"))
        #expect(try await fixture.chain()["2027-06"]?.rollover == money("14341.66"))  // 5 × 3035 − 833.34
    }

    @Test func withoutADefaultTemplateMissingBudgetsAreEmpty() async throws {
        let fixture = try PlanningFixture()
        let group = try await fixture.spreads.spread(
            kind: .expense, name: "Tax", amount: money("0.03"),
            from: month("2027-12"), months: 3)
        #expect(group.slices.map(\.line.amount) == [money("0.01"), money("0.01"), money("0.01")])
        #expect(try await fixture.months() == ["2027-12", "2028-01", "2028-02"])
        #expect(try fixture.count("budget_line") == 3)
        #expect(try await fixture.budgets.budget(for: month("2028-01"))?.monthDelta == money("-0.01"))
    }

    /// A name taken in the last month stops the spread after April's budget was made for it:
    /// no slice, no created budget, no delta moved.
    @Test func aNameClashInAnyMonthChangesNothing() async throws {
        let fixture = try PlanningFixture()
        try await fixture.household()
        for number in [1, 2, 3, 5] { _ = try await fixture.budgets.create(month: YearMonth(year: 2027, month: number)) }
        let may = try #require(try await fixture.budgets.budget(for: month("2027-05")))
        _ = try await fixture.lines.add(budgetID: may.id, kind: .expense, name: "car INSURANCE", amount: money("10"))
        let linesBefore = try fixture.count("budget_line")
        let chainBefore = try await fixture.budgets.summaries()

        let error = await #expect(throws: DomainError.self) {
            try await fixture.spreads.spread(
                kind: .expense, name: "Car insurance", amount: money("1200"),
                from: month("2027-01"), months: 5)
        }

        #expect(error?.description.contains("2027-05") == true)
        #expect(try fixture.count("budget_line") == linesBefore)
        #expect(try await fixture.months() == ["2027-01", "2027-02", "2027-03", "2027-05"])
        #expect(try await fixture.budgets.summaries() == chainBefore)
        // The failed attempt used no group id.
        let next = try await fixture.spreads.spread(
            kind: .expense, name: "Tyres", amount: money("600"),
            from: month("2027-01"), months: 2)
        #expect(next.id == "spread-1")
    }

    @Test func aTemplateLineOfTheSameNameInACreatedBudgetAlsoStopsIt() async throws {
        let fixture = try PlanningFixture()
        try await fixture.household()
        _ = try await fixture.budgets.create(month: month("2027-01"))
        let error = await #expect(throws: DomainError.self) {
            try await fixture.spreads.spread(kind: .saving, name: "savings", amount: money("100"), from: month("2026-12"), months: 1)
        }
        #expect(error?.description.contains("default template") == true)
        #expect(try await fixture.months() == ["2027-01"])
    }

    @Test(arguments: [0, 121, -1])
    func aMonthCountOutsideOneTo120IsRefused(_ months: Int) async throws {
        let fixture = try PlanningFixture()
        await #expect(throws: DomainError.self) {
            try await fixture.spreads.spread(kind: .expense, name: "Tax", amount: money("1000"), from: month("2027-01"), months: months)
        }
        #expect(try fixture.count("budget") == 0)
    }

    @Test func aTotalBelowOneCentAMonthOrAnIncomeIsRefused() async throws {
        let fixture = try PlanningFixture()
        let tooSmall = await #expect(throws: DomainError.self) {
            try await fixture.spreads.spread(kind: .expense, name: "Tax", amount: money("0.02"), from: month("2027-01"), months: 3)
        }
        #expect(tooSmall?.description.contains("at least 0.01") == true)
        await #expect(throws: DomainError.self) {
            try await fixture.spreads.spread(kind: .expense, name: "Tax", amount: .zero, from: month("2027-01"), months: 1, mode: .perMonth)
        }
        let income = await #expect(throws: DomainError.self) {
            try await fixture.spreads.spread(kind: .income, name: "Bonus", amount: money("100"), from: month("2027-01"), months: 2)
        }
        #expect(income?.description.contains("expense or a saving") == true)
        await #expect(throws: DomainError.self) {
            try await fixture.spreads.spread(kind: .expense, name: "  ", amount: money("100"), from: month("2027-01"), months: 2)
        }
        #expect(try fixture.count("budget") == 0)
    }

    @Test func a120MonthSpreadIsAccepted() async throws {
        let fixture = try PlanningFixture()
        let group = try await fixture.spreads.spread(
            kind: .saving, name: "Pension top-up", amount: money("12000.60"),
            from: month("2027-01"), months: 120)
        #expect(group.slices.count == 120)
        #expect(group.slices.first?.line.amount == money("100.01"))
        #expect(group.slices.last?.line.amount == money("100"))
        #expect(group.slices.last?.month == month("2036-12"))
        #expect(group.total == money("12000.60"))
    }

    @Test func aGroupReadsBackInPeriodOrderWithWhatWasConsumed() async throws {
        let fixture = try PlanningFixture()
        try await fixture.household()
        _ = try await fixture.budgets.create(month: month("2027-02"))
        let created = try await fixture.spreads.spread(
            kind: .expense, name: "Car insurance", amount: money("800"),
            from: month("2027-01"), months: 3)
        let february = created.slices[1]
        _ = try await fixture.transactions.add(
            NewTransaction(
                budgetID: february.line.budgetID, lineID: february.line.id, name: "AXA", amount: money("266.67"),
                kind: .expense, date: date("2027-02-03")))

        let group = try await fixture.spreads.group(" SPREAD-1 ")

        #expect(group.id == "spread-1")
        #expect(group.slices.map(\.line.id) == created.slices.map(\.line.id))
        #expect(group.slices.map(\.month) == created.slices.map(\.month))
        #expect(group.slices.map(\.consumed) == [.zero, money("266.67"), .zero])
        #expect(group.createdBudgets.isEmpty)
        let missing = await #expect(throws: DomainError.self) { try await fixture.spreads.group("spread-9") }
        #expect(missing?.description.contains("spread-1") == true)
    }
}
