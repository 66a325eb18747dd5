import GRDB

/// Checks that a file is pulpe's and brings its schema up to date in one write transaction,
/// so a run killed half-way leaves the file as it was (blank stays blank), and two first runs
/// on the same new file take turns instead of both creating the tables.
enum SchemaSetup {
    /// Where a file's schema stands against this build's.
    enum State: Equatable {
        /// Nothing to do.
        case current
        /// Blank or written by an older pulpe: migrations are missing.
        case behind
    }

    /// Migrates `db` to this build's schema. A file already current costs one read and no write.
    static func bringUpToDate(_ db: Database, path: String) throws {
        guard try state(db, path: path) == .behind else { return }
        // Foreign keys are off while migrations run (SQLite refuses to add a column with a
        // reference and a default while they are on: `tx.account_id`); each migration leaves its
        // references whole. The pragma only takes effect outside a transaction.
        try db.execute(sql: "PRAGMA foreign_keys = OFF")
        do {
            try migrate(db, path: path)
        } catch {
            try db.execute(sql: "PRAGMA foreign_keys = ON")
            throw error
        }
        try db.execute(sql: "PRAGMA foreign_keys = ON")
    }

    /// The migrations still missing, in one transaction.
    private static func migrate(_ db: Database, path: String) throws {
        // IMMEDIATE: another process creating the same file waits here, then finds it current.
        try db.inTransaction(.immediate) {
            guard try state(db, path: path) == .behind else { return .commit }
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            let applied = try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
            for migration in Schema.migrations where !applied.contains(migration.name) {
                try migration.apply(db)
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.name])
            }
            // The header fields are written in the same transaction as the tables they vouch for.
            try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)")
            try db.execute(sql: "PRAGMA user_version = \(Schema.version)")
            return .commit
        }
    }

    /// Refuses a non-empty file that is not pulpe's, or whose schema is newer than ours;
    /// otherwise says whether migrations are missing.
    static func state(_ db: Database, path: String) throws -> State {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if applicationID != Schema.applicationID {
            // Only a blank SQLite file (no tables, no other application's mark) may become pulpe's.
            let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
            if tableCount == 0 && applicationID == 0 { return .behind }
            throw DatabaseOpenError.notAPulpeDatabase(path: path)
        }
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let superseded = try Schema.migrator.hasBeenSuperseded(db)
        if version > Schema.version || superseded {
            throw DatabaseOpenError.newerSchema(path: path, found: version, supported: Schema.version)
        }
        return version == Schema.version ? .current : .behind
    }
}
