import GRDB
import Importing
import Maintenance
import Model
import Persistence
import PropertyBased
import Shared
import TestSupport
import Testing

/// An import writes its rows with the per-row triggers set aside and brings the aggregates up
/// to date set-wise (`TransactionWriter.Bulk`). The result must be the row-by-row one: a twin
/// database gets the same rows inserted one at a time with every trigger in place, and the two
/// dumps (lines' consumption, free sums, month deltas, report totals: every table but the
/// journal's) must be equal; `doctor` finds nothing; undo and redo give back each dump.
@Suite struct TransactionBulkInsertTests {
    static let months = ["2026-10", "2026-11", "2026-12"]
    static let payees = ["MIGROS Basel", "Coop", "SBB ticket", "ACME payroll", "Kiosk", "Netflix"]
    static let categories: [String?] = ["Food", "food", nil, "Travel"]

    /// Two databases set up alike: pay day 25, a default template (Groceries, Salary, Travel),
    /// rules (one naming a line of another kind), the three months' budgets and a typed row.
    static func twin() async throws -> DatabaseFixture {
        let fixture = try DatabaseFixture()
        _ = try await fixture.settings.setPayDay(25)
        let template = try await fixture.templates.create(name: "Normal", isDefault: true)
        _ = try await fixture.templates.addLine(templateID: template.id, kind: .expense, name: "Groceries", amount: Money(units: 600))
        _ = try await fixture.templates.addLine(templateID: template.id, kind: .income, name: "Salary", amount: Money(units: 6500))
        _ = try await fixture.templates.addLine(templateID: template.id, kind: .expense, name: "Travel", amount: Money(units: 40))
        let setup = ImportSetupService(database: fixture.database)
        _ = try await setup.addRule(pattern: "migros*", isRegex: false, line: "Groceries", category: "Food", rename: "Migros", kind: nil)
        _ = try await setup.addRule(pattern: "sbb*", isRegex: false, line: "Travel", category: nil, rename: nil, kind: nil)
        _ = try await setup.addRule(pattern: "acme*", isRegex: false, line: "Salary", category: nil, rename: nil, kind: nil)
        for text in months { _ = try await fixture.budgets.create(month: month(text)) }
        let budget = try await fixture.budgets.budget(for: month("2026-11"))!
        _ = try await fixture.transactions.add(
            NewTransaction(
                budgetID: budget.id, name: "Bread", amount: money("4.50"), kind: .expense, date: date("2026-11-03"), category: "Food"))
        return fixture
    }

    /// A random statement row from `seed`: a date in the three months' periods, an amount of
    /// either sign, a payee (some met by rules), a category.
    static func row(_ seed: Int, line: Int) -> ImportInput {
        var rest = seed
        func pick(_ count: Int) -> Int {
            let value = rest % count
            rest /= count
            return value
        }
        let day = LocalDate(year: 2026, month: 9, day: 25).adding(days: pick(90))
        let cents = Int64(1 + pick(400_000)) * (pick(4) == 0 ? 1 : -1)
        return .row(
            ImportRow(
                line: line, date: day, amount: Money(cents: cents), payee: payees[pick(payees.count)],
                category: categories[pick(categories.count)]))
    }

    /// Imports `rows` and claims what it wrote as one journal unit, as a command does.
    static func importRows(_ rows: [ImportInput], into fixture: DatabaseFixture) throws -> ImportOutcome {
        var iterator = rows.makeIterator()
        let high = try fixture.database.read(Journal.highWater)
        let outcome = try ImportService(database: fixture.database).importRows(ImportRequest(source: "bank")) { iterator.next() }
        _ = try fixture.database.write { try Journal.claim($0, after: high, unitID: nil, text: "import") }
        return outcome
    }

    /// Inserts into `twin`, one statement per row and every trigger in place, the rows `bulk`
    /// holds above id `after`.
    static func insertOneByOne(from bulk: DatabaseFixture, into twin: DatabaseFixture, after: Int64) throws {
        let rows = try bulk.database.read { try Row.fetchAll($0, sql: "SELECT * FROM tx WHERE id > ? ORDER BY id", arguments: [after]) }
        try twin.database.write { db in
            for row in rows {
                let columns = Array(row.columnNames)
                try db.execute(
                    sql: "INSERT INTO tx (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))",
                    arguments: StatementArguments(columns.map { row[$0] as DatabaseValue }))
            }
        }
    }

    static func lastID(_ fixture: DatabaseFixture) throws -> Int64 {
        try fixture.database.read { try Int64.fetchOne($0, sql: "SELECT max(id) FROM tx") } ?? 0
    }

    @Test func anImportEqualsItsRowsInsertedOneByOne() async throws {
        await propertyCheck(count: 25, input: Gen.int(in: 0...Int.max).array(of: 1...60), Gen.int(in: 0...Int.max).array(of: 1...30)) {
            first, second in
            do {
                let bulk = try await Self.twin()
                let twin = try await Self.twin()
                let start = try DatabaseDump.take(bulk.database)
                let twinStart = try DatabaseDump.take(twin.database)
                #expect(start == twinStart)
                // Two imports; the second repeats some rows of the first (already there).
                let firstRows = first.enumerated().map { Self.row($1, line: $0 + 2) }
                let before = try Self.lastID(bulk)
                _ = try Self.importRows(firstRows, into: bulk)
                try Self.insertOneByOne(from: bulk, into: twin, after: before)
                let middle = try DatabaseDump.take(bulk.database)
                let twinMiddle = try DatabaseDump.take(twin.database)
                #expect(middle == twinMiddle, "\(DatabaseDump.firstDifference(middle, twinMiddle))")
                let again = try Self.lastID(bulk)
                _ = try Self.importRows(Array(firstRows.prefix(5)) + second.enumerated().map { Self.row($1, line: $0 + 2) }, into: bulk)
                try Self.insertOneByOne(from: bulk, into: twin, after: again)
                let end = try DatabaseDump.take(bulk.database)
                let twinEnd = try DatabaseDump.take(twin.database)
                #expect(end == twinEnd, "\(DatabaseDump.firstDifference(end, twinEnd))")
                #expect(try DatabaseDoctor(database: bulk.database).examine().problems.map(\.message) == [])

                let history = HistoryService(database: bulk.database)
                _ = try await history.undo(1)
                #expect(try DatabaseDump.take(bulk.database) == middle)
                _ = try await history.undo(1)
                #expect(try DatabaseDump.take(bulk.database) == start)
                _ = try await history.redo(2)
                #expect(try DatabaseDump.take(bulk.database) == end)
            } catch {
                Issue.record("unexpected error: \(error)")
            }
        }
    }

    /// The check can fail: a report total one cent off is a difference between the twins.
    @Test func aMissedAggregateIsSeen() async throws {
        let bulk = try await Self.twin()
        let twin = try await Self.twin()
        _ = try Self.importRows([Self.row(12_345, line: 2), Self.row(67_890, line: 3)], into: bulk)
        try Self.insertOneByOne(from: bulk, into: twin, after: 1)
        try bulk.database.write { try $0.execute(sql: "UPDATE report_line_total SET amount_cents = amount_cents + 1") }
        #expect(try DatabaseDump.take(bulk.database) != DatabaseDump.take(twin.database))
    }
}
