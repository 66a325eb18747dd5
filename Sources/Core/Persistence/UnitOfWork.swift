import GRDB

/// Where the command run by `AppDatabase.unitOfWork` stands: its write transaction is opened by
/// its first write (with the write lock up front), so a read-only command never takes the lock.
enum CommandScope: Sendable {
    /// No command is running.
    case idle
    /// A command is running and has not written yet.
    case pending
    /// The command's first write opened the transaction; the command commits or rolls it back.
    case writing
}

/// One command, one unit of work: everything a command writes, the journal unit that records it
/// and the output it prints are one transaction, committed together or not at all.
///
/// - `unitOfWork` runs one command. Alone, its first write opens the transaction (`BEGIN
///   IMMEDIATE`) and it commits when the command returns; inside a script's transaction it runs in
///   a savepoint. Whatever throws inside (a write, a read while building the output, claiming the
///   journal) rolls all of it back and is thrown.
/// - `writeClosing` is the command's last write (claiming its journal unit), in the transaction
///   already open and without a savepoint of its own.
/// - `beginOuterTransaction` / `endOuterTransaction` make an `--atomic` script one transaction, each
///   of its commands a savepoint in it.
/// - A rollback that fails after a failure is thrown with it (`RollbackFailedError`), never dropped.
///
/// Example: `tx add Lunch 12` typed in the REPL: the scope is pending; the insert opens the
/// transaction (writing); the session claims the journal and renders "Added expense 'Lunch' …"
/// inside it; then it commits, and only then is the text printed.
extension AppDatabase {
    /// Runs one command so that everything it writes is undone if it throws. Inside a transaction
    /// it runs in a savepoint; otherwise its first write opens the transaction (write lock up
    /// front) and it commits when `body` returns.
    public func unitOfWork<T>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T) async throws -> T {
        var inTransaction = isInsideTransaction
        let starts = scope.withLock { scope in
            guard scope == .idle else { return false }
            scope = .pending
            return true
        }
        guard inTransaction || starts else { return try await body() }
        if starts, inTransaction, !outerTransaction.withLock({ $0 }) {
            // A transaction no script opened is what a failed rollback left: it holds only a failed
            // command's writes. It is rolled back now, or this command fails with the reason.
            do { try queue.inDatabase { try Self.endWriting($0, commit: false) } } catch {
                scope.withLock { $0 = .idle }
                throw error
            }
            inTransaction = false
        }
        if !inTransaction {
            do {
                let result = try await body()
                try endCommand(commit: true)
                return result
            } catch {
                throw Self.afterRollingBack(error) { try endCommand(commit: false) }
            }
        }
        defer { if starts { scope.withLock { $0 = .idle } } }
        try queue.inDatabase { try $0.cachedStatement(sql: "SAVEPOINT command").execute() }
        do {
            let result = try await body()
            try queue.inDatabase { try $0.cachedStatement(sql: "RELEASE SAVEPOINT command").execute() }
            return result
        } catch {
            throw Self.afterRollingBack(error) {
                try queue.inDatabase { db in
                    // Told on the connection, before rolling back: no load can fall between the two.
                    changes.noteSavepointRollback()
                    try db.cachedStatement(sql: "ROLLBACK TO SAVEPOINT command").execute()
                    try db.cachedStatement(sql: "RELEASE SAVEPOINT command").execute()
                }
            }
        }
    }

    /// Runs `body` in the transaction already open, without a savepoint of its own: for the
    /// last write of a command or script (claiming its journal rows), whose failure fails it and
    /// rolls back all it wrote anyway. A savepoint would copy each page the write changes to its
    /// sub-journal first: every page of the change journal an import of a million rows filled.
    /// Outside a transaction it is `write`.
    public func writeClosing<T>(_ body: (Database) throws -> T) throws -> T {
        if access == .readOnly { throw ReadOnlyDatabaseError(path: path) }
        guard isInsideTransaction else { return try write(body) }
        return try queue.inDatabase(body)
    }

    /// Opens a transaction that spans many commands (`--atomic`, a whole script).
    /// Read-only, it only pins one snapshot for the script's reads.
    public func beginOuterTransaction() throws {
        try queue.inDatabase { db in
            if access == .readOnly { try db.beginTransaction(.deferred) } else { try Self.beginWriting(db) }
        }
        outerTransaction.withLock { $0 = true }
    }

    /// Ends the transaction opened by `beginOuterTransaction`.
    public func endOuterTransaction(commit: Bool) throws {
        defer { outerTransaction.withLock { $0 = isInsideTransaction } }
        try queue.inDatabase { try Self.endWriting($0, commit: commit) }
    }

    /// True while a transaction is open on the connection: a script's, or a command's after its first write.
    public var isInsideTransaction: Bool {
        queue.inDatabase { $0.isInsideTransaction }
    }

    /// Ends the command scope, committing or rolling back the transaction its first write opened.
    private func endCommand(commit: Bool) throws {
        let wrote = scope.withLock { scope in
            defer { scope = .idle }
            return scope == .writing
        }
        guard wrote else { return }
        try queue.inDatabase { try Self.endWriting($0, commit: commit) }
    }

    /// `error`, after `rollback` ran; when the rollback fails too, both in one error.
    static func afterRollingBack(_ error: any Error, _ rollback: () throws -> Void) -> any Error {
        do {
            try rollback()
            return error
        } catch let failure {
            return RollbackFailedError(cause: error, reason: DatabaseErrorMessage.reason(failure))
        }
    }
}
