/// Why a database file could not be opened; the file is left untouched in every case.
public enum DatabaseOpenError: Error, CustomStringConvertible, Equatable, Sendable {
    case cannotCreateFolder(path: String, reason: String)
    case cannotCreateFile(path: String, reason: String)
    case notAPulpeDatabase(path: String)
    case newerSchema(path: String, found: Int, supported: Int)
    case sqlite(path: String, message: String)
    /// SQLite found the file damaged (`database disk image is malformed`).
    case damaged(path: String, message: String)
    /// Another process held the write lock longer than a write waits.
    case locked(path: String)
    /// A read-only file that is blank or from an older pulpe: it would need writing to be used.
    case readOnlyBehind(path: String)

    /// The message, so that `"\(error)"` reads as the sentence too.
    public var description: String { message }

    public var message: String {
        switch self {
        case .cannotCreateFolder(let path, let reason):
            return "cannot create the folder \(path): \(reason)"
        case .cannotCreateFile(let path, let reason):
            return "cannot create the database \(path): \(reason)"
        case .notAPulpeDatabase(let path):
            return "\(path) is not a pulpe database; it was left untouched. Choose another file with --db PATH"
        case .newerSchema(let path, let found, let supported):
            let why =
                found > supported
                ? "schema version \(found), this pulpe knows up to \(supported)"
                : "it holds migrations this pulpe does not know"
            return "\(path) was written by a newer pulpe (\(why)); it was left untouched. Upgrade pulpe to open it"
        case .sqlite(let path, let message):
            return "cannot open \(path): \(message)"
        case .damaged(let path, let message):
            return "cannot open \(path): \(message): \(DatabaseErrorMessage.damagedAdvice)"
        case .locked(let path):
            return "cannot open \(path): \(DatabaseErrorMessage.lockedAdvice)"
        case .readOnlyBehind(let path):
            return "\(path) is read-only and needs its schema created or upgraded; it was left untouched. Make it and its folder writable"
        }
    }
}
