import GRDB
import Model
import Persistence
import Shared

extension TransactionWriter {
    /// Many inserts of `tx` in one transaction (an import): each row goes in through the one
    /// insert (its values bound straight to SQLite) with its name's keys made once per distinct name, while the per-row triggers that
    /// keep the aggregates, report totals and journal are set aside and brought up to date at the
    /// end (`TransactionTriggerSums`). The result is the row-by-row one
    /// (`TransactionBulkInsertTests` compares whole databases; `doctor` recounts).
    package struct Bulk {
        private var sums: TransactionTriggerSums
        /// The keys of the names and categories met so far (a bank file repeats a few hundred).
        private var names: [String: (name: String, search: String)] = [:]
        private var categories: [String: String] = [:]
        /// The account of a row that names none.
        private let defaultAccountID: Int64

        /// The insert (`TransactionWriter.insertSQL`) and the import-key probe, bound straight to SQLite.
        private let insert: BoundStatement
        private let probe: BoundStatement
        private let accountProbe: BoundStatement

        package init(_ db: Database) throws {
            sums = try TransactionTriggerSums(db)
            defaultAccountID = try TransactionWriter.defaultAccountID(db)
            insert = try BoundStatement(db, sql: TransactionWriter.insertSQL)
            // A movement paired into a transfer keeps its key in `transfer_movement`: found there, it is not added again.
            probe = try BoundStatement(
                db, sql: "SELECT id FROM tx WHERE import_key = ?1 UNION ALL SELECT 0 FROM transfer_movement WHERE import_key = ?1")
            accountProbe = try BoundStatement(
                db,
                sql: """
                    SELECT id FROM tx WHERE import_key = ?1 AND account_id = ?2
                    UNION ALL SELECT 0 FROM transfer_movement m JOIN transfer t ON t.id = m.transfer_id
                    WHERE m.import_key = ?1 AND (CASE m.side WHEN 'from' THEN t.from_account_id ELSE t.to_account_id END) = ?2
                    """)
        }

        /// The id of the transaction with the stored import key `key` (imported before, or earlier in this
        /// import), 0 when a transfer's kept movement has it, nil when none has.
        package func existing(importKey key: String) throws -> Int64? {
            probe.reset()
            probe.bind(1, key)
            return try probe.firstInteger()
        }

        /// The same, counting only a row of account `accountID` (a transfer's kept movement by the side it was on).
        package func existing(inAccount accountID: Int64, importKey key: String) throws -> Int64? {
            accountProbe.reset()
            accountProbe.bind(1, key)
            accountProbe.bind(2, accountID)
            return try accountProbe.firstInteger()
        }

        /// Inserts one row (`TransactionWriter.insert`) and sums what the set-aside triggers would add.
        package mutating func insert(_ db: Database, _ row: NewRow) throws -> Int64 {
            if names.count > 50_000 { names.removeAll(keepingCapacity: true) }
            let keys = names[row.name] ?? (NameKey.make(row.name), SearchKey.make(row.name))
            names[row.name] = keys
            var searchCategory: String?
            if let category = row.category {
                searchCategory = categories[category] ?? SearchKey.make(category)
                if categories.count < 50_000 { categories[category] = searchCategory }
            }
            var row = row
            row.accountID = row.accountID ?? defaultAccountID
            try sums.check(db, budgetID: row.budgetID, lineID: row.lineID, kind: row.kind.rawValue)
            TransactionWriter.bind(insert, row, name: keys, searchCategory: searchCategory, accountID: defaultAccountID)
            try insert.execute()
            let id = db.lastInsertedRowID
            sums.add(
                budgetID: row.budgetID, lineID: row.lineID, kind: row.kind.rawValue, category: row.category, cents: row.amount.cents,
                accountID: row.accountID ?? defaultAccountID, accountCents: row.accountMinor?.cents ?? row.amount.cents,
                checked: row.checkedAt != nil)
            return id
        }

        /// Brings what the set-aside triggers keep up to date and restores them.
        package func finish(_ db: Database) throws { try sums.finish(db) }
    }
}
