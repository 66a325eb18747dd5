import Foundation
import Model
import Shared

/// Opens a file named for import and reads its bytes, refusing with a plain reason what cannot
/// be a statement: a missing file, a folder, a special file, one larger than `limit` (OFX, QIF and
/// MT940 are read whole; camt and CSV are read in chunks and have no such limit).
/// Example: `import camt nowhere.xml` → "cannot read nowhere.xml: no such file".
enum StatementFile {
    /// The most a statement read whole may hold (a year of a busy account is a few MB).
    static let limit = 256 << 20

    /// Why `path` cannot be read as a statement file, nil when it is a readable regular file.
    static func problem(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file" }
        if isFolder.boolValue { return "it is a folder, not a file" }
        var status = stat()
        guard stat(path, &status) == 0 else { return String(cString: strerror(errno)) }
        if status.st_mode & S_IFMT != S_IFREG { return "it is not a regular file" }
        guard FileManager.default.isReadableFile(atPath: path) else { return "permission denied" }
        return nil
    }

    /// Runs `body` with the file at `path` open for reading (refused as `problem` says); the one
    /// opening of a statement file. Closing it is not checked: the file was only read, so a failed
    /// close loses nothing, and every read error has already been the import's error.
    static func reading<T>(_ path: String, _ body: (FileHandle) throws -> T) throws -> T {
        if let problem = problem(path) { throw ImportError.unreadableFile(path, reason: problem) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImportError.unreadableFile(path, reason: "it cannot be opened")
        }
        // Unheard: the file was only read; closing it cannot lose anything.
        defer { try? handle.close() }
        return try body(handle)
    }

    /// The file's size in bytes (for a progress bar), 0 when it cannot be read: the import then says why.
    static func size(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// The whole file; throws `ImportError.unreadableFile` naming why.
    static func bytes(_ path: String, limit: Int = limit) throws -> [UInt8] {
        try reading(path) { handle in try bytes(of: handle, path: path, limit: limit) }
    }

    private static func bytes(of handle: FileHandle, path: String, limit: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            let chunk: Data
            do { chunk = try handle.read(upToCount: 1 << 20) ?? Data() } catch {
                throw ImportError.unreadableFile(path, reason: "read error: \(SystemFileError.reason(of: error))")
            }
            if chunk.isEmpty { break }
            bytes.append(contentsOf: chunk)
            if bytes.count > limit {
                throw ImportError.unreadableFile(path, reason: "larger than \(limit >> 20) MB, more than a statement holds")
            }
        }
        return bytes
    }
}
