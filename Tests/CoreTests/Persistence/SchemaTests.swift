import GRDB
import Persistence
import Testing

/// The triggers of the schema keep `budget_line.consumed_cents` and the budget's free sums in
/// step with `tx`, and refuse allocations across budgets or kinds, with plain SQL.
@Suite struct SchemaTests {
    let database: AppDatabase

    init() throws {
        database = try AppDatabase.inMemory()
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO budget (id, month) VALUES (1, '2026-03'), (2, '2026-04');
                    INSERT INTO budget_line (id, budget_id, name, name_key, amount_cents, kind)
                    VALUES (10, 1, 'Courses', 'courses', 60000, 'expense'),
                           (11, 1, 'Salaire', 'salaire', 500000, 'income'),
                           (20, 2, 'Courses', 'courses', 60000, 'expense');
                    """)
        }
    }

    private func insertTx(id: Int, budget: Int, line: Int?, cents: Int, kind: String) throws {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO tx (id, budget_id, budget_line_id, name, name_key, amount_cents, kind, date)
                    VALUES (?, ?, ?, 'x', 'x', ?, ?, '2026-03-10')
                    """, arguments: [id, budget, line, cents, kind])
        }
    }

    private func consumed(line: Int) throws -> Int? {
        try database.read { try Int.fetchOne($0, sql: "SELECT consumed_cents FROM budget_line WHERE id = ?", arguments: [line]) }
    }

    /// (income, expense, saving) free sums of a budget.
    private func free(budget: Int) throws -> [Int] {
        let row = try database.read {
            try Row.fetchOne(
                $0, sql: "SELECT free_income_cents, free_expense_cents, free_saving_cents FROM budget WHERE id = ?",
                arguments: [budget])
        }
        return row.map { [$0[0], $0[1], $0[2]] } ?? []
    }

    private func count(_ table: String) throws -> Int {
        try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \(table)") ?? -1 }
    }

    @Test func insertsFeedTheLineOrTheFreeSums() throws {
        try insertTx(id: 1, budget: 1, line: 10, cents: 25_000, kind: "expense")
        try insertTx(id: 2, budget: 1, line: 10, cents: 18_000, kind: "expense")
        try insertTx(id: 3, budget: 1, line: nil, cents: 8_000, kind: "expense")
        try insertTx(id: 4, budget: 1, line: nil, cents: 30_000, kind: "income")
        try insertTx(id: 5, budget: 1, line: nil, cents: 5_000, kind: "saving")
        #expect(try consumed(line: 10) == 43_000)
        #expect(try consumed(line: 20) == 0)
        #expect(try free(budget: 1) == [30_000, 8_000, 5_000])
        #expect(try free(budget: 2) == [0, 0, 0])
    }

    @Test func updatesMoveAmountsBetweenTheLineAndTheFreeSums() throws {
        try insertTx(id: 1, budget: 1, line: 10, cents: 25_000, kind: "expense")
        try insertTx(id: 2, budget: 1, line: nil, cents: 8_000, kind: "expense")
        try database.write { try $0.execute(sql: "UPDATE tx SET amount_cents = 30000 WHERE id = 1") }
        #expect(try consumed(line: 10) == 30_000)
        try database.write { try $0.execute(sql: "UPDATE tx SET budget_line_id = NULL WHERE id = 1") }
        #expect(try consumed(line: 10) == 0)
        #expect(try free(budget: 1) == [0, 38_000, 0])
        try database.write { try $0.execute(sql: "UPDATE tx SET budget_line_id = 10 WHERE id = 2") }
        #expect(try consumed(line: 10) == 8_000)
        #expect(try free(budget: 1) == [0, 30_000, 0])
    }

    @Test func deletesTakeTheirAmountBack() throws {
        try insertTx(id: 1, budget: 1, line: 10, cents: 25_000, kind: "expense")
        try insertTx(id: 2, budget: 1, line: nil, cents: 8_000, kind: "expense")
        try database.write { try $0.execute(sql: "DELETE FROM tx WHERE id IN (1, 2)") }
        #expect(try consumed(line: 10) == 0)
        #expect(try free(budget: 1) == [0, 0, 0])
    }

    @Test func deletingALineFreesItsTransactionsThroughTheForeignKey() throws {
        try insertTx(id: 1, budget: 1, line: 10, cents: 25_000, kind: "expense")
        try database.write { try $0.execute(sql: "DELETE FROM budget_line WHERE id = 10") }
        #expect(try database.read { try Int?.fetchOne($0, sql: "SELECT budget_line_id FROM tx WHERE id = 1") } == .some(nil))
        #expect(try free(budget: 1) == [0, 25_000, 0])
    }

    @Test func deletingABudgetDeletesItsLinesAndTransactions() throws {
        try insertTx(id: 1, budget: 1, line: 10, cents: 25_000, kind: "expense")
        try insertTx(id: 2, budget: 1, line: nil, cents: 8_000, kind: "expense")
        try insertTx(id: 3, budget: 2, line: 20, cents: 1_000, kind: "expense")
        try database.write { try $0.execute(sql: "DELETE FROM budget WHERE id = 1") }
        #expect(try count("budget_line") == 1)
        #expect(try count("tx") == 1)
        #expect(try consumed(line: 20) == 1_000)
    }

    @Test(arguments: [
        (line: 20, kind: "expense"),  // a line of budget 2
        (line: 11, kind: "expense"),  // an income line
    ])
    func anAllocationAcrossBudgetsOrKindsIsAborted(line: Int, kind: String) throws {
        let error = #expect(throws: DatabaseError.self) { try insertTx(id: 1, budget: 1, line: line, cents: 5_000, kind: kind) }
        #expect(error?.resultCode == .SQLITE_CONSTRAINT)
        #expect(error?.message?.contains("same budget and kind") == true)
        #expect(try count("tx") == 0)
        #expect(try consumed(line: line) == 0)
    }

    @Test func reallocatingToALineOfAnotherBudgetIsAborted() throws {
        try insertTx(id: 1, budget: 1, line: 10, cents: 5_000, kind: "expense")
        #expect(throws: DatabaseError.self) {
            try database.write { try $0.execute(sql: "UPDATE tx SET budget_line_id = 20 WHERE id = 1") }
        }
        #expect(try consumed(line: 10) == 5_000)
        #expect(try consumed(line: 20) == 0)
    }
}
