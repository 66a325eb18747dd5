import GRDB

/// What a user reads when SQLite refuses a statement, so layers above never handle GRDB's errors.
public enum DatabaseErrorMessage {
    /// The message for a database error, or nil when `error` did not come from SQLite.
    /// Example: a failed CHECK constraint → "the database refused the change: CHECK constraint failed: …".
    public static func describe(_ error: any Error) -> String? {
        guard let error = error as? DatabaseError else { return nil }
        return "the database refused the change: \(error.message ?? "\(error.resultCode)")"
    }
}
