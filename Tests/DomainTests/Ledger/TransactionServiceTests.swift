import Model
import Shared
import TestSupport
import Testing

@Suite struct TransactionServiceTests {
    let services: TestServices
    let march: Budget
    let april: Budget
    let courses: BudgetLine
    let aprilCourses: BudgetLine

    /// March: Salaire 5000 and Courses 600 (delta 4400); April: Courses 600 (delta −600).
    init() async throws {
        services = try TestServices()
        march = try await services.budgets.create(month: month(2026, 3))
        april = try await services.budgets.create(month: month(2026, 4))
        _ = try await services.lines.add(budgetID: march.id, kind: .income, name: "Salaire", amount: chf(5000))
        courses = try await services.lines.add(budgetID: march.id, kind: .expense, name: "Courses", amount: chf(600))
        aprilCourses = try await services.lines.add(budgetID: april.id, kind: .expense, name: "Courses", amount: chf(600))
    }

    private func new(
        _ budget: Budget, line: BudgetLine? = nil, amount: Money = chf(50), kind: Kind = .expense,
        date: LocalDate? = nil
    ) -> NewTransaction {
        NewTransaction(
            budgetID: budget.id, lineID: line?.id, name: "Migros", amount: amount, kind: kind,
            date: date ?? day(budget.month.year, budget.month.month, 10))
    }

    /// Nothing was written: no transaction, and both deltas as set up.
    private func expectUntouched(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        #expect(try services.count("tx") == 0, sourceLocation: sourceLocation)
        #expect(try await services.storedDelta(march.month) == chf(4400), sourceLocation: sourceLocation)
        #expect(try await services.storedDelta(april.month) == chf(-600), sourceLocation: sourceLocation)
    }

    // MARK: - Adding

    @Test func anAllocatedTransactionIsStoredWithItsLine() async throws {
        let added = try await services.transactions.add(
            NewTransaction(
                budgetID: march.id, lineID: courses.id, name: " Migros ", amount: chf(250), kind: .expense,
                date: day(2026, 3, 5), checked: true, category: "food"))
        #expect(added.name == "Migros")
        #expect(added.lineID == courses.id)
        #expect(added.amount == chf(250))
        #expect(added.date == day(2026, 3, 5))
        #expect(added.isChecked)
        #expect(added.category == "food")
        #expect(try await services.transactions.transaction(id: added.id) == added)
    }

    @Test func anAllocationToALineOfAnotherBudgetIsRefused() async throws {
        let error = await #expect(throws: DomainError.self) {
            try await services.transactions.add(new(march, line: aprilCourses))
        }
        #expect(error == .lineInAnotherBudget(line: "Courses", lineID: aprilCourses.id, month: month(2026, 3)))
        #expect(error?.description == "line 'Courses' (#\(aprilCourses.id)) is in another budget than 2026-03")
        try await expectUntouched()
    }

    @Test func anAllocationToALineOfAnotherKindIsRefused() async throws {
        let error = await #expect(throws: DomainError.self) {
            try await services.transactions.add(new(march, line: courses, kind: .saving))
        }
        #expect(error == .kindDiffersFromLine(line: "Courses", lineKind: .expense, kind: .saving))
        #expect(error?.description.contains("line 'Courses' is expense but the transaction is saving") == true)
        try await expectUntouched()
    }

    @Test func anUnknownLineOrBudgetIsNotFound() async throws {
        await #expect(throws: DomainError.noLineID(999)) {
            try await services.transactions.add(
                NewTransaction(
                    budgetID: march.id, lineID: 999, name: "x", amount: chf(1),
                    kind: .expense, date: day(2026, 3, 1)))
        }
        await #expect(throws: DomainError.noBudgetID(999)) {
            try await services.transactions.add(
                NewTransaction(
                    budgetID: 999, name: "x", amount: chf(1), kind: .expense,
                    date: day(2026, 3, 1)))
        }
        try await expectUntouched()
    }

    @Test(arguments: [day(2026, 2, 28), day(2026, 4, 1), day(2025, 3, 10)])
    func aDateOutsideTheCalendarMonthIsRefused(date: LocalDate) async throws {
        let error = await #expect(throws: DomainError.self) { try await services.transactions.add(new(march, date: date)) }
        #expect(error == .dateOutsidePeriod(date, month: month(2026, 3), start: day(2026, 3, 1), end: day(2026, 3, 31)))
        #expect(
            error?.description.hasPrefix("date \(date) is outside the period of budget 2026-03 (2026-03-01 to 2026-03-31)") == true)
        try await expectUntouched()
    }

    @Test(arguments: [day(2026, 3, 1), day(2026, 3, 31)])
    func theFirstAndLastDaysOfTheMonthAreInside(date: LocalDate) async throws {
        #expect(try await services.transactions.add(new(march, date: date)).date == date)
    }

    @Test func withPayDay27TheTwentySeventhOfFebruaryBelongsToMarch() async throws {
        _ = try await services.settings.setPayDay(27)
        let february = try await services.budgets.create(month: month(2026, 2))
        // March runs 2026-02-27 … 2026-03-26.
        let first = try await services.transactions.add(new(march, date: day(2026, 2, 27)))
        #expect(first.budgetID == march.id)
        _ = try await services.transactions.add(new(march, date: day(2026, 3, 26)))
        await #expect(throws: DomainError.self) { try await services.transactions.add(new(march, date: day(2026, 2, 26))) }
        await #expect(throws: DomainError.self) { try await services.transactions.add(new(march, date: day(2026, 3, 27))) }
        // February runs 2026-01-27 … 2026-02-26, so it refuses the 27th.
        let error = await #expect(throws: DomainError.self) {
            try await services.transactions.add(new(february, date: day(2026, 2, 27)))
        }
        #expect(error == .dateOutsidePeriod(day(2026, 2, 27), month: month(2026, 2), start: day(2026, 1, 27), end: day(2026, 2, 26)))
        #expect(try services.count("tx") == 2)
    }

    @Test(arguments: [Money.zero, Money(cents: -500), Money(cents: 100_000_001)])
    func anAmountOfZeroOrAboveAMillionIsRefused(amount: Money) async throws {
        let error = await #expect(throws: DomainError.self) { try await services.transactions.add(new(march, amount: amount)) }
        #expect(error == .transactionAmountOutOfRange(amount, maximum: Money(units: 1_000_000)))
        // Only an amount above the maximum is told how to raise it.
        let expected =
            amount.cents > 0
            ? "a transaction amount must be at most 1'000'000.00 (got 1'000'000.01); `settings set max-transaction AMOUNT` raises the limit"
            : "a transaction amount must be above 0 (got \(amount.formatted)): type what was paid or received"
        #expect(error?.description == expected)
        try await expectUntouched()
    }

    @Test(arguments: [Money(cents: 1), Money(cents: 100_000_000)])
    func oneCentAndExactlyAMillionAreAccepted(amount: Money) async throws {
        #expect(try await services.transactions.add(new(march, amount: amount)).amount == amount)
    }

    // MARK: - Updating

    @Test func updatingToALineOfAnotherBudgetIsRefusedAndNothingChanges() async throws {
        let free = try await services.transactions.add(new(march, amount: chf(80)))
        #expect(try await services.storedDelta(march.month) == chf(4320))
        await #expect(throws: DomainError.self) {
            try await services.transactions.update(id: free.id, amount: chf(90), lineID: .some(aprilCourses.id))
        }
        #expect(try await services.transactions.transaction(id: free.id) == free)
        #expect(try await services.storedDelta(march.month) == chf(4320))
    }

    @Test func updatingTheDateOutOfThePeriodIsRefused() async throws {
        let added = try await services.transactions.add(new(march))
        await #expect(throws: DomainError.self) { try await services.transactions.update(id: added.id, date: day(2026, 4, 2)) }
        #expect(try await services.transactions.transaction(id: added.id)?.date == day(2026, 3, 10))
    }

    @Test func allocatingAndFreeingMoveTheAmountBetweenEnvelopeAndFreeSpending() async throws {
        let restaurant = try await services.transactions.add(new(march, amount: chf(80)))
        #expect(try await services.storedDelta(march.month) == chf(4320))  // 5000 − 600 − 80
        let allocated = try await services.transactions.update(id: restaurant.id, lineID: .some(courses.id))
        #expect(allocated.lineID == courses.id)
        #expect(try await services.storedDelta(march.month) == chf(4400))  // covered by Courses 600
        let freed = try await services.transactions.update(id: restaurant.id, lineID: .some(nil))
        #expect(freed.isFree)
        #expect(try await services.storedDelta(march.month) == chf(4320))
        // lineID nil (the default) leaves the allocation alone.
        #expect(try await services.transactions.update(id: restaurant.id, name: "Pizzeria").isFree)
    }

    // MARK: - Moving between budgets and kinds (`tx set --date`, `--budget`, `--kind`)

    @Test func aDateInAnotherBudgetsPeriodMovesItOntoTheLineOfTheSameNameThere() async throws {
        let migros = try await services.transactions.add(new(march, line: courses, amount: chf(700)))
        #expect(try await services.storedDelta(march.month) == chf(4300))  // 5000 − max(600, 700)
        let change = try await services.transactions.update(.id(migros.id), TransactionEdit(date: day(2026, 4, 2)))
        #expect(change.month == month(2026, 4))
        #expect(change.transaction.budgetID == april.id)
        #expect(change.transaction.lineID == aprilCourses.id)
        #expect(change.transaction.date == day(2026, 4, 2))
        #expect(change.relocation == TransactionRelocation(fromMonth: month(2026, 3), line: "Courses"))
        #expect(try await services.storedDelta(march.month) == chf(4400))  // 5000 − 600
        #expect(try await services.storedDelta(april.month) == chf(-700))  // − max(600, 700)
    }

    @Test func anotherBudgetWithoutTheLineKeepsTheDayAndFreesIt() async throws {
        let may = try await services.budgets.create(month: month(2026, 5))
        let migros = try await services.transactions.add(new(march, line: courses, amount: chf(80), date: day(2026, 3, 31)))
        let change = try await services.transactions.update(.id(migros.id), TransactionEdit(budget: may.month))
        #expect(change.transaction.budgetID == may.id)
        #expect(change.transaction.isFree)
        #expect(change.transaction.date == day(2026, 5, 31))
        #expect(change.relocation == TransactionRelocation(fromMonth: month(2026, 3), leftLine: "Courses"))
        #expect(try await services.storedDelta(march.month) == chf(4400))
        #expect(try await services.storedDelta(may.month) == chf(-80))
    }

    @Test func aMoveToAMonthWithoutABudgetIsRefusedAndChangesNothing() async throws {
        let migros = try await services.transactions.add(new(march, line: courses, amount: chf(80)))
        for edit in [TransactionEdit(date: day(2026, 6, 5)), TransactionEdit(budget: month(2026, 6))] {
            let error = await #expect(throws: DomainError.self) { try await services.transactions.update(.id(migros.id), edit) }
            #expect(error == .noBudget(month(2026, 6)))
            #expect(error?.description == "no budget for 2026-06: create it with `budget new 2026-06`")
        }
        #expect(try await services.transactions.transaction(id: migros.id) == migros)
        #expect(try await services.storedDelta(march.month) == chf(4400))
    }

    @Test func aNamedBudgetWithADateOutsideItIsStillRefused() async throws {
        let migros = try await services.transactions.add(new(march))
        let error = await #expect(throws: DomainError.self) {
            try await services.transactions.update(.id(migros.id), TransactionEdit(date: day(2026, 5, 2), budget: month(2026, 4)))
        }
        #expect(error == .dateOutsidePeriod(day(2026, 5, 2), month: month(2026, 4), start: day(2026, 4, 1), end: day(2026, 4, 30)))
        // A name is looked up in the budget named: nothing moves.
        let renamed = try await services.transactions.update(
            .name("Migros", in: .month(march.month)), TransactionEdit(name: "Coop", budget: march.month))
        #expect(renamed.relocation == nil)
        #expect(renamed.transaction.budgetID == march.id)
    }

    @Test func anotherKindLeavesTheLineOfTheOldKind() async throws {
        let refund = try await services.transactions.add(new(march, line: courses, amount: chf(50)))
        let change = try await services.transactions.update(.id(refund.id), TransactionEdit(kind: .income))
        #expect(change.transaction.kind == .income)
        #expect(change.transaction.isFree)
        #expect(change.relocation == TransactionRelocation(fromKind: .expense, leftLine: "Courses"))
        #expect(try await services.storedDelta(march.month) == chf(4450))  // 5000 + 50 − 600
    }

    @Test func anotherKindWithALineOfThatKindGoesOnIt() async throws {
        let bonus = try await services.transactions.add(new(march, amount: chf(50)))
        #expect(try await services.storedDelta(march.month) == chf(4350))  // 5000 − 600 − 50
        let change = try await services.transactions.update(.id(bonus.id), TransactionEdit(line: "Salaire", kind: .income))
        #expect(change.transaction.lineID != nil)
        #expect(change.relocation == TransactionRelocation(fromKind: .expense, line: "Salaire"))
        #expect(try await services.storedDelta(march.month) == chf(4400))  // covered by Salaire 5000
        let error = await #expect(throws: DomainError.self) {
            try await services.transactions.update(.id(bonus.id), TransactionEdit(line: "Courses", kind: .saving))
        }
        #expect(error == .kindDiffersFromLine(line: "Courses", lineKind: .expense, kind: .saving))
        #expect(try await services.transactions.transaction(id: bonus.id) == change.transaction)
    }

    @Test func anUnknownTransactionIsNotFound() async throws {
        await #expect(throws: DomainError.noTransactionID(7)) { try await services.transactions.remove(id: 7) }
        await #expect(throws: DomainError.noTransactionID(7)) { try await services.transactions.setChecked(id: 7, true) }
        await #expect(throws: DomainError.noTransactionID(7)) { try await services.transactions.update(id: 7, amount: chf(1)) }
    }

    // MARK: - Checking and removing

    @Test func checkingNeverChangesTheDelta() async throws {
        let over = try await services.transactions.add(new(march, line: courses, amount: chf(700)))
        #expect(try await services.storedDelta(march.month) == chf(4300))
        #expect(try await services.transactions.setChecked(id: over.id, true).isChecked)
        #expect(try await services.storedDelta(march.month) == chf(4300))
        #expect(try await services.transactions.setChecked(id: over.id, false).isChecked == false)
        #expect(try await services.storedDelta(march.month) == chf(4300))
    }

    @Test func removingATransactionGivesItsAmountBack() async throws {
        let free = try await services.transactions.add(new(march, amount: chf(80)))
        let removed = try await services.transactions.remove(id: free.id)
        #expect(removed == free)
        #expect(try await services.transactions.transaction(id: free.id) == nil)
        try await expectUntouched()
    }

    // MARK: - Queries

    @Test func listingFiltersAndSorts() async throws {
        for (name, cents, date, line) in [("Migros", 5_000, 12, true), ("Coop", 2_000, 3, true), ("Migrolino", 900, 20, false)] {
            _ = try await services.transactions.add(
                NewTransaction(
                    budgetID: march.id, lineID: line ? courses.id : nil, name: name, amount: Money(cents: Int64(cents)),
                    kind: .expense, date: day(2026, 3, date)))
        }
        let transactions = services.transactions
        #expect(try await transactions.list(budgetID: march.id).map(\.name) == ["Coop", "Migros", "Migrolino"])
        #expect(
            try await transactions.list(budgetID: march.id, query: TransactionQuery(search: "MIGRO")).map(\.name)
                == ["Migros", "Migrolino"])
        #expect(
            try await transactions.list(budgetID: march.id, query: TransactionQuery(lineID: courses.id)).map(\.name)
                == ["Coop", "Migros"])
        #expect(
            try await transactions.list(budgetID: march.id, query: TransactionQuery(sort: .amount, descending: true)).map(\.name)
                == ["Migros", "Coop", "Migrolino"])
        #expect(try await transactions.transactions(named: "coop", budgetID: march.id).map(\.amount) == [chf(20)])
        #expect(try await transactions.list(budgetID: april.id).isEmpty)
    }
}
