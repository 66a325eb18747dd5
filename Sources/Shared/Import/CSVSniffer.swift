/// Guesses how a delimited file is written from its first bytes: the separator (`,` `;` or tab)
/// is the one found, outside quotes, the same number of times (at least once) on the most lines.
/// Example: `Date;Text;Amount\n03.11.2026;"A, B";-1,50\n` → `;` (two on each line; the commas
/// are inside quotes or decimals).
public enum CSVSniffer {
    public static let separators: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")]

    /// The separator a name gives: one ASCII mark (`;`, `,`, `|`), or `tab`, `semicolon`, `comma`, `pipe`; nil otherwise.
    public static func named(_ text: String) -> UInt8? {
        switch text.lowercased() {
        case "tab", "\\t", "\t": return UInt8(ascii: "\t")
        case "semicolon": return UInt8(ascii: ";")
        case "comma": return UInt8(ascii: ",")
        case "pipe": return UInt8(ascii: "|")
        case "space": return UInt8(ascii: " ")
        default:
            guard text.utf8.count == 1, let byte = text.utf8.first, byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "\""),
                !(0x30...0x39).contains(byte), !(0x41...0x5A).contains(byte), !(0x61...0x7A).contains(byte)
            else { return nil }
            return byte
        }
    }

    public static func separator(in head: [UInt8]) -> UInt8 {
        var best = (separator: separators[0], score: -1)
        for separator in separators {
            let records = Array(sequence(state: CSVReader(bytes: head, separator: separator)) { $0.next() }.prefix(50))
            // The last record may be cut short by the sample's end.
            let complete = records.count > 1 ? Array(records.dropLast()) : records
            let counts = complete.map { $0.fields.count - 1 }
            guard let first = counts.first, first > 0 else { continue }
            let consistent = counts.filter { $0 == first }.count
            let score = consistent * 100 + first
            if score > best.score { best = (separator, score) }
        }
        return best.separator
    }

    /// Up to `limit` bytes from the start of the file at `path`.
    public static func head(path: String, limit: Int = 64 * 1024) throws -> [UInt8] {
        let reader = try CSVReader(path: path, separator: 0, chunkSize: limit)
        return reader.headBytes
    }
}

extension CSVReader {
    /// The bytes buffered so far (the first chunk right after opening).
    var headBytes: [UInt8] { bufferedBytes }
}
