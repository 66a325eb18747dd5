import Foundation

/// The folder where SQLite writes its temporary files (`VACUUM`'s copy of the file among them),
/// found as SQLite's Unix build finds it: the first of `SQLITE_TMPDIR`, `TMPDIR`, `/var/tmp`,
/// `/usr/tmp`, `/tmp` and `.` that is a folder it may write in.
/// Example: with `TMPDIR=/scratch` and no `SQLITE_TMPDIR`, `/scratch` when writable, else `/var/tmp`.
enum SQLiteTemporaryFolder {
    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let candidates = [environment["SQLITE_TMPDIR"], environment["TMPDIR"]].compactMap { $0 } + ["/var/tmp", "/usr/tmp", "/tmp"]
        return candidates.first(where: isWritableFolder) ?? "."
    }

    private static func isWritableFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR && access(path, W_OK | X_OK) == 0
    }
}
