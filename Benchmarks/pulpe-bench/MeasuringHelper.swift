#if canImport(Glibc)
    import Glibc
#endif

/// `pulpe-bench --measure-child ERRLOG PROGRAM ARGS…`: the small process that spawns one run,
/// with standard input and output on /dev/null and standard error in ERRLOG, and prints
/// `NANOSECONDS PEAK_KIB STATUS OWN_PEAK_KIB`. Foundation is not touched here, to stay small.
enum MeasuringHelper {
    static let flag = "--measure-child"

    static func main(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 2 else { return 2 }
        let errorLog = arguments[0]
        let executable = arguments[1]
        let own = ownPeakKiB()
        let started = ChildProcess.monotonicNanoseconds()
        let spawned = ChildProcess.spawn(executable, Array(arguments.dropFirst(2))) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        guard case .success(let pid) = spawned, let child = try? ChildProcess.wait(pid) else { return 3 }
        let elapsed = ChildProcess.monotonicNanoseconds() - started
        print("\(elapsed) \(child.peakKiB) \(child.status) \(own)")
        return 0
    }

    /// This process's own peak (VmHWM): `ru_maxrss` here would still hold the parent's peak,
    /// recorded when the parent's address space was left at exec.
    private static func ownPeakKiB() -> Int {
        let descriptor = open("/proc/self/status", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0 else { return 0 }
        let status = String(decoding: bytes[0..<count], as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return line.split(separator: " ").compactMap { Int($0) }.first ?? 0
    }
}
