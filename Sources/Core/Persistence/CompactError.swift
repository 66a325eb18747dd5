/// Why `compact` left the file as it was.
public enum CompactError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Asked for inside an `--atomic` script: SQLite rebuilds a file only between transactions.
    case insideTransaction(path: String)
    /// The database was opened read-only.
    case readOnly(path: String)
    /// Another process kept the write lock past the busy timeout.
    case locked(path: String)
    case failed(path: String, reason: String)

    /// The message, so that `"\(error)"` reads as the sentence too.
    public var description: String { message }

    public var message: String {
        switch self {
        case .insideTransaction(let path):
            "cannot compact \(path) inside an --atomic script (SQLite rebuilds a file only between transactions): run `compact` on its own, before or after it"
        case .readOnly(let path):
            "cannot compact \(path): it is open read-only (the file or its folder is not writable); make both writable to compact it"
        case .locked(let path):
            "cannot compact \(path): another pulpe is writing to it; try again once it has finished"
        case .failed(let path, let reason):
            "cannot compact \(path): \(reason); the file is as it was"
        }
    }
}
