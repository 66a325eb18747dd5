import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Bytes of standard output kept back until an `--atomic` run ends: in memory up to 4 MiB, then
/// in an unlinked temporary file, so a long table held this way does not grow the process.
/// Unchecked: only the session's commands write standard output, one line after the other.
final class HeldOutput: @unchecked Sendable {
    static let memoryLimit = 4 << 20

    private var memory: [UInt8] = []
    /// The temporary file once the bytes outgrew memory; -1 before (or when none could be made).
    private var file: Int32 = -1
    private(set) var count = 0

    deinit { if file >= 0 { close(file) } }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        count += bytes.count
        if file < 0, memory.count + bytes.count > Self.memoryLimit { spill() }
        guard file >= 0 else { return memory.append(contentsOf: bytes) }
        Output.writeAll(bytes, to: file)
    }

    /// Hands the bytes to `write` in the order they came, in chunks.
    func drain(_ write: (UnsafeBufferPointer<UInt8>) -> Void) {
        memory.withUnsafeBufferPointer { if !$0.isEmpty { write($0) } }
        guard file >= 0, lseek(file, 0, SEEK_SET) == 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let read = chunk.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, $0.count) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { return }
            chunk.withUnsafeBufferPointer { write(UnsafeBufferPointer(rebasing: $0[0..<read])) }
        }
    }

    /// Moves the bytes so far to a temporary file nobody else can open; stays in memory if none
    /// can be made (an unwritable TMPDIR).
    private func spill() {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/pulpe-output-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else { return }
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        file = descriptor
        memory.withUnsafeBufferPointer { Output.writeAll($0, to: descriptor) }
        memory = []
    }
}
