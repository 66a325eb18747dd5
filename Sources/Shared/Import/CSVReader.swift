import Foundation

/// Reads a delimited text file record by record (RFC 4180 quoting: `"a ""b"" c"`, separators and
/// line breaks inside quotes), in chunks, so a file of any size is read in constant memory.
/// Example: `2026-11-03;"Migros; Zurich";-82,40` with `;` → three fields, the second `Migros; Zurich`.
public final class CSVReader {
    /// One record: its fields (raw bytes, decoded by `FieldText`) and the line it starts on (1-based).
    public struct Record: Sendable {
        public var fields: [[UInt8]]
        public var line: Int

        public init(fields: [[UInt8]], line: Int) {
            self.fields = fields
            self.line = line
        }

        /// The fields as text (UTF-8, else Windows-1252).
        public var texts: [String] { fields.map(FieldText.decode) }
    }

    /// Why reading stopped early, with the line: a quote never closed (the rest of the file would
    /// be one field) or a record longer than `maximumRecordBytes`. `next()` returns nil once set.
    public struct Failure: Sendable, Equatable {
        public var line: Int
        public var reason: String
    }

    /// No bank record comes near this; a longer one is an error, not a field read in quadratic time.
    public static let maximumRecordBytes = 1 << 20
    public private(set) var failure: Failure?
    private let handle: FileHandle?
    private var buffer: [UInt8]
    private var start = 0
    private var atEnd: Bool
    private var line = 1
    private let chunkSize: Int
    public let separator: UInt8
    /// Bytes read from the file so far (the reader runs up to a chunk ahead).
    public private(set) var bytesRead = 0
    /// Bytes of the file the records returned so far span (for progress).
    public var bytesConsumed: Int { bytesRead - (buffer.count - start) }

    /// Reads the file at `path` with `separator`; a UTF-8 byte-order mark is skipped.
    public init(path: String, separator: UInt8, chunkSize: Int = 1 << 20) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        self.handle = handle
        self.separator = separator
        self.chunkSize = chunkSize
        buffer = []
        atEnd = false
        fill()
        skipByteOrderMark()
    }

    /// Reads records out of bytes already in memory (tests, detection).
    public init(bytes: [UInt8], separator: UInt8) {
        handle = nil
        self.separator = separator
        chunkSize = 0
        buffer = bytes
        bytesRead = bytes.count
        atEnd = true
        skipByteOrderMark()
    }

    // Unheard: the file was only read; closing it cannot lose anything.
    deinit { try? handle?.close() }

    /// The bytes in the buffer (right after opening: the file's first chunk).
    var bufferedBytes: [UInt8] { Array(buffer[start...]) }

    private func skipByteOrderMark() {
        if buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF { start = 3 }
    }

    /// Appends the next chunk; false at the end of the file.
    private func fill() {
        guard let handle, !atEnd else { return }
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let data = handle.readData(ofLength: chunkSize)
        if data.isEmpty {
            atEnd = true
        } else {
            bytesRead += data.count
            buffer.append(contentsOf: data)
        }
    }

    /// The next record, or nil at the end. Blank lines are skipped.
    public func next() -> Record? {
        while failure == nil {
            if let record = parseRecord() {
                if record.fields.count == 1 && record.fields[0].isEmpty { continue }
                return record
            }
            if atEnd || failure != nil { return nil }
            if buffer.count - start > Self.maximumRecordBytes {
                failure = Failure(line: line, reason: "a record longer than \(Self.maximumRecordBytes >> 20) MB: not a bank statement row")
                return nil
            }
            fill()
        }
        return nil
    }

    /// Parses one record from `start`; nil when the buffer ends before the record does (and more may come)
    /// or when nothing is left.
    private func parseRecord() -> Record? {
        let quote = UInt8(ascii: "\"")
        let newline = UInt8(ascii: "\n")
        let carriage = UInt8(ascii: "\r")
        let count = buffer.count
        if start >= count { return nil }
        var fields: [[UInt8]] = []
        var field: [UInt8] = []
        var index = start
        var lines = 0
        var inQuotes = false
        var quotedField = false
        while index < count {
            let byte = buffer[index]
            if inQuotes {
                if byte == quote {
                    if index + 1 < count {
                        if buffer[index + 1] == quote {
                            field.append(quote)
                            index += 2
                            continue
                        }
                        inQuotes = false
                        index += 1
                        continue
                    }
                    if !atEnd { return nil }
                    inQuotes = false
                    index += 1
                    continue
                }
                if byte == newline { lines += 1 }
                field.append(byte)
                index += 1
                continue
            }
            if byte == quote && field.isEmpty && !quotedField {
                inQuotes = true
                quotedField = true
                index += 1
            } else if byte == separator {
                fields.append(field)
                field = []
                quotedField = false
                index += 1
            } else if byte == newline || byte == carriage {
                if byte == carriage {
                    if index + 1 >= count && !atEnd { return nil }
                    if index + 1 < count && buffer[index + 1] == newline { index += 1 }
                }
                fields.append(field)
                let record = Record(fields: fields, line: line)
                line += lines + 1
                start = index + 1
                return record
            } else {
                field.append(byte)
                index += 1
            }
        }
        guard atEnd else { return nil }
        if inQuotes {
            failure = Failure(line: line, reason: "a quote opened in this record is never closed (the rest of the file would be one field)")
            start = count
            return nil
        }
        fields.append(field)
        let record = Record(fields: fields, line: line)
        line += lines
        start = count
        return record
    }
}
