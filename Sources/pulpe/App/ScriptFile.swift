import CommandKit
import Foundation
import Model
import Shared

/// Reads a command file to its end as a stream, so that pipes, FIFOs, `/dev/stdin` and
/// `<(…)` are read like regular files; a failure says why in words.
enum ScriptFile {
    /// Why `path` could not be read, found without opening it (a FIFO or `<(…)` must be read only
    /// once, by `read`); nil when it looks readable.
    static func problem(_ path: String) -> ScriptFileError? {
        var status = stat()
        guard stat(path, &status) == 0 else { return ScriptFileError(errno: errno) }
        if (status.st_mode & S_IFMT) == S_IFDIR { return ScriptFileError(reason: "it is a folder") }
        return access(path, R_OK) == 0 ? nil : ScriptFileError(errno: errno)
    }

    /// The most a command file (or piped input) may hold: ~2 million typical lines; an endless
    /// input (`.read /dev/zero`) stops there with an error instead of filling memory.
    static let maximumBytes = 128 << 20

    /// The file's bytes, or why it could not be read (`no such file`, `it is a folder`, `larger
    /// than 128 MiB`, …).
    static func read(_ path: String) -> Result<[UInt8], ScriptFileError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(ScriptFileError(errno: errno)) }
        defer { close(descriptor) }
        return read(descriptor: descriptor)
    }

    /// What `descriptor` holds to its end (standard input, a file), bounded like `read`.
    static func read(descriptor: Int32) -> Result<[UInt8], ScriptFileError> {
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            return .failure(ScriptFileError(reason: "it is a folder"))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ScriptFileError(errno: errno))
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumBytes {
                return .failure(
                    ScriptFileError(reason: "it holds more than \(maximumBytes >> 20) MiB of commands: split it into smaller files"))
            }
        }
    }
}
