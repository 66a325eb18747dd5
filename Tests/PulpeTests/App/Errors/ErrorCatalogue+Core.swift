import Remote
import Shared
import Terminal

@testable import Persistence

extension ErrorCatalogue {
    /// The database file, the household's server and the history file.
    static let core: [ErrorSample] = [
        ErrorSample(
            "cannotCreateFolder", DatabaseOpenError.cannotCreateFolder(path: "/ro/pulpe", reason: "permission denied"), .cannotCreate),
        ErrorSample(
            "cannotCreateFile", DatabaseOpenError.cannotCreateFile(path: "/ro/p.sqlite", reason: "permission denied"), .cannotCreate),
        ErrorSample("notAPulpeDatabase", DatabaseOpenError.notAPulpeDatabase(path: "notes.txt")),
        ErrorSample("newerSchema", DatabaseOpenError.newerSchema(path: "p.sqlite", found: 40, supported: 31)),
        ErrorSample("sqlite", DatabaseOpenError.sqlite(path: "p.sqlite", message: "disk I/O error")),
        ErrorSample("damaged", DatabaseOpenError.damaged(path: "p.sqlite", message: "database disk image is malformed")),
        ErrorSample("locked", DatabaseOpenError.locked(path: "p.sqlite"), .busy),
        ErrorSample("readOnlyBehind", DatabaseOpenError.readOnlyBehind(path: "p.sqlite")),
        ErrorSample("unreadable", RestoreBackupError.unreadable(path: "b.sqlite", reason: "no such file"), .noInput),
        ErrorSample("sameFile", RestoreBackupError.sameFile(path: "p.sqlite")),
        ErrorSample("notABackup", RestoreBackupError.notABackup(path: "b.txt", reason: "file is not a database")),
        ErrorSample("damaged", RestoreBackupError.damaged(path: "b.sqlite", reason: "row 3 missing from index")),
        ErrorSample("inUse", RestoreBackupError.inUse(path: "p.sqlite", pid: 4242, program: "pulpe"), .busy),
        ErrorSample("failed", RestoreBackupError.failed(path: "p.sqlite", reason: "disk I/O error")),
        ErrorSample("exists", BackupError.exists(path: "b.sqlite"), .cannotCreate),
        ErrorSample("noFolder", BackupError.noFolder(path: "/nonexistent/b.sqlite", folder: "/nonexistent"), .cannotCreate),
        ErrorSample("failed", BackupError.failed(path: "b.sqlite", reason: "disk I/O error"), .cannotCreate),
        ErrorSample("insideTransaction", BackupError.insideTransaction(path: "b.sqlite"), .usage),
        ErrorSample("insideTransaction", CompactError.insideTransaction(path: "p.sqlite"), .usage),
        ErrorSample("readOnly", CompactError.readOnly(path: "/ro/p.sqlite")),
        ErrorSample("locked", CompactError.locked(path: "p.sqlite"), .busy),
        ErrorSample("noRoom", CompactError.noRoom(path: "p.sqlite", bytes: 247_712_768, folder: "/var/tmp"), .cannotCreate),
        ErrorSample("failed", CompactError.failed(path: "p.sqlite", reason: "database or disk is full")),
        ErrorSample("unknownTable", RestoreError.unknownTable("loan")),
        ErrorSample("unknownColumn", RestoreError.unknownColumn("tx", "colour")),
        ErrorSample("rowWidth", RestoreError.rowWidth("tx")),
        ErrorSample("readOnly", ReadOnlyDatabaseError(path: "/ro/p.sqlite")),
        ErrorSample(
            "afterABadAmount", RollbackFailedError(cause: MoneyParseError.malformed("3.O"), reason: "disk I/O error"), .dataError),
        ErrorSample("conflict", JournalConflict(unitText: "tx add Coffee 3", table: "tx", row: "#12")),
        ErrorSample("badConnectionString", RemoteError.badConnectionString("postgres://a:secret@h/db", reason: "no database name")),
        ErrorSample("unreachable", RemoteError.unreachable(server: "db.example.org", reason: "connection refused")),
        ErrorSample("passwordNeeded", RemoteError.passwordNeeded(server: "db.example.org", ignoredFile: "/home/a/.pgpass")),
        ErrorSample(
            "authenticationFailed", RemoteError.authenticationFailed(server: "db.example.org", message: "password authentication failed")),
        ErrorSample("connectionLost", RemoteError.connectionLost(server: "db.example.org", reason: "the connection was closed")),
        ErrorSample("server", RemoteError.server(message: "relation \"log\" does not exist", detail: nil)),
        ErrorSample("untrusted", RemoteError.untrusted(server: "db.example.org", reason: "its certificate was refused (expired)")),
        ErrorSample("timedOut", RemoteError.timedOut(server: "db.example.org", seconds: 10)),
        ErrorSample("interrupted", RemoteError.interrupted(server: "db.example.org")),
        ErrorSample("cannotRead", HistoryFileError.cannotRead(path: "~/.local/state/pulpe/history", reason: "permission denied")),
        ErrorSample("cannotWrite", HistoryFileError.cannotWrite(path: "~/.local/state/pulpe/history", reason: "no space left")),
        ErrorSample("cannotCreateFolder", HistoryFileError.cannotCreateFolder(path: "/ro/pulpe", reason: "permission denied")),
    ]
}
