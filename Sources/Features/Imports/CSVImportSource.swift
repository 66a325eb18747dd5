import Foundation
import Model
import Shared

/// A CSV file opened for import: its separator and column mapping worked out from its first
/// records (or a profile), then its rows read one at a time.
final class CSVImportSource {
    let path: String
    let separator: UInt8
    let mapping: CSVMapping
    private let reader: CSVReader
    /// How many records the mapping was worked out from.
    static let sampleSize = 500

    init(path: String, profile: ImportProfile?, dateFormat: DateFormat?, decimal: DecimalConvention?) throws {
        self.path = path
        let head: [UInt8]
        do { head = try CSVSniffer.head(path: path) } catch {
            throw ImportError.unreadableFile(path, reason: "no such file, or it cannot be read")
        }
        separator = CSVSniffer.separator(in: head)
        let sampler = try CSVReader(path: path, separator: separator)
        var sample: [[String]] = []
        while sample.count < Self.sampleSize, let record = sampler.next() { sample.append(record.texts) }
        mapping = try CSVMappingGuess.mapping(sample, profile: profile, dateFormat: dateFormat, decimal: decimal)
        reader = try CSVReader(path: path, separator: separator)
        if mapping.hasHeader { _ = reader.next() }
    }

    /// The next row, or nil at the end of the file.
    func next() -> ImportInput? {
        guard let record = reader.next() else { return nil }
        return mapping.input(record.texts, line: record.line)
    }

    var bytesRead: Int { reader.bytesConsumed }

    /// `;`, `,` or `tab`, as printed.
    var separatorName: String { separator == UInt8(ascii: "\t") ? "tab" : String(UnicodeScalar(separator)) }

    /// The `import profile add` line that saves this mapping.
    func profileCommand(name: String = "NAME") -> String {
        var words = ["import profile add", name, "--date", quoted(mapping.reference(mapping.date))]
        if let amount = mapping.amount {
            words += ["--amount", quoted(mapping.reference(amount))]
        } else if let debit = mapping.debit, let credit = mapping.credit {
            words += ["--debit", quoted(mapping.reference(debit)), "--credit", quoted(mapping.reference(credit))]
        }
        words += ["--payee", quoted(mapping.reference(mapping.payee))]
        if let reference = mapping.reference { words += ["--reference", quoted(mapping.reference(reference))] }
        words += ["--date-format", mapping.dateFormat.rawValue, "--decimal", mapping.decimal.rawValue]
        return words.joined(separator: " ")
    }

    private func quoted(_ text: String) -> String {
        text.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" })
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" : text
    }

    /// The mapping in one sentence: `date 'Datum' (DD.MM.YYYY), payee 'Text', amount 'Betrag' (decimal comma)`.
    var mappingSummary: String {
        var parts = ["date '\(mapping.name(mapping.date))' (\(mapping.dateFormat.rawValue))", "payee '\(mapping.name(mapping.payee))'"]
        if let amount = mapping.amount {
            parts.append("amount '\(mapping.name(amount))'")
        } else if let debit = mapping.debit, let credit = mapping.credit {
            parts.append("debit '\(mapping.name(debit))', credit '\(mapping.name(credit))'")
        }
        if let reference = mapping.reference { parts.append("reference '\(mapping.name(reference))'") }
        return parts.joined(separator: ", ") + " (decimal \(mapping.decimal.rawValue)"
            + ", separator \(separatorName)\(mapping.hasHeader ? ", header row" : ", no header"))"
    }
}
