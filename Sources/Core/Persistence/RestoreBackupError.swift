/// Why `pulpe restore BACKUP` changed nothing.
public enum RestoreBackupError: Error, CustomStringConvertible, Equatable, Sendable {
    case unreadable(path: String, reason: String)
    case sameFile(path: String)
    case notABackup(path: String, reason: String)
    case damaged(path: String, reason: String)
    case inUse(path: String, pid: Int32, program: String)
    case failed(path: String, reason: String)

    /// The message, so that `"\(error)"` reads as the sentence too.
    public var description: String { message }

    public var message: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read the backup \(path): \(reason); nothing was restored"
        case .sameFile(let path):
            "\(path) is the database itself: name the backup file to restore from"
        case .notABackup(let path, let reason):
            "\(path) cannot be restored: \(reason); nothing was restored"
        case .damaged(let path, let reason):
            "the backup \(path) is damaged (\(reason)); nothing was restored: restore an older backup"
        case .inUse(let path, let pid, let program):
            "\(path) is open in another process (\(program), pid \(pid)): quit it first, then restore; nothing was restored"
        case .failed(let path, let reason):
            "cannot restore into \(path): \(reason)"
        }
    }
}
