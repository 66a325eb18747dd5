import Foundation
import Shared

/// Where an export goes: a file written in chunks as rows come, or standard output (streamed by
/// the session when printed).
enum ExportDestination {
    /// Writes `body`'s output into the file at `path` (created or replaced) and returns the bytes written.
    static func write(to path: String, _ body: (inout JSONStream) throws -> Void) throws -> Int {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw ExportError.cannotWrite(path)
        }
        defer { try? handle.close() }
        let counter = ByteCounter()
        var stream = JSONStream { chunk in
            let data = Data(chunk.utf8)
            counter.bytes += data.count
            handle.write(data)
        }
        try body(&stream)
        stream.finish()
        return counter.bytes
    }

    private final class ByteCounter: @unchecked Sendable { var bytes = 0 }
}

/// An export that could not be written.
enum ExportError: Error, CustomStringConvertible {
    case cannotWrite(String)

    var description: String { "cannot write \(description(of: self)): check the folder exists and is writable" }

    private func description(of error: ExportError) -> String {
        switch error {
        case .cannotWrite(let path): path
        }
    }
}
