/// Guesses how a delimited file is written from its first bytes: the separator (`,` `;` or tab)
/// is the one found, outside quotes, the same number of times (at least once) on the most lines.
/// Example: `Date;Text;Amount\n03.11.2026;"A, B";-1,50\n` → `;` (two on each line; the commas
/// are inside quotes or decimals).
public enum CSVSniffer {
    public static let separators: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")]

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
