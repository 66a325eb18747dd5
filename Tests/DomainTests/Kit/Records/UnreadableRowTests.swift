import GRDB
import Model
import Shared
import Testing

/// A stored value that does not read as its column's type is an error naming the table, the row
/// and the column, never a default (a month '2026-13' once read as 1970-01).
@Suite struct UnreadableRowTests {
    @Test func aBadMonthIsNamedNotReadAs1970() async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let budget = try await db.budgets.create(month: YearMonth(year: 2026, month: 11))
        try db.database.write { try $0.execute(sql: "UPDATE budget SET month = '2026-13' WHERE id = ?", arguments: [budget.id]) }
        let error = await #expect(throws: DomainError.self) { try await db.budgets.summaries() }
        #expect(error == .unreadableRow(table: "budget", id: budget.id, column: "month", value: "2026-13"))
        #expect(
            error?.description
                == "the database holds a budget row #\(budget.id) whose month cannot be read ('2026-13'): it was changed outside pulpe; "
                + "`doctor` checks the file, and a backup can replace it")
    }

    @Test(arguments: [
        ("kind", "'loan'", "loan"), ("date", "'2026-02-30'", "2026-02-30"), ("amount_cents", "'lots'", "lots"),
    ])
    func aBadTransactionFieldIsNamed(column: String, sql: String, shown: String) async throws {
        let db = try TemporaryDatabase()
        defer { db.remove() }
        let budget = try await db.budgets.create(month: YearMonth(year: 2026, month: 11))
        let added = try await db.transactions.add(
            NewTransaction(
                budgetID: budget.id, name: "Migros", amount: Money(cents: 8_240), kind: .expense,
                date: LocalDate(year: 2026, month: 11, day: 3)))
        try db.database.write { db in
            // The triggers would refuse or recount; the corruption goes behind their back.
            try db.execute(sql: "DROP TRIGGER tx_aggregate_update")
            try db.execute(sql: "UPDATE tx SET \(column) = \(sql) WHERE id = ?", arguments: [added.id])
        }
        let error = await #expect(throws: DomainError.self) { try await db.transactions.transaction(id: added.id) }
        #expect(error == .unreadableRow(table: "tx", id: added.id, column: column, value: shown))
    }
}
