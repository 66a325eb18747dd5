/// A command failed, and rolling back what it had written failed too: the file may hold part of
/// it until the connection closes, so both failures are reported.
public struct RollbackFailedError: Error, Sendable {
    /// The command's own failure, reported first.
    public let cause: any Error
    /// Why the rollback failed, in SQLite's words (`disk I/O error`).
    public let reason: String

    public init(cause: any Error, reason: String) {
        self.cause = cause
        self.reason = reason
    }

    /// What follows the cause's message.
    /// Example: "then undoing its changes failed (disk I/O error): quit pulpe, then run `pulpe doctor`".
    public var afterCause: String {
        "then undoing its changes failed (\(reason)): quit pulpe, then run `pulpe doctor`"
    }
}
