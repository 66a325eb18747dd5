import Foundation
import GRDB
import Synchronization

/// pulpe's one SQLite file: opened with its checks, migrated, then shared by every service.
///
/// One connection serves reads and writes, so a script-wide transaction (`--atomic`) sees its
/// own uncommitted changes. Every write is whole or not at all, nested or not. A write outside
/// any transaction opens one with the write lock taken up front (`BEGIN IMMEDIATE`), so a second
/// process waits for its turn instead of failing.
public final class AppDatabase: Sendable {
    public let queue: DatabaseQueue
    public let path: String
    /// Read-only when the file or its folder is not writable: reads work, writes are refused.
    public let access: DatabaseAccess
    let scope = Mutex(CommandScope.idle)
    /// True while a script's transaction (`beginOuterTransaction`) is open.
    let outerTransaction = Mutex(false)
    /// What changed since a load: the stores' one source of invalidation.
    public let changes: DatabaseChanges

    private init(queue: DatabaseQueue, path: String, access: DatabaseAccess) throws {
        self.queue = queue
        self.path = path
        self.access = access
        changes = DatabaseChanges(queue: queue)
    }

    /// Opens (creating it and its folder, modes 0600 / 0700, when missing) and migrates the file.
    /// A file that is not pulpe's, or was written by a newer schema, is refused untouched. The
    /// hidden copies of backups killed in its folder are removed.
    /// `readOnly` opens it for reading only even when it is writable.
    public static func open(path: String, readOnly: Bool = false) throws(DatabaseOpenError) -> AppDatabase {
        let access = try DatabaseFile.prepare(path: path, readOnly: readOnly)
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(
                path: DatabaseFile.sqlitePath(path, access: access),
                configuration: configuration(readOnly: access == .readOnly))
        } catch {
            throw classify(error, path: path)
        }
        do {
            try retryingWhileBusy {
                try queue.inDatabase { db in
                    // Checked before anything is written: a file that is not ours is left untouched.
                    let state = try SchemaSetup.state(db, path: path)
                    if access == .readOnly {
                        if state != .current { throw DatabaseOpenError.readOnlyBehind(path: path) }
                        return
                    }
                    if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                        try db.execute(sql: "PRAGMA journal_mode = WAL")
                    }
                    try SchemaSetup.bringUpToDate(db, path: path)
                }
            }
        } catch let error as DatabaseOpenError {
            throw error
        } catch {
            throw classify(error, path: path)
        }
        // A backup killed or failed here before left its hidden copy behind.
        if access == .readWrite {
            let folder = (path as NSString).deletingLastPathComponent
            BackupLeftovers.remove(in: folder.isEmpty ? "." : folder)
        }
        do {
            return try AppDatabase(queue: queue, path: path, access: access)
        } catch {
            throw classify(error, path: path)
        }
    }

    /// Runs `body` again while SQLite answers "database is locked" without waiting on the busy
    /// timeout, as it does when two first runs race to switch a new file to WAL mode; up to ~5 s.
    private static func retryingWhileBusy(_ body: () throws -> Void) throws {
        var attempts = 0
        while true {
            do {
                return try body()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempts < 250 {
                attempts += 1
                usleep(20_000)
            }
        }
    }

    /// A private in-memory database, migrated; for tests and benchmarks.
    public static func inMemory() throws -> AppDatabase {
        let queue = try DatabaseQueue(configuration: configuration(readOnly: false))
        try queue.inDatabase { try SchemaSetup.bringUpToDate($0, path: ":memory:") }
        return try AppDatabase(queue: queue, path: ":memory:", access: .readWrite)
    }

    /// Whether each commit is flushed to the disk before it returns (`synchronous = FULL`, the
    /// default) or only at the next checkpoint (`NORMAL`: a power cut may lose the commits since the
    /// last one, never half of one). Closing checkpoints, so a script made durable at its end can
    /// run its lines at the speed of memory: 2,000 plain `tx add` lines take ~9 s flushed, ~0.4 s not.
    /// Unflushed, the log is checkpointed every 8,000 pages instead of 1,000: the pages each line
    /// rewrites (its budget, its line, the indexes' last leaves) reach the file once per 400 lines
    /// instead of once per 50 (10,000 plain `tx add` lines 3.3 → 2.9 s); the log grows to ~32 MB.
    public func flushEachCommit(_ flush: Bool) throws {
        try queue.inDatabase {
            try $0.execute(sql: flush ? "PRAGMA synchronous = FULL" : "PRAGMA synchronous = NORMAL")
            try $0.execute(sql: flush ? "PRAGMA wal_autocheckpoint = 1000" : "PRAGMA wal_autocheckpoint = 8000")
        }
    }

    /// Closes the connection: the last one to close checkpoints the write-ahead log into the
    /// file and removes the `-wal` and `-shm` files. Nothing may use the database afterwards.
    public func close() {
        // Unheard: a connection that cannot close yet (a statement still open) closes when freed.
        try? queue.close()
    }

    private static func configuration(readOnly: Bool) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .callback(waitForTheLock(timeout: busyTimeout()))
        // A script-wide transaction (`--atomic`) and per-command savepoints span several accesses.
        configuration.allowsUnsafeTransactions = true
        configuration.prepareDatabase { db in
            // FULL: a commit is on disk before pulpe reports it (NORMAL may lose the last
            // commits on a power cut or an OS crash).
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        return configuration
    }

    /// A write that finds the lock taken tries again every 2 ms until `timeout` seconds have
    /// gone by. SQLite's own wait tries at growing intervals, 100 ms apart after the first 0.3 s:
    /// a process that commits in steps (a large sync) and takes the lock again a moment after
    /// each commit would let it in only by chance; this one is in within one step.
    static func waitForTheLock(timeout: TimeInterval) -> Database.BusyCallback {
        let tries = Int(timeout / 0.002)
        return { tried in
            guard tried < tries else { return false }
            usleep(2_000)
            return true
        }
    }

    /// How long a write waits for another process's to end (an import of a large file holds the
    /// lock for its whole run): `PULPE_BUSY_TIMEOUT` seconds, else 30.
    static func busyTimeout(environment: [String: String] = ProcessInfo.processInfo.environment) -> TimeInterval {
        environment["PULPE_BUSY_TIMEOUT"].flatMap(TimeInterval.init).flatMap { $0 >= 0 ? $0 : nil } ?? 30
    }

    private static func classify(_ error: any Error, path: String) -> DatabaseOpenError {
        if let error = error as? DatabaseError {
            if error.resultCode == .SQLITE_NOTADB { return .notAPulpeDatabase(path: path) }
            if error.resultCode == .SQLITE_CORRUPT { return .damaged(path: path, message: DatabaseErrorMessage.reason(error)) }
            if error.resultCode == .SQLITE_BUSY { return .locked(path: path) }
            return .sqlite(path: path, message: DatabaseErrorMessage.reason(error))
        }
        return .sqlite(path: path, message: DatabaseErrorMessage.reason(error))
    }
}

extension AppDatabase {
    /// Runs `body` whole or not at all: committed when it returns, rolled back when it throws.
    /// Outside any transaction it takes the write lock up front (`BEGIN IMMEDIATE`) and needs no
    /// savepoint: rolling the new transaction back undoes exactly this write. Inside one (a
    /// command's later write, an `--atomic` script) it runs in a savepoint.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        if access == .readOnly { throw ReadOnlyDatabaseError(path: path) }
        return try queue.inDatabase { db in
            if db.isInsideTransaction { return try inSavepoint(db, body) }
            try Self.beginWriting(db)
            // Inside a command, the command ends the transaction; otherwise this write does.
            let ownsTransaction = scope.withLock { scope in
                guard scope == .pending else { return true }
                scope = .writing
                return false
            }
            do {
                let result = try body(db)
                if ownsTransaction { try Self.endWriting(db, commit: true) }
                return result
            } catch {
                let failure = Self.afterRollingBack(error) { try Self.endWriting(db, commit: false) }
                // Nothing of the command is written now: its next write opens the transaction again.
                // (If the rollback failed, the command still holds it, and rolls it back as it ends.)
                if !ownsTransaction && !db.isInsideTransaction { scope.withLock { $0 = .pending } }
                throw failure
            }
        }
    }

    /// Opens a write transaction, the write lock taken up front, with SQLite's temporary storage
    /// in memory until it ends. Each statement that may fail halfway (a `tx add` runs six
    /// triggers) keeps the pages it changes in a sub-journal: in memory SQLite drops them when
    /// the statement ends, but past 64 KiB it moves the sub-journal to a temporary file for the
    /// rest of the transaction and writes every page there: ~27 writes a `tx add` in an
    /// `--atomic` script (270,000 for 10,000 lines, a third of its time), 6 GB for an import of
    /// 100,000 rows. The price: a large sort inside a write transaction is held in memory, and
    /// SQLite drops TEMP tables and triggers when the setting changes (pulpe makes none).
    static func beginWriting(_ db: Database) throws {
        try db.cachedStatement(sql: "PRAGMA temp_store = MEMORY").execute()
        do { try db.beginTransaction(.immediate) } catch {
            // Unheard: the failed BEGIN is reported; a setting left in memory only costs memory.
            try? db.cachedStatement(sql: "PRAGMA temp_store = DEFAULT").execute()
            throw error
        }
    }

    /// Commits or rolls back the transaction `beginWriting` opened; reads get temporary files again.
    static func endWriting(_ db: Database, commit: Bool) throws {
        // Unheard: the transaction ended (the one outcome reported); the setting only costs memory.
        defer { if !db.isInsideTransaction { try? db.cachedStatement(sql: "PRAGMA temp_store = DEFAULT").execute() } }
        guard db.isInsideTransaction else { return }
        guard commit else { return try db.rollback() }
        do { try db.commit() } catch {
            throw afterRollingBack(error) { if db.isInsideTransaction { try db.rollback() } }
        }
    }

    /// A write nested in an open transaction: undone alone when it throws. Only nested writes
    /// take one, as a savepoint keeps the pages changed inside it until it ends.
    private func inSavepoint<T>(_ db: Database, _ body: (Database) throws -> T) throws -> T {
        // Cached statements: GRDB's `inSavepoint` would compile its SAVEPOINT and RELEASE on every write.
        try db.cachedStatement(sql: "SAVEPOINT write").execute()
        do {
            let result = try body(db)
            try db.cachedStatement(sql: "RELEASE SAVEPOINT write").execute()
            return result
        } catch {
            throw Self.afterRollingBack(error) {
                // Told before rolling back: a rollback that fails half-way still makes loaded data stale.
                changes.noteSavepointRollback()
                try db.cachedStatement(sql: "ROLLBACK TO SAVEPOINT write").execute()
                try db.cachedStatement(sql: "RELEASE SAVEPOINT write").execute()
            }
        }
    }

    /// Runs a read on the shared connection (so it sees a script's uncommitted changes).
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        try queue.inDatabase(body)
    }
}
