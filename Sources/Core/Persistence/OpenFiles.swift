import Foundation

/// Which other process has a file open, read from Linux's `/proc/PID/fd` (every process of this
/// user; all of them for root). Used to refuse replacing a database another pulpe is using.
enum OpenFiles {
    /// A process holding a file open: its id and its program's name (`pulpe`).
    struct Holder: Equatable {
        let pid: Int32
        let program: String
    }

    /// The first process other than this one that has one of `paths` open, if any (a path that
    /// does not exist is skipped). Unheard: a process whose descriptors cannot be read (another
    /// user's, or one that just ended) is skipped, as it cannot hold this user's database.
    static func holder(of paths: [String]) -> Holder? {
        var wanted: Set<[UInt64]> = []
        for path in paths {
            var status = stat()
            if stat(path, &status) == 0 { wanted.insert([UInt64(status.st_dev), UInt64(status.st_ino)]) }
        }
        guard !wanted.isEmpty, let processes = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        let me = getpid()
        for name in processes {
            guard let pid = Int32(name), pid != me,
                let descriptors = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
            else { continue }
            for descriptor in descriptors {
                var status = stat()
                guard stat("/proc/\(pid)/fd/\(descriptor)", &status) == 0,
                    wanted.contains([UInt64(status.st_dev), UInt64(status.st_ino)])
                else { continue }
                let program = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                return Holder(pid: pid, program: program ?? "?")
            }
        }
        return nil
    }
}
