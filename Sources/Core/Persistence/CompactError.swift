/// Why `compact` left the file as it was.
public enum CompactError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Asked for inside an `--atomic` script: SQLite rebuilds a file only between transactions.
    case insideTransaction(path: String)
    /// The database was opened read-only.
    case readOnly(path: String)
    /// Another process kept the write lock past the busy timeout.
    case locked(path: String)
    /// The disk ran out of room for the copy `VACUUM` writes (`bytes`, the file's size) in
    /// SQLite's temporary `folder`, or for the log that then takes it in beside the file.
    case noRoom(path: String, bytes: Int, folder: String)
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
        case .noRoom(let path, let bytes, let folder):
            "cannot compact \(path): the disk ran out of room (compact writes a copy of the file, about \(Self.megabytes(bytes)) MB, "
                + "in \(folder), then as much again in the log beside the file); free that much space, or set SQLITE_TMPDIR "
                + "to a folder with room; the file is as it was"
        case .failed(let path, let reason):
            "cannot compact \(path): \(reason); the file is as it was"
        }
    }

    /// Whole megabytes, rounded up: a file of 1 byte is "about 1 MB" of room to find.
    private static func megabytes(_ bytes: Int) -> Int { max(1, (bytes + 999_999) / 1_000_000) }
}
