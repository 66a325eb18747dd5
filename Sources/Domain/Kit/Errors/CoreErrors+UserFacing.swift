import Persistence
import Remote
import Shared

// The errors of Core (the database file, the household's server) word their own message but know
// nothing of the project's error protocol; here they adopt it, with the kind of failure each case is,
// so the one mapper (`ErrorMessage`) reads them like any other error.

extension DatabaseOpenError: UserFacingError {
    /// A folder or file that cannot be made is an output not created (73); a lock held too long is busy (75).
    public var exitStatus: ExitStatus {
        switch self {
        case .cannotCreateFolder, .cannotCreateFile: .cannotCreate
        case .locked: .busy
        default: .failure
        }
    }
}

extension BackupError: UserFacingError {
    /// The backup file not written is an output not created (73); inside `--atomic` it is a usage error (64).
    public var exitStatus: ExitStatus {
        switch self {
        case .exists, .noFolder, .failed: .cannotCreate
        case .insideTransaction: .usage
        }
    }
}

extension CompactError: UserFacingError {
    /// Inside `--atomic` it is a usage error (64); a lock held too long is busy (75); no room for the copy, 73.
    public var exitStatus: ExitStatus {
        switch self {
        case .insideTransaction: .usage
        case .locked: .busy
        case .noRoom: .cannotCreate
        case .readOnly, .failed: .failure
        }
    }
}

extension RestoreBackupError: UserFacingError {
    /// A backup that cannot be read is missing input (66); a database another process holds is busy (75).
    public var exitStatus: ExitStatus {
        switch self {
        case .unreadable: .noInput
        case .inUse: .busy
        default: .failure
        }
    }
}

extension RestoreError: UserFacingError {}
extension ReadOnlyDatabaseError: UserFacingError {}
extension JournalConflict: UserFacingError {}
extension RemoteError: UserFacingError {}

extension RollbackFailedError: UserFacingError {
    /// The command's failure, then the failed rollback: "'x' is not an amount: …; then undoing its changes failed (…): …".
    public var message: String { ErrorMessage.describe(cause) + "; " + afterCause }
    /// The command's own kind of failure.
    public var exitStatus: ExitStatus { ErrorMessage.exitStatus(of: cause) }
}
