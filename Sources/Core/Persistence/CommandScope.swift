/// Where the command wrapped by `AppDatabase.undoingOnFailure` stands: the write transaction
/// is opened by its first write (with the write lock up front), so a read-only command never
/// takes the lock.
enum CommandScope: Sendable {
    /// No command is running.
    case idle
    /// A command is running and has not written yet.
    case pending
    /// The command's first write opened the transaction; the command commits or rolls it back.
    case writing
}
