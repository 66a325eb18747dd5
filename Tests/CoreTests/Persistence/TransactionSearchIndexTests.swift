import GRDB
import Testing

@testable import Persistence

/// The search index (`v15-search-index`, `TransactionSearchIndex`): it is cut as FTS5 cuts, an old
/// file's rows are indexed by the migration, and the triggers keep it through inserts, updates
/// and deletes, on real SQLite.
@Suite struct TransactionSearchIndexTests {
    /// The rows whose keys FTS5 finds for `key` (the index alone, without the `instr` check).
    static func found(_ db: Database, _ key: String) throws -> [Int64] {
        guard let query = TransactionSearchIndex.matchQuery(forKey: key) else { return [] }
        return try Int64.fetchAll(db, sql: "SELECT rowid FROM tx_search WHERE tx_search MATCH ? ORDER BY rowid", arguments: [query])
    }

    @Test func aKeyIsCutIntoTrigramsOfScalars() {
        #expect(TransactionSearchIndex.trigrams(of: "dental") == ["den", "ent", "nta", "tal"])
        #expect(TransactionSearchIndex.trigrams(of: "café") == ["caf", "afé"])
        #expect(TransactionSearchIndex.trigrams(of: "ab") == [])
        #expect(TransactionSearchIndex.trigrams(of: "a b") == ["a b"])
        // A combining accent is a scalar of its own, as FTS5 counts.
        #expect(TransactionSearchIndex.trigrams(of: "e\u{301}t") == ["e\u{301}t"])
        #expect(TransactionSearchIndex.trigramCodes(of: "abc") == [0x61 << 42 | 0x62 << 21 | 0x63])
    }

    @Test func theQueryQuotesEachTrigramOnce() {
        #expect(TransactionSearchIndex.matchQuery(forKey: "dental") == #""den" "ent" "nta" "tal""#)
        #expect(TransactionSearchIndex.matchQuery(forKey: "aaaa") == #""aaa""#)
        #expect(TransactionSearchIndex.matchQuery(forKey: "a\"bc") == #""a""b" """bc""#)
        #expect(TransactionSearchIndex.matchQuery(forKey: "de") == nil)
        #expect(TransactionSearchIndex.matchQuery(forKey: "ab\0cd") == nil)
    }

    @Test func theMigrationIndexesAnOldFilesRowsAndTheTriggersKeepIt() throws {
        let queue = try DatabaseQueue()
        let migrator = Schema.migrator
        try migrator.migrate(queue, upTo: "v14-compact-journal")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO budget (id, month) VALUES (1, '2026-03');
                    INSERT INTO tx (id, budget_id, name, name_key, search_name, amount_cents, kind, date, category, search_category,
                                    bank_text, search_bank) VALUES
                        (1, 1, 'Dental clinic', 'dental clinic', 'dental clinic', 12000, 'expense', '2026-03-02', NULL, NULL, NULL, NULL),
                        (2, 1, 'Migros', 'migros', 'migros', 4000, 'expense', '2026-03-03', 'Dentist', 'dentist', NULL, NULL),
                        (3, 1, 'Phone', 'phone', 'phone', 5000, 'expense', '2026-03-04', NULL, NULL, 'Rechnung 4711', 'rechnung 4711');
                    """)
        }
        try migrator.migrate(queue)
        try queue.read { (db: Database) throws -> Void in
            #expect(try Self.found(db, "dent") == [1, 2])
            #expect(try Self.found(db, "4711") == [3])
            #expect(try Self.found(db, "clinic") == [1])
            #expect(try Self.found(db, "dentis") == [2])
        }
        try queue.write { db in
            try db.execute(sql: "UPDATE tx SET search_name = 'orthodontist' WHERE id = 1")
            try db.execute(sql: "DELETE FROM tx WHERE id = 2")
            try db.execute(
                sql: """
                    INSERT INTO tx (id, budget_id, name, name_key, search_name, amount_cents, kind, date) VALUES
                        (4, 1, 'Dentalux', 'dentalux', 'dentalux', 100, 'expense', '2026-03-05'),
                        (5, 1, 'ABC BCD', 'abc bcd', 'abc bcd', 100, 'expense', '2026-03-06')
                    """)
        }
        try queue.read { (db: Database) throws -> Void in
            #expect(try Self.found(db, "dent") == [4])
            #expect(try Self.found(db, "clinic") == [])
            #expect(try Self.found(db, "ontist") == [1])
            // "abc" and "bcd" are both in row 5, apart: the index narrows, the caller's `instr` decides.
            #expect(try Self.found(db, "abcd") == [5])
            // Rows 1, 3, 4 and 5 in `tx`, each listed once under its trigrams: "den" in row 4 alone (row 1
            // is "orthodontist" now, row 2 is gone), "ont" in row 1.
            let counts = try TransactionSearchIndex.rowCounts(db)
            #expect(counts[TransactionSearchIndex.trigramCodes(of: "den")[0]] == 1)
            #expect(counts[TransactionSearchIndex.trigramCodes(of: "ont")[0]] == 1)
            #expect(counts[TransactionSearchIndex.trigramCodes(of: "471")[0]] == 1)
            #expect(counts[TransactionSearchIndex.trigramCodes(of: "cli")[0]] == nil)
        }
    }
}
