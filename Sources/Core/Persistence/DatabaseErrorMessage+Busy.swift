import GRDB

extension DatabaseErrorMessage {
    /// True when SQLite gave up waiting for another connection's lock (busy or locked): the
    /// command may succeed when run again.
    public static func isBusy(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    }
}
