import Foundation
import GRDB

/// The folded search keys of transactions, so `tx list --search` and its name order ignore case
/// and accents, the indexes that serve `tx list` across periods and by category, and the
/// favourites (`fav add`, `tx add @NAME`).
extension Schema {
    /// The migration: search keys, then favourites.
    static func createFavourites(_ db: Database) throws {
        try createSearchKeys(db)
        try db.execute(
            sql: """
                CREATE TABLE favourite (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL UNIQUE,
                    search_name TEXT NOT NULL,
                    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
                    kind TEXT NOT NULL,
                    line_name TEXT,
                    category TEXT,
                    use_count INTEGER NOT NULL DEFAULT 0,
                    last_used TEXT
                );
                ALTER TABLE tx ADD COLUMN favourite_id INTEGER REFERENCES favourite(id) ON DELETE SET NULL;
                """)
    }

    /// `tx.search_name` and `tx.search_category` hold the name and category folded as
    /// `SearchKey.make` folds them (kept by `TransactionWriter`); existing rows are folded here.
    /// Example: a row named "Épicerie" in category "Café" → search_name "epicerie", search_category "cafe".
    static func createSearchKeys(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE tx ADD COLUMN search_name TEXT NOT NULL DEFAULT '';
                ALTER TABLE tx ADD COLUMN search_category TEXT;
                """)
        let update = try db.makeStatement(sql: "UPDATE tx SET search_name = ?, search_category = ? WHERE id = ?")
        let rows = try Row.fetchCursor(db, sql: "SELECT id, name, category FROM tx")
        var folded: [(Int64, String, String?)] = []
        while let row = try rows.next() {
            let category: String? = row[2]
            folded.append((row[0], fold(row[1]), category.map(fold)))
            if folded.count == 10_000 {
                // Written after the cursor moved on: a statement is not updated under an open read of the same rows.
                for (id, name, category) in folded { try update.execute(arguments: [name, category, id]) }
                folded.removeAll(keepingCapacity: true)
            }
        }
        for (id, name, category) in folded { try update.execute(arguments: [name, category, id]) }
        try db.execute(
            sql: """
                CREATE INDEX tx_by_date ON tx(date);
                CREATE INDEX tx_by_category ON tx(search_category, date);
                """)
    }

    /// The fold of `SearchKey.make` (Persistence knows nothing of Shared): case, accents, widths.
    static func fold(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.utf8.allSatisfy({ $0 < 0x80 }) { return trimmed.lowercased() }
        return trimmed.precomposedStringWithCanonicalMapping.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
