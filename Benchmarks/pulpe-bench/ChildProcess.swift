import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// One run of a program, measured as a user feels it: wall time from spawn to exit on the
/// monotonic clock, and the child's peak resident memory (`ru_maxrss` from `wait4`).
///
/// Linux records the old address space's peak into `ru_maxrss` when a process execs, so a child
/// spawned straight from this (large) process would report this process's peak. Runs therefore
/// go through a fresh, small copy of this binary (`MeasuringHelper`), which spawns the program,
/// measures it and reports back through a pipe.
struct ChildProcess {
    struct Measurement {
        let milliseconds: Double
        let peakKiB: Int
        let status: Int32
        /// The measuring helper's own peak: a child's peak below it cannot be seen.
        let floorKiB: Int
    }

    let executable: String
    let arguments: [String]
    /// Where the child's standard error goes, to be shown when it fails.
    let errorLog: String

    /// Runs the program with standard input and output on /dev/null, through the helper.
    func run() throws -> Measurement {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw BenchError("pipe failed: \(String(cString: strerror(errno)))") }
        let helperArguments = [MeasuringHelper.flag, errorLog, executable] + arguments
        let spawned = Self.spawn("/proc/self/exe", helperArguments) { actions in
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipe[0])
            posix_spawn_file_actions_addclose(&actions, pipe[1])
        }
        close(pipe[1])
        defer { close(pipe[0]) }
        let pid = try spawned.get()
        var report = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(pipe[0], &buffer, buffer.count)
            if count > 0 {
                report += buffer[0..<count]
                continue
            }
            if count < 0 && errno == EINTR { continue }
            break
        }
        let helper = try Self.wait(pid)
        let fields = String(decoding: report, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard helper.status == 0, fields.count == 4 else {
            throw BenchError("the measuring helper failed (status \(helper.status)) running \(executable): \(errorText)")
        }
        return Measurement(milliseconds: Double(fields[0]) / 1e6, peakKiB: fields[1], status: Int32(fields[2]), floorKiB: fields[3])
    }

    /// The child's standard error of the last run.
    var errorText: String {
        (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? ""
    }

    // MARK: - posix_spawn and wait4, shared with the helper

    /// Starts `executable` with `arguments` and this environment (without PULPE_DB, with NO_COLOR).
    static func spawn(
        _ executable: String, _ arguments: [String],
        files: (inout posix_spawn_file_actions_t) -> Void
    ) -> Result<pid_t, BenchError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        files(&actions)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment().map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard result == 0 else { return .failure(BenchError("cannot start \(executable): \(String(cString: strerror(result)))")) }
        return .success(pid)
    }

    /// Waits for `pid`; its exit status (128 + signal when killed) and peak resident KiB.
    static func wait(_ pid: pid_t) throws -> (status: Int32, peakKiB: Int) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), usage.ru_maxrss)
    }

    static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private static func environment() -> [String] {
        var variables: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let variable = String(cString: pointer)
            if !variable.hasPrefix("PULPE_DB=") && !variable.hasPrefix("NO_COLOR=") { variables.append(variable) }
            entry += 1
        }
        return variables + ["NO_COLOR=1"]
    }
}
