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
}
