import GRDB

/// Bank imports: the key that keeps a re-imported row from being added twice, the saved CSV
/// layouts, the rules that place rows on lines, and the user's notification patterns.
extension Schema {
    /// `tx.import_key` is unique when set (rows typed by hand have none); profiles, rules and
    /// patterns are plain tables (rules apply in `position` order).
    /// Example: importing `ubs|ref|ZV123` twice inserts one row; the second is "already there".
    static func createImportTables(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE tx ADD COLUMN import_key TEXT;
                CREATE UNIQUE INDEX tx_by_import_key ON tx(import_key) WHERE import_key IS NOT NULL;
                CREATE TABLE import_profile (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL UNIQUE,
                    date_column TEXT NOT NULL,
                    amount_column TEXT,
                    debit_column TEXT,
                    credit_column TEXT,
                    payee_column TEXT NOT NULL,
                    reference_column TEXT,
                    date_format TEXT,
                    decimal_mark TEXT,
                    CHECK ((amount_column IS NOT NULL) <> (debit_column IS NOT NULL AND credit_column IS NOT NULL))
                );
                CREATE TABLE import_rule (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    position INTEGER NOT NULL UNIQUE,
                    pattern TEXT NOT NULL,
                    is_regex INTEGER NOT NULL DEFAULT 0,
                    line_name TEXT NOT NULL,
                    category TEXT,
                    rename TEXT,
                    kind TEXT
                );
                CREATE TABLE notification_pattern (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    source TEXT,
                    kind TEXT NOT NULL,
                    keyword TEXT NOT NULL,
                    keyword_key TEXT NOT NULL,
                    UNIQUE (source, keyword_key)
                );
                """)
    }

    /// Profiles learn the direction column, the preamble, the separator and the encoding (the
    /// journal's triggers are recreated to record them).
    /// Imported rows get what typed rows have and what import keys now are: their search keys
    /// (the import wrote none, so `tx list --search` and `--category` missed them), and keys
    /// made of the account alone, not of how the file was read (`camt:` prefix, a CSV profile's
    /// name, the default `csv`), so the next import of the same file finds them.
    /// Example: `camt:ch93…|ref|ZV1` → `ch93…|ref|ZV1`; `ubs|2026-11-03|-8240|migros|1` (profile
    /// ubs) → `|2026-11-03|-8240|migros|1`.
    static func rekeyImportedRows(_ db: Database) throws {
        // What else a profile says about its files (nil: detected): the direction column, the lines before the header,
        // the separator and the encoding.
        try db.execute(
            sql: """
                ALTER TABLE import_profile ADD COLUMN direction_column TEXT;
                ALTER TABLE import_profile ADD COLUMN skip_lines INTEGER;
                ALTER TABLE import_profile ADD COLUMN separator TEXT;
                ALTER TABLE import_profile ADD COLUMN encoding TEXT;
                """)
        try NamedImageJournalTriggers.create(db)
        // The rewrites below are the schema's, not a command's: no undo unit may claim them.
        let journaled = try Int64.fetchOne(db, sql: "SELECT IFNULL(MAX(rowid), 0) FROM journal_change") ?? 0
        try db.execute(sql: "UPDATE OR IGNORE tx SET import_key = substr(import_key, 6) WHERE import_key LIKE 'camt:%'")
        try db.execute(sql: "UPDATE OR IGNORE tx SET import_key = substr(import_key, 4) WHERE import_key LIKE 'csv|%'")
        for profile in try String.fetchAll(db, sql: "SELECT name_key FROM import_profile") where !profile.isEmpty {
            try db.execute(
                sql: "UPDATE OR IGNORE tx SET import_key = substr(import_key, ?) WHERE substr(import_key, 1, ?) = ?",
                arguments: [profile.unicodeScalars.count + 1, profile.unicodeScalars.count + 1, profile + "|"])
        }
        let update = try db.makeStatement(sql: "UPDATE tx SET search_name = ?, search_category = ? WHERE id = ?")
        let rows = try Row.fetchAll(db, sql: "SELECT id, name, category FROM tx WHERE import_key IS NOT NULL AND search_name = ''")
        for row in rows {
            let category: String? = row[2]
            try update.execute(arguments: [fold(row[1]), category.map(fold), row[0] as Int64])
        }
        try db.execute(sql: "DELETE FROM journal_change WHERE rowid > ?", arguments: [journaled])
    }
}
