import DomainKit
import GRDB
import Model
import Persistence
import Shared

/// Owns what the user sets up for imports: the saved CSV profiles and the ordered rules.
/// It is the one writer of `import_profile`, `import_rule` and `notification_pattern`.
public actor ImportSetupService: ServiceActor {
    let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    // MARK: Profiles

    /// Saves a profile under a new name.
    public func addProfile(_ profile: ImportProfile) throws -> ImportProfile {
        let name = try Validation.name(profile.name, of: "profile")
        guard profile.amount != nil || (profile.debit != nil && profile.credit != nil),
            profile.amount == nil || (profile.debit == nil && profile.credit == nil)
        else { throw ImportError.profileAmountColumns }
        if let format = profile.dateFormat, DateFormat.named(format) == nil { throw ImportError.invalidDateFormat(format) }
        var saved = profile
        saved.name = name
        saved.dateFormat = profile.dateFormat.flatMap(DateFormat.named)?.rawValue
        return try database.write { db in
            if try Self.profile(db, named: name) != nil { throw ImportError.duplicateProfile(name) }
            try db.execute(
                sql: """
                    INSERT INTO import_profile (name, name_key, date_column, amount_column, debit_column, credit_column,
                        payee_column, reference_column, date_format, decimal_mark, direction_column, skip_lines, separator, encoding)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    name, NameKey.make(name), saved.date, saved.amount, saved.debit, saved.credit, saved.payee, saved.reference,
                    saved.dateFormat, saved.decimal, saved.direction, saved.skip, saved.separator, saved.encoding,
                ])
            return saved
        }
    }

    public func removeProfile(named name: String) throws -> ImportProfile {
        try database.write { db in
            guard let profile = try Self.profile(db, named: name) else {
                throw ImportError.noProfile(name, known: try Self.profiles(db).map(\.name))
            }
            try db.execute(sql: "DELETE FROM import_profile WHERE name_key = ?", arguments: [NameKey.make(name)])
            return profile
        }
    }

    public func profiles() throws -> [ImportProfile] {
        try database.read { try Self.profiles($0) }
    }

    /// The profile of that name (case-insensitive), or the error listing the known ones.
    public func profile(named name: String) throws -> ImportProfile {
        try database.read { db in
            guard let profile = try Self.profile(db, named: name) else {
                throw ImportError.noProfile(name, known: try Self.profiles(db).map(\.name))
            }
            return profile
        }
    }

    private static let profileColumns =
        "name, date_column, amount_column, debit_column, credit_column, payee_column, reference_column, date_format, decimal_mark, "
        + "direction_column, skip_lines, separator, encoding"

    static func profiles(_ db: Database) throws -> [ImportProfile] {
        try Row.fetchAll(db, sql: "SELECT \(profileColumns) FROM import_profile ORDER BY name_key").map(profile(row:))
    }

    static func profile(_ db: Database, named name: String) throws -> ImportProfile? {
        try Row.fetchOne(db, sql: "SELECT \(profileColumns) FROM import_profile WHERE name_key = ?", arguments: [NameKey.make(name)])
            .map(profile(row:))
    }

    private static func profile(row: Row) throws -> ImportProfile {
        ImportProfile(
            name: try row.decode("name", table: "import_profile"), date: try row.decode("date_column", table: "import_profile"),
            amount: row["amount_column"], debit: row["debit_column"], credit: row["credit_column"],
            payee: try row.decode("payee_column", table: "import_profile"), reference: row["reference_column"],
            dateFormat: row["date_format"], decimal: row["decimal_mark"], direction: row["direction_column"], skip: row["skip_lines"],
            separator: row["separator"], encoding: row["encoding"])
    }

    // MARK: Rules

    /// Appends a rule after the others; a `--regex` pattern must compile.
    public func addRule(
        pattern: String, isRegex: Bool, line: String, category: String?, rename: String?, kind: Kind?
    ) throws -> ImportRule {
        guard !pattern.trimmingSpaces().isEmpty else { throw DomainError.emptyName(of: "rule pattern") }
        let line = try Validation.name(line, of: "line")
        if let category { try Validation.category(category) }
        let rename = try rename.map { name throws(DomainError) in try Validation.name(name, of: "transaction") }
        let probe = ImportRule(id: 0, position: 0, pattern: pattern, isRegex: isRegex, line: line)
        _ = try RuleMatcher(rules: [probe])
        return try database.write { db in
            let position = (try Int.fetchOne(db, sql: "SELECT MAX(position) FROM import_rule") ?? 0) + 1
            try db.execute(
                sql:
                    "INSERT INTO import_rule (position, pattern, is_regex, line_name, category, rename, kind) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [position, pattern, isRegex, line, category, rename, kind?.rawValue])
            return ImportRule(
                id: db.lastInsertedRowID, position: position, pattern: pattern, isRegex: isRegex, line: line, category: category,
                rename: rename, kind: kind)
        }
    }

    /// Removes the rule shown as `number` by `rule list` (1 is the first); the others move up.
    public func removeRule(number: Int) throws -> ImportRule {
        try database.write { db in
            let rules = try Self.rules(db)
            guard number >= 1, number <= rules.count else { throw ImportError.noRule(number, count: rules.count) }
            let rule = rules[number - 1]
            try db.execute(sql: "DELETE FROM import_rule WHERE id = ?", arguments: [rule.id])
            return rule
        }
    }

    public func rules() throws -> [ImportRule] {
        try database.read { try Self.rules($0) }
    }

    static func rules(_ db: Database) throws -> [ImportRule] {
        try Row.fetchAll(
            db, sql: "SELECT id, position, pattern, is_regex, line_name, category, rename, kind FROM import_rule ORDER BY position"
        ).map { row in
            let kindText: String? = row["kind"]
            let id: Int64 = try row.decode("id", table: "import_rule")
            let kind = try kindText.map { text in
                guard let kind = Kind(rawValue: text) else {
                    throw DomainError.unreadableRow(table: "import_rule", id: id, column: "kind", value: text)
                }
                return kind
            }
            return ImportRule(
                id: id, position: try row.decode("position", table: "import_rule"),
                pattern: try row.decode("pattern", table: "import_rule"), isRegex: try row.decode("is_regex", table: "import_rule"),
                line: try row.decode("line_name", table: "import_rule"), category: row["category"], rename: row["rename"], kind: kind)
        }
    }
}

extension ImportSetupService {
    /// A keyword of the user's for `tx parse`, with its direction and optionally its source.
    public struct Pattern: Sendable, Equatable {
        public var id: Int64
        public var keyword: String
        public var kind: Kind
        public var source: String?
    }

    /// Adds a keyword for `tx parse`; returns it with its number in `pattern list`.
    public func addPattern(keyword: String, kind: Kind, source: String?) throws -> (pattern: Pattern, number: Int) {
        let keyword = try Validation.name(keyword, of: "pattern")
        guard kind != .saving else { throw DomainError.invalidValue("a pattern's --kind is income or expense") }
        return try database.write { db in
            let key = NameKey.make(keyword)
            if try Int.fetchOne(
                db, sql: "SELECT 1 FROM notification_pattern WHERE keyword_key = ? AND source IS ?", arguments: [key, source]) != nil
            {
                throw DomainError.duplicate("the pattern '\(Echo.cut(keyword))' already exists: see pattern list")
            }
            try db.execute(
                sql: "INSERT INTO notification_pattern (source, kind, keyword, keyword_key) VALUES (?, ?, ?, ?)",
                arguments: [source, kind.rawValue, keyword, key])
            let id = db.lastInsertedRowID
            let all = try Self.patterns(db)
            let index = all.firstIndex { $0.id == id } ?? all.count - 1
            return (all[index], index + 1)
        }
    }

    /// The patterns in the order `pattern list` numbers them.
    public func patterns() throws -> [Pattern] {
        try database.read(Self.patterns)
    }

    /// The patterns by keyword, then source, then kind: what they say, never their local ids, so
    /// every device of a household that holds the same patterns numbers them alike.
    /// Example: "TWINT:" (source twint) added first, then "Paid" (no source) → "Paid" is 1 and
    /// "TWINT:" 2 on each device, whichever came first there.
    static func patterns(_ db: Database) throws -> [Pattern] {
        let sql = "SELECT id, source, kind, keyword FROM notification_pattern ORDER BY keyword_key, source IS NOT NULL, source, kind, id"
        return try Row.fetchAll(db, sql: sql).map { row in
            let id: Int64 = try row.decode("id", table: "notification_pattern")
            let kindText: String = try row.decode("kind", table: "notification_pattern")
            guard let kind = Kind(rawValue: kindText) else {
                throw DomainError.unreadableRow(table: "notification_pattern", id: id, column: "kind", value: kindText)
            }
            return Pattern(id: id, keyword: try row.decode("keyword", table: "notification_pattern"), kind: kind, source: row["source"])
        }
    }

    /// Removes the pattern numbered `number` in `pattern list` (1 is the first), read and removed in one transaction.
    public func removePattern(number: Int) throws -> Pattern {
        try database.write { db in
            let all = try Self.patterns(db)
            guard number >= 1, number <= all.count else {
                throw DomainError.invalidArgument(
                    all.isEmpty
                        ? "no pattern \(number): there is none yet (pattern add KEYWORD --kind income|expense)"
                        : "no pattern \(number): the numbers run from 1 to \(all.count) (pattern list)")
            }
            let pattern = all[number - 1]
            try db.execute(sql: "DELETE FROM notification_pattern WHERE id = ?", arguments: [pattern.id])
            return pattern
        }
    }
}

extension Row {
    /// The named column's value; one that does not convert is an error naming the table and column.
    fileprivate func decode<Value: DatabaseValueConvertible>(_ column: String, table: String) throws -> Value {
        do {
            return try decode(Value.self, forColumn: column)
        } catch {
            throw DomainError.unreadableRow(table: table, id: self["id"], column: column, value: "\(self[column] as DatabaseValue)")
        }
    }
}
