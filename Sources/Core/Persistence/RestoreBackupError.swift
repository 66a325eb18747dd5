import Shared

/// Why `pulpe restore BACKUP` changed nothing.
public enum RestoreBackupError: UserFacingError, Equatable, Sendable {
    case unreadable(path: String, reason: String)
    case sameFile(path: String)
    case notABackup(path: String, reason: String)
    case damaged(path: String, reason: String)
    case inUse(path: String, pid: Int32, program: String)
    case failed(path: String, reason: String)

    /// A backup that cannot be read is missing input (66); a database another process holds is busy (75).
    public var exitStatus: ExitStatus {
        switch self {
        case .unreadable: .noInput
        case .inUse: .busy
        default: .failure
        }
    }

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
