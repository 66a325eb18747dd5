import GRDB

/// The trigram index of the transactions' search keys (`tx_search`, made and kept by the triggers
/// of `Schema.createSearchIndex`): how a search term is looked up in it, how a bulk insert fills
/// it, and how `doctor` reads and rebuilds it. Derived from `tx` alone, so never journaled or synced.
/// Example: the key "dental" is looked up as `"den" "ent" "nta" "tal"`: the rows holding all four.
public enum TransactionSearchIndex {
    /// The insert trigger a bulk insert sets aside (`TransactionTriggerSums`), replaced by `add(after:)`.
    static let insertTrigger = "tx_search_insert"

    /// The index's tables: the FTS5 table, its term counts and FTS5's own shadow tables.
    public static let tables = ["tx_search", "tx_search_terms", "tx_search_data", "tx_search_idx", "tx_search_config"]

    /// The trigrams of `key` as FTS5's trigram tokenizer cuts it (`case_sensitive 1`): every run
    /// of three Unicode scalars, in order; none for a key of one or two.
    /// Example: "café" → ["caf", "afé"].
    public static func trigrams(of key: String) -> [String] {
        windows(of: key).map { String(String.UnicodeScalarView($0)) }
    }

    /// The trigrams of `key` (`trigrams(of:)`), each as one number (three 21-bit scalars): what
    /// `doctor` counts, compared scalar by scalar as FTS5 compares them.
    public static func trigramCodes(of key: String) -> [UInt64] {
        windows(of: key).map { $0.reduce(0) { $0 << 21 | UInt64($1.value) } }
    }

    /// Every run of three scalars of `key`: the one cut both forms above are made of.
    private static func windows(of key: String) -> [ArraySlice<Unicode.Scalar>] {
        let scalars = Array(key.unicodeScalars)
        guard scalars.count >= 3 else { return [] }
        return (0...scalars.count - 3).map { scalars[$0..<$0 + 3] }
    }

    /// The FTS5 query that finds every row whose keys hold each trigram of the search key `key`
    /// (a superset of the rows holding `key` itself, which the caller checks); nil when the
    /// index cannot narrow the search: a key shorter than three characters, or one holding a NUL.
    /// Example: "a\"bc" → `"a""b" """bc"` (each trigram quoted, quotes doubled).
    public static func matchQuery(forKey key: String) -> String? {
        guard !key.unicodeScalars.contains("\0") else { return nil }
        var seen = Set<String>()
        let quoted = trigrams(of: key).filter { seen.insert($0).inserted }.map { "\"" + $0.replacing("\"", with: "\"\"") + "\"" }
        return quoted.isEmpty ? nil : quoted.joined(separator: " ")
    }

    /// The condition on `tx.id` keeping the rows `matchQuery` finds (its one argument).
    public static let condition = "id IN (SELECT rowid FROM tx_search WHERE tx_search MATCH ?)"

    /// Indexes the rows of `tx` above `id` (inserted while `insertTrigger` was set aside).
    static func add(_ db: Database, after id: Int64) throws {
        try db.execute(
            sql: """
                INSERT INTO tx_search (rowid, search_name, search_category, search_bank)
                SELECT id, search_name, search_category, search_bank FROM tx WHERE id > ? ORDER BY id
                """, arguments: [id])
    }

    /// Empties the index and fills it again from every row of `tx`.
    public static func rebuild(_ db: Database) throws {
        try db.execute(sql: "INSERT INTO tx_search (tx_search) VALUES ('rebuild')")
    }

    /// How many rows the index lists under each trigram it holds, by `trigramCodes`.
    public static func rowCounts(_ db: Database) throws -> [UInt64: Int] {
        var counts: [UInt64: Int] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT term, doc FROM tx_search_terms")
        while let row = try rows.next() {
            let term: String = row[0]
            for code in trigramCodes(of: term) { counts[code, default: 0] += row[1] }
        }
        return counts
    }
}
