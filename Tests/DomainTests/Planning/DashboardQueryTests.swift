import Model
import PropertyBased
import Shared
import Testing

/// The dashboard read from the figures the database keeps equals the dashboard computed from
/// every transaction of the month, after random adds, checks, unchecks, re-amounts and removals.
@Suite struct DashboardQueryTests {
    @Test func theStoredFiguresGiveTheSameDashboardAsTheTransactions() async throws {
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int.max).array(of: 5...60)) { steps in
            let db = try #require(try? TemporaryDatabase())
            let november = YearMonth(year: 2026, month: 11)
            let budget = try await db.budgets.create(month: november)
            let groceries = try await db.lines.add(budgetID: budget.id, kind: .expense, name: "Groceries", amount: Money(cents: 60_000))
            let salary = try await db.lines.add(budgetID: budget.id, kind: .income, name: "Salary", amount: Money(cents: 650_000))
            let rainy = try await db.lines.add(budgetID: budget.id, kind: .saving, name: "Rainy day", amount: Money(cents: 50_000))
            _ = try await db.lines.setChecked(id: salary.id, true)
            let lines = [nil, groceries, salary, rainy]
            var ids: [Int64] = []
            for seed in steps {
                let day = LocalDate(year: 2026, month: 11, day: 1 + seed % 30)
                let cents = Int64(seed / 31 % 20_000 + 1)
                switch seed / 7 % 5 {
                case 0, 1:
                    let line = lines[seed / 3 % lines.count]
                    let kinds: [Kind] = [.expense, .income, .saving]
                    let added = try await db.transactions.add(
                        NewTransaction(
                            budgetID: budget.id, lineID: line?.id, name: "T\(seed % 97)", amount: Money(cents: cents),
                            kind: line?.kind ?? kinds[seed / 5 % 3], date: day, checked: seed % 3 == 0))
                    ids.append(added.id)
                case 2 where !ids.isEmpty:
                    _ = try await db.transactions.setChecked(id: ids[seed % ids.count], seed % 2 == 0)
                case 3 where !ids.isEmpty:
                    _ = try await db.transactions.update(id: ids[seed % ids.count], amount: Money(cents: cents))
                case 4 where !ids.isEmpty:
                    _ = try await db.transactions.remove(id: ids.remove(at: seed % ids.count))
                default:
                    _ = try await db.lines.setChecked(id: groceries.id, seed % 2 == 0)
                }
            }
            let stored = try #require(try await db.budgets.dashboard(month: november, latest: 5, unchecked: 12))
            let details = try #require(try await db.budgets.details(month: november))
            let counted = MonthDashboard(details: details, latestCount: 5, uncheckedCount: 12)
            #expect(stored == counted, "after \(steps)")
        }
    }

    /// Hand-computed: Groceries 600 with 82.40 checked and 30 unchecked, Rent 1800 checked, a free
    /// Cinema 30 checked, Salary 6500 checked: realized expenses 82.40 + 1800 + 30 = 1912.40.
    @Test func aSmallMonthByHand() async throws {
        let db = try TemporaryDatabase()
        let november = YearMonth(year: 2026, month: 11)
        let budget = try await db.budgets.create(month: november)
        let groceries = try await db.lines.add(budgetID: budget.id, kind: .expense, name: "Groceries", amount: Money(cents: 60_000))
        let rent = try await db.lines.add(budgetID: budget.id, kind: .expense, name: "Rent", amount: Money(cents: 180_000), checked: true)
        _ = try await db.lines.add(budgetID: budget.id, kind: .income, name: "Salary", amount: Money(cents: 650_000), checked: true)
        let day = LocalDate(year: 2026, month: 11, day: 3)
        _ = try await db.transactions.add(
            NewTransaction(
                budgetID: budget.id, lineID: groceries.id, name: "Migros", amount: Money(cents: 8_240), kind: .expense, date: day,
                checked: true))
        _ = try await db.transactions.add(
            NewTransaction(budgetID: budget.id, lineID: groceries.id, name: "Coop", amount: Money(cents: 3_000), kind: .expense, date: day))
        _ = try await db.transactions.add(
            NewTransaction(budgetID: budget.id, name: "Cinema", amount: Money(cents: 3_000), kind: .expense, date: day, checked: true))
        let dashboard = try #require(try await db.budgets.dashboard(month: november, latest: 5, unchecked: 12))
        #expect(dashboard.realized.expenses == Money(cents: 191_240))
        #expect(dashboard.realized.income == Money(cents: 650_000))
        #expect(dashboard.metrics.totalExpenses == Money(cents: 60_000 + 180_000 + 3_000))
        #expect(dashboard.uncheckedCount == 1)
        #expect(dashboard.unchecked.map(\.name) == ["Coop"])
        #expect(dashboard.latest.map(\.name) == ["Cinema", "Coop", "Migros"])
        #expect(dashboard.consumption(of: rent).allocated == .zero)
        #expect(dashboard.realized.checkedItems == 4)
        #expect(dashboard.realized.totalItems == 6)
    }
}
