import Foundation
@preconcurrency import Glibc
import Synchronization

/// The REPL's persistent history: one entry per line, newlines and backslashes escaped.
///
/// Rules: entries are stored trimmed of surrounding white space (so `budgets` and a completed `budgets `
/// are one entry), blank lines are never stored, a line equal to the previous entry is dropped, only the last
/// `limit` entries are kept. Every accepted entry is written at once (appended, or the file rewritten
/// atomically when over the cap), so a crash loses nothing. The folder is created with mode 0700 and the
/// file is kept at mode 0600.
public final class HistoryFile: Sendable {
    public static let defaultLimit = 1000

    public let path: String
    public let limit: Int
    private let entriesCache: Mutex<[String]?>

    public init(path: String, limit: Int = HistoryFile.defaultLimit) {
        self.path = path
        self.limit = max(1, limit)
        entriesCache = Mutex(nil)
    }

    /// The stored entries, oldest first (at most `limit`). A missing file is an empty history.
    public func load() throws(HistoryFileError) -> [String] {
        try entriesCache.withLock { cache throws(HistoryFileError) in
            let entries = try readEntries()
            cache = entries
            return entries
        }
    }

    /// Stores `line` (trimmed) if the rules allow it. Returns whether it was stored.
    @discardableResult
    public func append(_ line: String) throws(HistoryFileError) -> Bool {
        let line = HistoryFile.normalize(line)
        return try entriesCache.withLock { cache throws(HistoryFileError) in
            var entries: [String]
            if let cached = cache { entries = cached } else { entries = try readEntries() }
            cache = entries
            guard HistoryFile.accepts(line, after: entries.last) else { return false }
            entries.append(line)
            if entries.count > limit {
                entries.removeFirst(entries.count - limit)
                try rewrite(entries)
            } else {
                try appendToFile(HistoryFile.encode(line) + "\n")
            }
            cache = entries
            return true
        }
    }

    /// The form an entry is stored in: without leading or trailing white space.
    public static func normalize(_ line: String) -> String {
        line.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `line` may follow `previous` in a history: not blank, not a repeat of the previous entry.
    public static func accepts(_ line: String, after previous: String?) -> Bool {
        !line.allSatisfy(\.isWhitespace) && line != previous
    }

    // MARK: - Format

    /// `\` becomes `\\`, a newline `\n` and a carriage return `\r`, so each entry is one physical line.
    static func encode(_ entry: String) -> String {
        var out = ""
        for scalar in entry.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The inverse of `encode`; an unknown escape is kept as written.
    static func decode(_ stored: String) -> String {
        var out = ""
        var escaping = false
        for scalar in stored.unicodeScalars {
            if escaping {
                switch scalar {
                case "n": out += "\n"
                case "r": out += "\r"
                case "\\": out += "\\"
                default:
                    out += "\\"
                    out.unicodeScalars.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        if escaping { out += "\\" }
        return out
    }

    /// Entries from a file's text: blank lines and consecutive repeats skipped, the last `limit` kept.
    /// A leading `_HiStOrY_V2_` marker (libedit's own format) is ignored.
    func parse(_ text: String) -> [String] {
        var entries: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if entries.isEmpty && raw == "_HiStOrY_V2_" { continue }
            let entry = HistoryFile.normalize(HistoryFile.decode(String(raw)))
            if HistoryFile.accepts(entry, after: entries.last) { entries.append(entry) }
        }
        return Array(entries.suffix(limit))
    }

    // MARK: - File access

    private func readEntries() throws(HistoryFileError) -> [String] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return [] }
            throw .cannotRead(path: path, reason: HistoryFile.lastError())
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, reason: HistoryFile.lastError())
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return parse(String(decoding: bytes, as: UTF8.self))
    }

    private func appendToFile(_ text: String) throws(HistoryFileError) {
        try createFolder()
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: HistoryFile.lastError()) }
        defer { close(fd) }
        _ = fchmod(fd, 0o600)
        try writeAll(text, to: fd, path: path)
    }

    /// Writes the whole history to a temporary file next to it, then renames it over the old one.
    private func rewrite(_ entries: [String]) throws(HistoryFileError) {
        try createFolder()
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: temporary, reason: HistoryFile.lastError()) }
        _ = fchmod(fd, 0o600)
        let text = entries.map { HistoryFile.encode($0) + "\n" }.joined()
        do {
            try writeAll(text, to: fd, path: temporary)
            _ = fsync(fd)
            close(fd)
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        if rename(temporary, path) != 0 {
            let reason = HistoryFile.lastError()
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    private func writeAll(_ text: String, to fd: Int32, path: String) throws(HistoryFileError) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite(path: path, reason: HistoryFile.lastError())
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Creates the missing folders above the file with mode 0700 (existing ones are left as they are).
    private func createFolder() throws(HistoryFileError) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        var current = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw .cannotCreateFolder(path: current, reason: HistoryFile.lastError())
            }
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}

/// Why the history file could not be read or written. The REPL reports it and goes on without persistence.
public enum HistoryFileError: Error, CustomStringConvertible, Equatable, Sendable {
    case cannotRead(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotCreateFolder(path: String, reason: String)

    /// The message, so that `"\(error)"` reads as the sentence too.
    public var description: String { message }

    public var message: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot read the history file \(path): \(reason)"
        case .cannotWrite(let path, let reason): "cannot write the history file \(path): \(reason)"
        case .cannotCreateFolder(let path, let reason): "cannot create the history folder \(path): \(reason)"
        }
    }
}
