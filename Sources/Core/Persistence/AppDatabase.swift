import Foundation
import GRDB

/// pulpe's one SQLite file: opened with its checks, migrated, then shared by every service.
///
/// One connection serves reads and writes, so a script-wide transaction (`--atomic`) sees its
/// own uncommitted changes. Every write runs in a savepoint: whole or not at all, nested or not.
public final class AppDatabase: Sendable {
    public let queue: DatabaseQueue
    public let path: String
    /// What changed since a load: the stores' one source of invalidation.
    public let changes: DatabaseChanges

    private init(queue: DatabaseQueue, path: String) throws {
        self.queue = queue
        self.path = path
        changes = try DatabaseChanges(queue: queue)
    }

    /// Opens (creating it and its folder, modes 0600 / 0700, when missing) and migrates the file.
    /// A file that is not pulpe's, or was written by a newer schema, is refused untouched.
    public static func open(path: String) throws(DatabaseOpenError) -> AppDatabase {
        let created = try DatabaseFile.prepare(path: path)
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration())
        } catch {
            throw classify(error, path: path)
        }
        do {
            if !created { try queue.inDatabase { try checkOwnership($0, path: path) } }
            try queue.inDatabase { try $0.execute(sql: "PRAGMA journal_mode = WAL") }
            try migrate(queue)
        } catch let error as DatabaseOpenError {
            throw error
        } catch {
            throw classify(error, path: path)
        }
        do {
            return try AppDatabase(queue: queue, path: path)
        } catch {
            throw classify(error, path: path)
        }
    }

    /// A private in-memory database, migrated; for tests and benchmarks.
    public static func inMemory() throws -> AppDatabase {
        let queue = try DatabaseQueue(configuration: configuration())
        try migrate(queue)
        return try AppDatabase(queue: queue, path: ":memory:")
    }

    private static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        // A script-wide transaction (`--atomic`) and per-command savepoints span several accesses.
        configuration.allowsUnsafeTransactions = true
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    private static func migrate(_ queue: DatabaseQueue) throws {
        try Schema.migrator.migrate(queue)
        try queue.inDatabase { db in
            // Written only when they differ: a write here would make every read-only run commit
            // to the WAL and checkpoint (two fdatasyncs) on exit.
            if try Int32.fetchOne(db, sql: "PRAGMA application_id") != Schema.applicationID {
                try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)")
            }
            if try Int.fetchOne(db, sql: "PRAGMA user_version") != Schema.version {
                try db.execute(sql: "PRAGMA user_version = \(Schema.version)")
            }
        }
    }

    /// Refuses a non-empty file that is not pulpe's, or whose schema is newer than ours.
    private static func checkOwnership(_ db: Database, path: String) throws {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        if applicationID != Schema.applicationID {
            // Only a blank SQLite file (no tables, no other application's mark) may become pulpe's.
            if tableCount == 0 && applicationID == 0 { return }
            throw DatabaseOpenError.notAPulpeDatabase(path: path)
        }
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if version > Schema.version {
            throw DatabaseOpenError.newerSchema(path: path, found: version, supported: Schema.version)
        }
        if try Schema.migrator.hasBeenSuperseded(db) {
            throw DatabaseOpenError.newerSchema(path: path, found: version, supported: Schema.version)
        }
    }

    private static func classify(_ error: any Error, path: String) -> DatabaseOpenError {
        if let error = error as? DatabaseError {
            if error.resultCode == .SQLITE_NOTADB { return .notAPulpeDatabase(path: path) }
            return .sqlite(path: path, message: error.message ?? "\(error.resultCode)")
        }
        return .sqlite(path: path, message: "\(error)")
    }
}

extension AppDatabase {
    /// Runs `body` in a savepoint: committed when it returns, rolled back when it throws.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        try queue.inDatabase { db in
            // Cached statements: `inSavepoint` would compile its SAVEPOINT and RELEASE on every write.
            try db.cachedStatement(sql: "SAVEPOINT write").execute()
            do {
                let result = try body(db)
                try db.cachedStatement(sql: "RELEASE SAVEPOINT write").execute()
                return result
            } catch {
                try? db.cachedStatement(sql: "ROLLBACK TO SAVEPOINT write").execute()
                try? db.cachedStatement(sql: "RELEASE SAVEPOINT write").execute()
                throw error
            }
        }
    }

    /// Runs a read on the shared connection (so it sees a script's uncommitted changes).
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        try queue.inDatabase(body)
    }

    /// SQLite's `PRAGMA data_version`: it changes when another connection (another pulpe
    /// process) commits to the file, never for this connection's own writes.
    public func dataVersion() -> Int64 {
        (try? queue.inDatabase { try Int64.fetchOne($0.cachedStatement(sql: "PRAGMA data_version")) }) ?? 0
    }

    /// Opens a transaction that spans many commands (`--atomic`, a whole script).
    public func beginOuterTransaction() throws {
        try queue.inDatabase { try $0.beginTransaction(.immediate) }
    }

    /// Ends the transaction opened by `beginOuterTransaction`.
    public func endOuterTransaction(commit: Bool) throws {
        try queue.inDatabase { db in
            guard db.isInsideTransaction else { return }
            if commit { try db.commit() } else { try db.rollback() }
        }
    }

    /// Runs `body` so that everything it writes through this database is undone if it throws.
    public func undoingOnFailure<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async throws -> T {
        try queue.inDatabase { try $0.cachedStatement(sql: "SAVEPOINT command").execute() }
        do {
            let result = try await body()
            try queue.inDatabase { try $0.cachedStatement(sql: "RELEASE SAVEPOINT command").execute() }
            return result
        } catch {
            try? queue.inDatabase { db in
                try db.cachedStatement(sql: "ROLLBACK TO SAVEPOINT command").execute()
                try db.cachedStatement(sql: "RELEASE SAVEPOINT command").execute()
            }
            throw error
        }
    }
}
