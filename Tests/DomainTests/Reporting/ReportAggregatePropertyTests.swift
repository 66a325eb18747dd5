import GRDB
import Maintenance
import Model
import PropertyBased
import Reporting
import Shared
import TestSupport
import Testing

/// The per-budget report totals kept by the triggers equal a recount of the raw `tx` rows after
/// random sequences of adds, edits (amount, line, category, kind), removals of transactions and
/// lines, and deletions of budgets.
@Suite struct ReportAggregatePropertyTests {
    static let months = ["2026-10", "2026-11", "2026-12"]
    static let categories: [String?] = ["Food", "food", "Rent", nil]

    @Test func storedTotalsEqualARecountAfterRandomChanges() async throws {
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int.max).array(of: 10...50)) { seeds in
            do {
                let fixture = try TemporaryDatabase()
                for seed in seeds { try await Self.apply(seed, to: fixture) }
                try await Self.expectTotalsMatch(fixture)
            } catch {
                Issue.record("unexpected error: \(error)")
            }
        }
    }

    /// One random change, decoded from `seed`; changes a service refuses are skipped.
    static func apply(_ seed: Int, to fixture: TemporaryDatabase) async throws {
        var rest = seed
        func pick(_ count: Int) -> Int {
            let value = rest % max(count, 1)
            rest /= max(count, 1)
            return value
        }
        let operation = pick(12)
        let monthText = months[pick(months.count)]
        let budget = try await fixture.budgets.budget(for: month(monthText))
        let transactionIDs = try fixture.database.read { try Int64.fetchAll($0, sql: "SELECT id FROM tx ORDER BY id") }
        let lines = try fixture.database.read {
            try Row.fetchAll($0, sql: "SELECT id, budget_id, kind FROM budget_line ORDER BY id").map {
                (id: $0[0] as Int64, budgetID: $0[1] as Int64, kind: Kind(rawValue: $0[2])!)
            }
        }
        let someTransaction = transactionIDs.isEmpty ? nil : transactionIDs[pick(transactionIDs.count)]
        switch operation {
        case 0...4:
            guard let budget else {
                _ = try await fixture.budgets.create(month: month(monthText))
                return
            }
            let kind = Kind.allCases[pick(3)]
            let candidates = lines.filter { $0.budgetID == budget.id && $0.kind == kind }
            let lineIndex = pick(candidates.count + 1)
            let lineID = lineIndex < candidates.count ? candidates[lineIndex].id : nil
            let day = 1 + pick(28)
            _ = try await fixture.transactions.add(
                NewTransaction(
                    budgetID: budget.id, lineID: lineID, name: "t\(pick(5))", amount: Money(cents: Int64(1 + pick(50_000))),
                    kind: kind, date: LocalDate(year: budget.month.year, month: budget.month.month, day: day),
                    category: categories[pick(categories.count)]))
        case 5:
            guard let budget else { return }
            _ = try? await fixture.lines.add(
                budgetID: budget.id, kind: Kind.allCases[pick(3)], name: "line\(pick(1000))", amount: Money(cents: 10_000))
        case 6:
            guard let someTransaction else { return }
            _ = try await fixture.transactions.update(id: someTransaction, amount: Money(cents: Int64(1 + pick(50_000))))
        case 7:
            guard let someTransaction, let current = try await fixture.transactions.transaction(id: someTransaction) else { return }
            let candidates = lines.filter { $0.budgetID == current.budgetID && $0.kind == current.kind }
            let lineIndex = pick(candidates.count + 1)
            _ = try await fixture.transactions.update(
                id: someTransaction, lineID: .some(lineIndex < candidates.count ? candidates[lineIndex].id : nil))
        case 8:
            // No command changes a category or the kind of a free transaction yet: the triggers must still follow.
            guard let someTransaction else { return }
            let category = categories[pick(categories.count)]
            let kind = Kind.allCases[pick(3)].rawValue
            try fixture.database.write { db in
                try db.execute(sql: "UPDATE tx SET category = ? WHERE id = ?", arguments: [category, someTransaction])
                try db.execute(
                    sql: "UPDATE tx SET kind = ? WHERE id = ? AND budget_line_id IS NULL", arguments: [kind, someTransaction])
            }
        case 9:
            guard let someTransaction else { return }
            try await fixture.transactions.remove(id: someTransaction)
        case 10:
            guard !lines.isEmpty else { return }
            try await fixture.lines.remove(id: lines[pick(lines.count)].id)
        default:
            guard budget != nil, pick(2) == 0 else { return }
            _ = try await fixture.budgets.delete(month: month(monthText))
        }
    }

    static func expectTotalsMatch(_ fixture: TemporaryDatabase) async throws {
        let transactions = try fixture.database.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM budget").flatMap { try fixture.budgetTransactions(db, budgetID: $0) }
        }
        let reports = ReportService(database: fixture.database)
        #expect(try await reports.storedCategoryTotals() == ReportFormulas.categoryTotals(transactions))
        #expect(try await reports.storedLineTotals() == ReportFormulas.lineTotals(transactions))
    }

    /// The check can fail: a total changed behind the triggers' back is seen.
    @Test func aTamperedTotalIsSeen() async throws {
        let fixture = try TemporaryDatabase()
        let budget = try await fixture.budgets.create(month: month("2026-11"))
        _ = try await fixture.transactions.add(
            NewTransaction(
                budgetID: budget.id, name: "Bread", amount: money("4.50"), kind: .expense, date: date("2026-11-03"), category: "Food"))
        try fixture.database.write { try $0.execute(sql: "UPDATE report_category_total SET amount_cents = amount_cents + 1") }
        let transactions = try fixture.database.read { try fixture.budgetTransactions($0, budgetID: budget.id) }
        let reports = ReportService(database: fixture.database)
        #expect(try await reports.storedCategoryTotals() != ReportFormulas.categoryTotals(transactions))
        #expect(try await reports.storedLineTotals() == ReportFormulas.lineTotals(transactions))
        let report = try DatabaseDoctor(database: fixture.database).examine()
        #expect(
            report.problems.map(\.message) == [
                "report_category_total #\(budget.id) (2026-11 expense Food) amount: stored 4.51, expected 4.50"
            ])
    }
}

extension TemporaryDatabase {
    /// Every transaction of a budget, decoded straight from the rows (no service involved).
    func budgetTransactions(_ db: Database, budgetID: Int64) throws -> [Transaction] {
        try Row.fetchAll(
            db, sql: "SELECT id, budget_id, budget_line_id, amount_cents, kind, date, category FROM tx WHERE budget_id = ?",
            arguments: [budgetID]
        ).map { row in
            Transaction(
                id: row[0], budgetID: row[1], lineID: row[2], name: "", amount: Money(cents: row[3]), kind: Kind(rawValue: row[4])!,
                date: LocalDate.parse(row[5])!, category: row[6])
        }
    }
}
