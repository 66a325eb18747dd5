/// Why `backup FILE` wrote nothing; an existing file is never overwritten.
public enum BackupError: Error, CustomStringConvertible, Equatable, Sendable {
    case exists(path: String)
    case noFolder(path: String, folder: String)
    case failed(path: String, reason: String)
    /// Asked for inside an `--atomic` script, whose changes are not committed yet.
    case insideTransaction(path: String)

    /// The message, so that `"\(error)"` reads as the sentence too.
    public var description: String { message }

    public var message: String {
        switch self {
        case .exists(let path):
            return "\(path) already exists; it was left untouched. Choose a new file name for the backup"
        case .noFolder(let path, let folder):
            return "cannot back up to \(path): the folder \(folder) does not exist. Create it first or choose another path"
        case .failed(let path, let reason):
            return "cannot back up to \(path): \(reason); nothing was written"
        case .insideTransaction(let path):
            return
                "cannot back up to \(path) inside an --atomic script (a backup copies what is committed, and the script is not yet): run `backup` on its own, before or after it"
        }
    }
}
