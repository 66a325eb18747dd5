/// Cuts the bytes of a script into command lines: `\n`, `\r\n` and a lone `\r` each end a line,
/// a UTF-8 byte-order mark at the very start is skipped, and a line that is not valid UTF-8 is
/// reported rather than silently repaired.
public enum ScriptLines {
    /// One line of a script, without its line end.
    public enum Line: Sendable, Equatable {
        case text(String)
        /// The line's bytes are not UTF-8; `byte` is the 1-based position of the first bad byte.
        case invalidUTF8(byte: Int)
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The lines of `bytes`; a line end after the last line does not add an empty line.
    public static func split(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index += 1
                continue
            }
            lines.append(decode(bytes[start..<index]))
            let crlf = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
            index += crlf ? 2 : 1
            start = index
        }
        if start < bytes.count { lines.append(decode(bytes[start...])) }
        return lines
    }

    /// The lines of a text already decoded (a `-c` argument): the same line ends apply.
    public static func split(_ text: String) -> [Line] { split(Array(text.utf8)) }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> Line {
        if let text = String(validating: bytes, as: UTF8.self) { return .text(text) }
        return .invalidUTF8(byte: firstInvalidByte(bytes) + 1)
    }

    /// The offset in `bytes` where UTF-8 decoding first fails.
    private static func firstInvalidByte(_ bytes: ArraySlice<UInt8>) -> Int {
        var offset = 0
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return offset
            }
        }
    }
}
