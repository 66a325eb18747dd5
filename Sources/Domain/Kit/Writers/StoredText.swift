import GRDB
import Model
import Shared

/// The text columns a person reads on screen (names, categories, descriptions) and the rule they
/// keep: no control character (tab aside, harmless on screen) and no invisible character
/// (bidirectional overrides, zero-width spaces). Typed text is checked by `Validation`; text that
/// comes in another way (a restored `export json`, a household sync, rows written by an older
/// release) is checked or cleaned here, and `doctor` finds and `doctor --fix` cleans what is stored.
///
/// Cleaning: each control character becomes a space, each invisible character is dropped, the
/// ends are trimmed. Example: `"Coop\u{1B}]0;X\u{07}"` → `"Coop ]0;X"`; `"ab\u{202E}c"` → `"abc"`.
public enum StoredText {
    /// One column of user text and the keys derived from it (rewritten when it is cleaned).
    public struct Column: Sendable {
        public let table: String
        public let column: String
        /// The column holding `NameKey.make` of this one, if any.
        package let nameKey: String?
        /// The column holding `SearchKey.make` of this one, if any.
        package let searchKey: String?

        init(_ table: String, _ column: String, nameKey: String? = nil, searchKey: String? = nil) {
            self.table = table
            self.column = column
            self.nameKey = nameKey
            self.searchKey = searchKey
        }
    }

    public static let columns: [Column] = [
        Column("savings_goal", "name", nameKey: "name_key"),
        Column("template", "name", nameKey: "name_key"),
        Column("template", "description"),
        Column("template_line", "name", nameKey: "name_key"),
        Column("budget", "description"),
        Column("budget_line", "name", nameKey: "name_key"),
        Column("tx", "name", nameKey: "name_key", searchKey: "search_name"),
        Column("tx", "category", searchKey: "search_category"),
        Column("tx", "bank_reference"),
        Column("tx", "bank_text"),
        Column("tx", "source"),
        Column("favourite", "name", nameKey: "name_key", searchKey: "search_name"),
        Column("favourite", "line_name"),
        Column("favourite", "category"),
        Column("import_profile", "name", nameKey: "name_key"),
        Column("import_rule", "pattern"),
        Column("import_rule", "line_name"),
        Column("import_rule", "category"),
        Column("import_rule", "rename"),
        Column("notification_pattern", "source"),
        Column("notification_pattern", "keyword", nameKey: "keyword_key"),
    ]

    /// True when `scalar` may not be stored in user text.
    package static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || Tokenizer.isInvisible(scalar)
    }

    /// True when `text` keeps the rule.
    public static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: isRefused)
    }

    /// `text` cleaned (see the type's rule); `?` when nothing visible is left, so a name stays a name.
    public static func cleaned(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if Tokenizer.isInvisible(scalar) { continue }
            scalars.append(isRefused(scalar) ? " " : scalar)
        }
        let clean = String(scalars).trimmingSpaces()
        return clean.isEmpty ? "?" : clean
    }

    /// The first refused character of `text`, as `U+001B`, if any.
    public static func firstRefused(in text: String) -> String? {
        text.unicodeScalars.first(where: isRefused).map(Tokenizer.codePoint)
    }

    /// A GLOB pattern matching any text that holds a refused character (SQLite compares code points).
    package static let pattern: String = {
        func scalar(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }
        let ranges: [(UInt32, UInt32)] = [
            (0x01, 0x08), (0x0A, 0x1F), (0x7F, 0x9F), (0x200B, 0x200B), (0x200E, 0x200F), (0x202A, 0x202E), (0x2060, 0x2060),
            (0x2066, 0x2069), (0xFEFF, 0xFEFF),
        ]
        return "*[" + ranges.map { $0.0 == $0.1 ? scalar($0.0) : scalar($0.0) + "-" + scalar($0.1) }.joined() + "]*"
    }()

    /// Every stored value that breaks the rule: its table, row id, column and value.
    public static func offenders(_ db: Database) throws -> [(column: Column, id: Int64, value: String)] {
        var found: [(column: Column, id: Int64, value: String)] = []
        for column in columns {
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, \(column.column) FROM \(column.table)
                    WHERE \(column.column) GLOB ? OR instr(\(column.column), char(0)) > 0 ORDER BY id
                    """,
                arguments: [pattern])
            for row in rows {
                // A value changed outside pulpe may not even be text: read it without trapping.
                guard let value = String.fromDatabaseValue(row[1] as DatabaseValue) else { continue }
                if !isClean(value) { found.append((column, row[0], value)) }
            }
        }
        return found
    }

    /// Cleans every offending value in place, with the keys derived from it; returns how many.
    /// An empty result keeps the old value's visible part: a name cleaned to nothing becomes `?`.
    public static func clean(_ db: Database) throws -> Int {
        let found = try offenders(db)
        for (column, id, value) in found {
            var text = cleaned(value)
            var assignments = ["\(column.column) = ?"]
            var arguments: [(any DatabaseValueConvertible)?] = [text]
            if let nameKey = column.nameKey {
                assignments.append("\(nameKey) = ?")
                arguments.append(NameKey.make(text))
            }
            if let searchKey = column.searchKey {
                assignments.append("\(searchKey) = ?")
                arguments.append(SearchKey.make(text))
            }
            arguments.append(id)
            let sql = "UPDATE \(column.table) SET \(assignments.joined(separator: ", ")) WHERE id = ?"
            do {
                try db.execute(sql: sql, arguments: StatementArguments(arguments))
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                // The cleaned name is taken (`A` beside `A` + ESC): keep both, told apart by the row's id.
                text += " #\(id)"
                arguments[0] = text
                if column.nameKey != nil { arguments[1] = NameKey.make(text) }
                if column.searchKey != nil { arguments[column.nameKey == nil ? 1 : 2] = SearchKey.make(text) }
                try db.execute(sql: sql, arguments: StatementArguments(arguments))
            }
        }
        return found.count
    }
}
