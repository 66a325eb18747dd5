import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Bytes of standard output kept back until an `--atomic` run ends: in memory up to 4 MiB, then
/// in an unlinked temporary file, so a long table held this way does not grow the process. When
/// the file cannot take more (a full disk), the rest stays in memory: nothing is lost.
final class HeldOutput {
    static let memoryLimit = 4 << 20

    /// The bytes before any spill, or those after the file could take no more.
    private var memory: [UInt8] = []
    /// The temporary file once the bytes outgrew memory; -1 before, or when none could be used.
    private var file: Int32 = -1
    /// What the file holds, whole writes only.
    private var fileSize = 0
    /// True once no file could be made, or one failed a write (it keeps what it has): the
    /// later bytes stay in memory.
    private var memoryOnly = false
    private(set) var count = 0

    deinit { if file >= 0 { close(file) } }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        count += bytes.count
        if file < 0, !memoryOnly, memory.count + bytes.count > Self.memoryLimit { spill() }
        if file >= 0, !memoryOnly, store(bytes) { return }
        memory.append(contentsOf: bytes)
    }

    /// Hands the bytes to `write` in the order they came, in chunks, while it returns true.
    func drain(_ write: (UnsafeBufferPointer<UInt8>) -> Bool) {
        if file >= 0, lseek(file, 0, SEEK_SET) == 0 {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            var left = fileSize
            while left > 0 {
                let read = chunk.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, min($0.count, left)) }
                if read < 0 && errno == EINTR { continue }
                guard read > 0, chunk.withUnsafeBufferPointer({ write(UnsafeBufferPointer(rebasing: $0[0..<read])) }) else { return }
                left -= read
            }
        }
        memory.withUnsafeBufferPointer { if !$0.isEmpty { _ = write($0) } }
    }

    /// Moves the bytes so far to a temporary file nobody else can open (nor a child process
    /// inherit); stays in memory if none can be made or written (an unwritable or full TMPDIR).
    private func spill() {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/pulpe-output-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard descriptor >= 0 else {
            memoryOnly = true
            return
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        file = descriptor
        guard memory.withUnsafeBufferPointer({ store($0) }) else { return }
        memory = []
    }

    /// Appends to the file; on a failed write, cuts the file back to its last whole write and
    /// stops using it, so the caller keeps the bytes in memory (drained after the file's).
    private func store(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if Output.writeAll(bytes, to: file) == 0 {
            fileSize += bytes.count
            return true
        }
        _ = ftruncate(file, off_t(fileSize))
        memoryOnly = true
        return false
    }
}
