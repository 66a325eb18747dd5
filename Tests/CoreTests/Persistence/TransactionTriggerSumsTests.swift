import GRDB
import Persistence
import Testing

/// A bulk run sets aside every insert trigger of `tx`, the line-and-kind check and the checked
/// sums included: `check` refuses what the check refused, and `finish` adds the checked sums the
/// trigger added, row for row.
@Suite struct TransactionTriggerSumsTests {
    /// Budget 1 with an expense line (1) and an income line (2); budget 2 with an expense line (3).
    static func database() throws -> AppDatabase {
        let database = try AppDatabase.inMemory()
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO budget (id, month) VALUES (1, '2026-03'), (2, '2026-04');
                    INSERT INTO budget_line (id, budget_id, name, name_key, amount_cents, kind) VALUES
                        (1, 1, 'Food', 'food', 50000, 'expense'), (2, 1, 'Pay', 'pay', 600000, 'income'),
                        (3, 2, 'Food', 'food', 50000, 'expense');
                    """)
        }
        return database
    }

    /// Rows: (line, kind, cents, checked), all in budget 1.
    static let rows: [(line: Int64?, kind: String, cents: Int64, checked: Bool)] = [
        (1, "expense", 1_250, true), (1, "expense", 700, false), (2, "income", 600_000, true), (nil, "expense", 990, true),
        (nil, "income", 4_000, true), (nil, "saving", 10_000, true), (nil, "saving", 55, false),
    ]

    static func insert(_ db: Database, _ row: (line: Int64?, kind: String, cents: Int64, checked: Bool)) throws {
        try db.execute(
            sql: """
                INSERT INTO tx (budget_id, budget_line_id, name, name_key, amount_cents, kind, date, checked_at)
                VALUES (1, ?, 't', 't', ?, ?, '2026-03-10', ?)
                """, arguments: [row.line, row.cents, row.kind, row.checked ? "2026-03-11T09:00:00Z" : nil])
    }

    static func sums(_ database: AppDatabase) throws -> [[DatabaseValue]] {
        try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, free_checked_income_cents, free_checked_expense_cents, free_checked_saving_cents, checked_tx_count,
                           free_income_cents, free_expense_cents, free_saving_cents FROM budget ORDER BY id
                    """
            ).map { Array($0.databaseValues) }
                + Row.fetchAll(db, sql: "SELECT id, checked_cents, consumed_cents FROM budget_line ORDER BY id").map {
                    Array($0.databaseValues)
                }
        }
    }

    @Test func aBulkRunKeepsTheCheckedSumsAsTheTriggersDo() throws {
        let byRow = try Self.database()
        try byRow.write { db in for row in Self.rows { try Self.insert(db, row) } }
        let bulk = try Self.database()
        try bulk.write { db in
            var sums = try TransactionTriggerSums(db)
            for row in Self.rows {
                try sums.check(db, budgetID: 1, lineID: row.line, kind: row.kind)
                try Self.insert(db, row)
                sums.add(
                    budgetID: 1, lineID: row.line, kind: row.kind, category: nil, cents: row.cents, accountID: 1, accountCents: row.cents,
                    checked: row.checked)
            }
            try sums.finish(db)
        }
        let expected = try Self.sums(byRow)
        // Worked by hand: budget 1's free checked sums 4,000 in, 990 out, 10,000 saved; 5 checked rows;
        // line 1 checked 1,250 (consumed 1,950), line 2 checked 600,000.
        #expect(expected[0].map { Int64.fromDatabaseValue($0) } == [1, 4_000, 990, 10_000, 5, 4_000, 990, 10_055])
        #expect(expected[2].map { Int64.fromDatabaseValue($0) } == [1, 1_250, 1_950])
        #expect(expected[3].map { Int64.fromDatabaseValue($0) } == [2, 600_000, 600_000])
        #expect(try Self.sums(bulk) == expected)
        // The triggers are back once the run is done.
        let triggers = try bulk.read { try String.fetchSet($0, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger'") }
        #expect(triggers.isSuperset(of: ["tx_check_insert", "tx_checked_insert"]))
    }

    @Test func aRowOnALineOfAnotherBudgetOrKindIsRefusedAsTheTriggerRefusesIt() throws {
        let database = try Self.database()
        try database.write { db in
            var sums = try TransactionTriggerSums(db)
            try sums.check(db, budgetID: 1, lineID: 1, kind: "expense")
            try sums.check(db, budgetID: 1, lineID: nil, kind: "income")
            for (budget, line, kind) in [(1, 1, "income"), (1, 3, "expense"), (1, 99, "expense"), (2, 1, "expense")] {
                #expect {
                    try sums.check(db, budgetID: Int64(budget), lineID: Int64(line), kind: kind)
                } throws: { error in
                    (error as? DatabaseError)?.message == TransactionTriggerSums.lineMismatch
                }
            }
            try sums.finish(db)
        }
        // The trigger's own message, word for word.
        #expect {
            try database.write { db in try Self.insert(db, (2, "expense", 100, false)) }
        } throws: { error in
            (error as? DatabaseError)?.message == TransactionTriggerSums.lineMismatch
        }
    }
}
