import GRDB
import Persistence
import PropertyBased
import Testing

/// Random raw-SQL changes (inserts checked or not, checking, unchecking, re-amounting, freeing,
/// deleting lines and transactions) never leave a stored checked sum that differs from a recount
/// of the checked rows: per line, per kind for free ones, and their count per budget.
@Suite struct CheckedSumTriggerPropertyTests {
    @Test func storedCheckedSumsEqualARecountAfterEveryChange() async throws {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int.max).array(of: 10...80)) { steps in
            let database = try #require(try? AppDatabase.inMemory())
            try? database.write { db in
                try db.execute(sql: "INSERT INTO budget (id, month) VALUES (1, '2026-03'), (2, '2026-04'), (3, '2026-05')")
            }
            for (index, seed) in steps.enumerated() {
                try? database.write { db in try MonthDeltaTriggerPropertyTests.apply(seed, step: index, db) }
                let mismatches = try database.read(Self.mismatches)
                #expect(mismatches == [], "after step \(index) of \(steps)")
                if !mismatches.isEmpty { return }
            }
        }
    }

    /// Every stored checked figure that differs from the recount, as "what: stored ≠ recount".
    private static func mismatches(_ db: Database) throws -> [String] {
        var found: [String] = []
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT id, checked_cents,
                       (SELECT coalesce(sum(amount_cents), 0) FROM tx WHERE budget_line_id = budget_line.id AND checked_at IS NOT NULL) AS recount
                FROM budget_line
                """)
        where row["checked_cents"] as Int64 != row["recount"] as Int64 {
            found.append("line #\(row["id"] as Int64): \(row["checked_cents"] as Int64) ≠ \(row["recount"] as Int64)")
        }
        var recount: [Int64: [Int64]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT budget_id, budget_line_id, kind, amount_cents FROM tx WHERE checked_at IS NOT NULL") {
            var sums = recount[row["budget_id"], default: [0, 0, 0, 0]]
            sums[3] += 1
            if (row["budget_line_id"] as Int64?) == nil {
                sums[["income": 0, "expense": 1, "saving": 2][row["kind"] as String] ?? 0] += row["amount_cents"] as Int64
            }
            recount[row["budget_id"]] = sums
        }
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT id, free_checked_income_cents, free_checked_expense_cents, free_checked_saving_cents, checked_tx_count
                FROM budget ORDER BY id
                """)
        {
            let stored: [Int64] = [
                row["free_checked_income_cents"], row["free_checked_expense_cents"], row["free_checked_saving_cents"],
                row["checked_tx_count"],
            ]
            let expected = recount[row["id"], default: [0, 0, 0, 0]]
            if stored != expected { found.append("budget #\(row["id"] as Int64): \(stored) ≠ \(expected)") }
        }
        return found
    }
}
