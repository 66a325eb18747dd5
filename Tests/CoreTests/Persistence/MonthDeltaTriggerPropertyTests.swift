import GRDB
import Persistence
import PropertyBased
import Testing

/// Random raw-SQL changes to lines and transactions never leave a stored month delta that differs
/// from a recount of the raw rows: consumption summed from `tx`, then Σ ±max(amount, consumed)
/// plus the free sums (income +, expense and saving −).
@Suite struct MonthDeltaTriggerPropertyTests {
    @Test func storedDeltaEqualsARecountAfterEveryChange() async throws {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int.max).array(of: 10...80)) { steps in
            let database = try #require(try? AppDatabase.inMemory())
            try? database.write { db in
                try db.execute(sql: "INSERT INTO budget (id, month) VALUES (1, '2026-03'), (2, '2026-04'), (3, '2026-05')")
            }
            for (index, seed) in steps.enumerated() {
                try? database.write { db in try Self.apply(seed, step: index, db) }
                let mismatches = try database.read(Self.mismatches)
                #expect(mismatches == [], "after step \(index) of \(steps)")
                if !mismatches.isEmpty { return }
            }
        }
    }

    /// One random change, in plain SQL as any writer would make it (shared with the checked-sum test).
    static func apply(_ seed: Int, step: Int, _ db: Database) throws {
        let kinds = ["income", "expense", "saving"]
        let budget = seed % 3 + 1
        let cents = (seed / 7) % 90_000 + 1
        let lines = try Row.fetchAll(db, sql: "SELECT id, budget_id, kind FROM budget_line")
        let transactions = try Int64.fetchAll(db, sql: "SELECT id FROM tx")
        let checkedAt: String? = seed % 5 == 0 ? "2026-03-11T09:00:00Z" : nil
        switch (seed / 3) % 9 {
        case 0, 1:
            try db.execute(
                sql: "INSERT INTO budget_line (budget_id, name, name_key, amount_cents, kind) VALUES (?, ?, ?, ?, ?)",
                arguments: [budget, "L\(step)", "l\(step)", cents, kinds[(seed / 11) % 3]])
        case 2, 3:
            // A transaction on a random line of its budget and kind, or free.
            if !lines.isEmpty, seed % 2 == 0 {
                let line = lines[(seed / 13) % lines.count]
                try db.execute(
                    sql: """
                        INSERT INTO tx (budget_id, budget_line_id, name, name_key, amount_cents, kind, date, checked_at)
                        VALUES (?, ?, 't', 't', ?, ?, '2026-03-10', ?)
                        """, arguments: [line["budget_id"] as Int64, line["id"] as Int64, cents, line["kind"] as String, checkedAt])
            } else {
                try db.execute(
                    sql: """
                        INSERT INTO tx (budget_id, name, name_key, amount_cents, kind, date, checked_at)
                        VALUES (?, 't', 't', ?, ?, '2026-03-10', ?)
                        """, arguments: [budget, cents, kinds[(seed / 17) % 3], checkedAt])
            }
        case 4:
            guard !lines.isEmpty else { return }
            let line = lines[(seed / 13) % lines.count]
            try db.execute(sql: "UPDATE budget_line SET amount_cents = ? WHERE id = ?", arguments: [cents - 1, line["id"] as Int64])
        case 5:
            guard !transactions.isEmpty else { return }
            let id = transactions[(seed / 13) % transactions.count]
            if seed % 2 == 0 {
                try db.execute(sql: "UPDATE tx SET amount_cents = ? WHERE id = ?", arguments: [cents, id])
            } else {
                try db.execute(sql: "UPDATE tx SET budget_line_id = NULL WHERE id = ?", arguments: [id])
            }
        case 6:
            guard !transactions.isEmpty else { return }
            try db.execute(sql: "DELETE FROM tx WHERE id = ?", arguments: [transactions[(seed / 13) % transactions.count]])
        case 7:
            // Checking or unchecking.
            guard !transactions.isEmpty else { return }
            try db.execute(
                sql: "UPDATE tx SET checked_at = ? WHERE id = ?",
                arguments: [seed % 2 == 0 ? "2026-03-12T10:00:00Z" : nil, transactions[(seed / 13) % transactions.count]])
        default:
            // Removing a line as the services do: its transactions become free first.
            guard !lines.isEmpty else { return }
            let id = lines[(seed / 13) % lines.count]["id"] as Int64
            if seed % 2 == 0 { try db.execute(sql: "UPDATE tx SET budget_line_id = NULL WHERE budget_line_id = ?", arguments: [id]) }
            try db.execute(sql: "DELETE FROM budget_line WHERE id = ?", arguments: [id])
        }
    }

    /// Each budget whose stored delta differs from the recount, as "month: stored ≠ recount".
    private static func mismatches(_ db: Database) throws -> [String] {
        var consumed: [Int64: Int64] = [:]
        var free: [Int64: Int64] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT budget_id, budget_line_id, amount_cents, kind FROM tx") {
            let amount: Int64 = row["amount_cents"]
            if let line = row["budget_line_id"] as Int64? {
                consumed[line, default: 0] += amount
            } else {
                free[row["budget_id"], default: 0] += (row["kind"] as String) == "income" ? amount : -amount
            }
        }
        var recount = free
        for row in try Row.fetchAll(db, sql: "SELECT id, budget_id, amount_cents, kind FROM budget_line") {
            let counted = max(row["amount_cents"] as Int64, consumed[row["id"], default: 0])
            recount[row["budget_id"], default: 0] += (row["kind"] as String) == "income" ? counted : -counted
        }
        return try Row.fetchAll(db, sql: "SELECT id, month, month_delta_cents FROM budget ORDER BY id").compactMap { row in
            let stored: Int64 = row["month_delta_cents"]
            let expected = recount[row["id"], default: 0]
            return stored == expected ? nil : "\(row["month"] as String): \(stored) ≠ \(expected)"
        }
    }
}
