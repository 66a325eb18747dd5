/// Why `backup FILE` wrote nothing; an existing file is never overwritten.
public enum BackupError: Error, Equatable, Sendable, CustomStringConvertible {
    case exists(path: String)
    case noFolder(path: String, folder: String)
    case failed(path: String, reason: String)

    public var description: String {
        switch self {
        case .exists(let path):
            return "\(path) already exists; it was left untouched. Choose a new file name for the backup"
        case .noFolder(let path, let folder):
            return "cannot back up to \(path): the folder \(folder) does not exist. Create it first or choose another path"
        case .failed(let path, let reason):
            return "cannot back up to \(path): \(reason); nothing was written"
        }
    }
}
