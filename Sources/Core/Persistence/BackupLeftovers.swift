import Foundation

/// The hidden copy a backup writes before linking it into place (`.NAME.partial-PID`, with
/// SQLite's `-journal` beside it while it is written), and the removal of those a killed or
/// failed backup left behind: only a process that no longer runs leaves them for good.
enum BackupLeftovers {
    /// Where a backup to `destination` writes its copy: in the same folder, so it can be linked.
    static func temporaryPath(for destination: String, in folder: String, pid: Int32 = getpid()) -> String {
        folder + "/." + (destination as NSString).lastPathComponent + ".partial-\(pid)"
    }

    /// Removes a copy with its SQLite side files.
    static func removeCopy(_ path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
    }

    /// Removes, in `folder`, the copies (and side files) of backups whose process has ended.
    static func remove(in folder: String) {
        // Unheard: a folder that cannot be listed keeps its leftovers until the next open.
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let pid = owner(of: name), !isRunning(pid) else { continue }
            unlink(folder + "/" + name)
        }
    }

    /// The process that made `name` when it is a backup's copy or side file: `.X.partial-PID[-journal|-wal|-shm]`.
    static func owner(of name: String) -> Int32? {
        guard name.hasPrefix("."), let mark = name.range(of: ".partial-", options: .backwards) else { return nil }
        var digits = name[mark.upperBound...]
        for suffix in ["-journal", "-wal", "-shm"] where digits.hasSuffix(suffix) { digits = digits.dropLast(suffix.count) }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let pid = Int32(digits), pid > 0 else {
            return nil
        }
        return pid
    }

    /// Whether a process `pid` exists (one of another user's counts: its copy is left alone).
    private static func isRunning(_ pid: Int32) -> Bool { kill(pid, 0) == 0 || errno != ESRCH }
}
