import Foundation
import GRDB

/// What a user reads when SQLite refuses a statement, so layers above never handle GRDB's errors.
public enum DatabaseErrorMessage {
    /// What to do about a file SQLite finds damaged.
    static let damagedAdvice =
        "the file is damaged; nothing was changed. Run `pulpe --db FILE doctor` to see what is wrong, or go back to a backup (made with `backup FILE`)"

    /// What to do when another process holds the write lock.
    static let lockedAdvice =
        "the database is locked by another pulpe (an import or a script still writing); nothing was changed. Wait for it to finish and try again (PULPE_BUSY_TIMEOUT sets how many seconds a write waits, 30 by default)"

    /// The message for a database error, or nil when `error` did not come from SQLite: a rule of
    /// the schema is a refused change; anything else (a read included) is a failure to look into.
    /// Example: a failed CHECK constraint → "the database refused the change: CHECK constraint failed: …";
    /// a missing table → "the database failed: no such table: budget_line; run `pulpe doctor` to check the file".
    public static func describe(_ error: any Error) -> String? {
        guard let error = error as? DatabaseError else { return nil }
        switch error.resultCode {
        case .SQLITE_BUSY: return lockedAdvice
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return "\(error.message ?? "the database is damaged"): \(damagedAdvice)"
        case .SQLITE_CONSTRAINT: return "the database refused the change: \(reason(error))"
        case .SQLITE_FULL: return "\(reason(error)): nothing more can be written until some disk space is freed"
        default: return "the database failed: \(reason(error)); run `pulpe doctor` to check the file"
        }
    }

    /// Why an operation on a database failed, in a few words for a message that names the file:
    /// SQLite's own message, else SQLite's text for the code, else a database file that did not
    /// open, else the reason of a file error.
    /// Example: a CHECK constraint → "CHECK constraint failed: amount_cents > 0".
    public static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "SQLite error \(error.resultCode.rawValue)" }
        if let error = error as? DatabaseOpenError { return error.message }
        return FileErrorReason.of(error)
    }
}
