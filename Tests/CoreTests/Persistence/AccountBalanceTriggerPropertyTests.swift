import GRDB
import Persistence
import PropertyBased
import Testing

/// Random raw-SQL changes to transactions and transfers (inserts, re-amounting, a change of kind,
/// of account, checking, deleting; transfers plain or with a saving side; runs of bulk inserts)
/// never leave an account's kept sums, or its day sums, different from a recount of the rows.
@Suite struct AccountBalanceTriggerPropertyTests {
    @Test func storedAccountSumsEqualARecountAfterEveryChange() async throws {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int.max).array(of: 10...60)) { steps in
            let database = try #require(try? AppDatabase.inMemory())
            try? database.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO budget (id, month) VALUES (1, '2026-03');
                        INSERT INTO account (id, name, name_key, kind) VALUES (2, 'Savings', 'savings', 'savings'), (3, 'Visa', 'visa', 'card');
                        """)
            }
            for (index, seed) in steps.enumerated() {
                try? database.write { db in try Self.apply(seed, db) }
                let mismatches = try database.read(Self.mismatches)
                #expect(mismatches == [], "after step \(index) of \(steps)")
                if !mismatches.isEmpty { return }
            }
        }
    }

    static func apply(_ seed: Int, _ db: Database) throws {
        let kinds = ["income", "expense", "saving"]
        let account = seed % 3 + 1
        let other = (seed / 3) % 3 + 1
        let cents = (seed / 7) % 90_000 + 1
        let checkedAt: String? = seed % 4 == 0 ? "2026-03-11T09:00:00Z" : nil
        let date = "2026-03-1\((seed / 23) % 4)"
        let transactions = try Int64.fetchAll(db, sql: "SELECT id FROM tx")
        let transfers = try Int64.fetchAll(db, sql: "SELECT id FROM transfer")
        let pick = { (ids: [Int64]) in ids[(seed / 13) % ids.count] }
        switch (seed / 5) % 10 {
        case 0, 1:
            try db.execute(
                sql: """
                    INSERT INTO tx (budget_id, name, name_key, amount_cents, kind, date, checked_at, account_id)
                    VALUES (1, 't', 't', ?, ?, ?, ?, ?)
                    """, arguments: [cents, kinds[(seed / 17) % 3], date, checkedAt, account])
        case 2:
            guard !transactions.isEmpty else { return }
            try db.execute(
                sql: "UPDATE tx SET amount_cents = ?, kind = ? WHERE id = ?", arguments: [cents, kinds[seed % 3], pick(transactions)])
        case 3:
            guard !transactions.isEmpty else { return }
            try db.execute(
                sql: "UPDATE tx SET account_id = ?, checked_at = ?, date = ? WHERE id = ?",
                arguments: [other, checkedAt, date, pick(transactions)])
        case 4:
            guard !transactions.isEmpty else { return }
            try db.execute(sql: "DELETE FROM tx WHERE id = ?", arguments: [pick(transactions)])
        case 5 where account != other:
            try db.execute(
                sql: "INSERT INTO transfer (from_account_id, to_account_id, amount_cents, date) VALUES (?, ?, ?, '2026-03-10')",
                arguments: [account, other, cents])
        case 6 where account != other:
            // A transfer with a saving side: the money leaves through the saving transaction.
            try db.execute(
                sql: """
                    INSERT INTO tx (budget_id, name, name_key, amount_cents, kind, date, account_id)
                    VALUES (1, 's', 's', ?, 'saving', '2026-03-10', ?)
                    """, arguments: [cents, account])
            try db.execute(
                sql: "INSERT INTO transfer (from_account_id, to_account_id, amount_cents, date, tx_id) VALUES (?, ?, ?, '2026-03-10', ?)",
                arguments: [account, other, cents, db.lastInsertedRowID])
        case 7:
            guard !transfers.isEmpty else { return }
            if seed % 2 == 0 {
                try db.execute(sql: "UPDATE transfer SET amount_cents = ? WHERE id = ?", arguments: [cents, pick(transfers)])
            } else {
                try db.execute(sql: "DELETE FROM transfer WHERE id = ?", arguments: [pick(transfers)])
            }
        case 8:
            // A bulk run: the insert trigger set aside, the sums added at the end.
            var sums = try TransactionTriggerSums(db)
            for offset in 0..<(seed % 4 + 1) {
                let kind = kinds[(seed / 19 + offset) % 3]
                let checked = (seed + offset) % 3 == 0
                try db.execute(
                    sql: """
                        INSERT INTO tx (budget_id, name, name_key, amount_cents, kind, date, checked_at, account_id)
                        VALUES (1, 'b', 'b', ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        cents + offset, kind, "2026-03-1\(offset)", checked ? "2026-03-11T09:00:00Z" : nil, (account + offset) % 3 + 1,
                    ])
                sums.add(
                    budgetID: 1, lineID: nil, kind: kind, category: nil, cents: Int64(cents + offset),
                    accountID: Int64((account + offset) % 3 + 1), accountCents: Int64(cents + offset), checked: checked)
            }
            try sums.finish(db)
        default:
            guard !transactions.isEmpty else { return }
            // Removing a saving side removes its transfer (ON DELETE CASCADE) with it.
            try db.execute(sql: "DELETE FROM tx WHERE id = (SELECT max(tx_id) FROM transfer)")
        }
    }

    /// Every account whose kept sums differ from a recount done here, in Swift.
    private static func mismatches(_ db: Database) throws -> [String] {
        var recount: [Int64: [Int64]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT account_id, kind, amount_cents, checked_at FROM tx") {
            let amount: Int64 = row[2]
            let signed = (row[1] as String) == "income" ? amount : -amount
            var sums = recount[row[0], default: [0, 0, 0]]
            sums[0] += signed
            if (row[3] as String?) != nil { sums[1] += signed }
            recount[row[0]] = sums
        }
        for row in try Row.fetchAll(db, sql: "SELECT from_account_id, to_account_id, amount_cents, tx_id FROM transfer") {
            let amount: Int64 = row[2]
            recount[row[1], default: [0, 0, 0]][2] += amount
            if (row[3] as Int64?) == nil { recount[row[0], default: [0, 0, 0]][2] -= amount }
        }
        var days: [String: Int64] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT account_id, date, kind, amount_cents FROM tx") {
            let amount: Int64 = row[3]
            days["\(row[0] as Int64) \(row[1] as String)", default: 0] += (row[2] as String) == "income" ? amount : -amount
        }
        var found: [String] = []
        for row in try Row.fetchAll(db, sql: "SELECT account_id, date, tx_cents FROM account_day") {
            let key = "\(row[0] as Int64) \(row[1] as String)"
            if (row[2] as Int64) != days[key, default: 0] { found.append("day \(key): \(row[2] as Int64) ≠ \(days[key, default: 0])") }
            days[key] = nil
        }
        found += days.filter { $0.value != 0 }.map { "day \($0.key): missing, expected \($0.value)" }
        for row in try Row.fetchAll(db, sql: "SELECT id, tx_sum_cents, checked_sum_cents, transfer_sum_cents FROM account ORDER BY id") {
            let stored: [Int64] = [row[1], row[2], row[3]]
            let expected = recount[row[0], default: [0, 0, 0]]
            if stored != expected { found.append("account #\(row[0] as Int64): \(stored) ≠ \(expected)") }
        }
        return found
    }
}
