import Core
import GRDB
import Shared

/// Owns templates and their lines.
public actor TemplateService {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    /// The template named `name` (case-insensitive) or `#ID`, or nil.
    public func template(_ reference: String) throws -> Template? {
        try database.read { db in
            if case .id(let id) = EntityReference(reference) {
                return try Row.fetchOne(db, sql: "SELECT \(Template.columns) FROM template WHERE id = ?", arguments: [id])
                    .map(Template.init(row:))
            }
            return try Row.fetchOne(db, sql: "SELECT \(Template.columns) FROM template WHERE name_key = ?",
                                    arguments: [NameKey.make(reference)]).map(Template.init(row:))
        }
    }

    public func templates() throws -> [Template] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Template.columns) FROM template ORDER BY id").map(Template.init(row:))
        }
    }
}
