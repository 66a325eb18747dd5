import Foundation
import Model
import Shared

/// A CSV file opened for import: its separator, encoding, preamble and column mapping worked
/// out from its first records (or given by a profile or options), then its rows read one at a time.
final class CSVImportSource {
    /// What the command line gives beyond a profile (each nil: the profile's, else detected).
    struct Options {
        var dateFormat: DateFormat?
        var decimal: DecimalConvention?
        var separator: UInt8?
        var encoding: TextEncoding?
        var skip: Int?
    }

    let path: String
    let separator: UInt8
    let mapping: CSVMapping
    let encoding: TextEncoding?
    /// Lines before the header (or the first row when there is none): the bank's preamble.
    let skipped: Int
    private let reader: CSVReader
    /// The first record after the preamble and header, read while skipping them.
    private var first: CSVReader.Record?
    /// How many records the mapping was worked out from.
    static let sampleSize = 500

    init(path: String, profile: ImportProfile?, options: Options) throws {
        self.path = path
        if let problem = StatementFile.problem(path) { throw ImportError.unreadableFile(path, reason: problem) }
        let head: [UInt8]
        do { head = try CSVSniffer.head(path: path) } catch {
            throw ImportError.unreadableFile(path, reason: "no such file, or it cannot be read")
        }
        separator = options.separator ?? profile?.separator.flatMap(CSVSniffer.named) ?? CSVSniffer.separator(in: head)
        let encoding = options.encoding ?? profile?.encoding.flatMap(TextEncoding.named)
        self.encoding = encoding
        let sampler = try CSVReader(path: path, separator: separator)
        var sample: [CSVReader.Record] = []
        while sample.count < Self.sampleSize, let record = sampler.next() { sample.append(record) }
        if let failure = sampler.failure, sample.count < Self.sampleSize { throw Self.error(path, failure) }
        let texts = sample.map { Self.texts($0, encoding) }
        let skip: Int
        if let given = options.skip ?? profile?.skip {
            skip = max(0, given)
        } else {
            let start = CSVMappingGuess.dataStart(texts)
            skip = start < sample.count ? sample[start].line - 1 : 0
        }
        skipped = skip
        let kept = zip(sample, texts).filter { $0.0.line > skip }.map(\.1)
        mapping = try CSVMappingGuess.mapping(kept, profile: profile, dateFormat: options.dateFormat, decimal: options.decimal)
        reader = try CSVReader(path: path, separator: separator)
        var header = mapping.hasHeader
        while let record = reader.next() {
            if record.line <= skip { continue }
            if header {
                header = false
                continue
            }
            first = record
            break
        }
    }

    private static func texts(_ record: CSVReader.Record, _ encoding: TextEncoding?) -> [String] {
        guard let encoding else { return record.texts }
        return record.fields.map(encoding.decode)
    }

    private static func error(_ path: String, _ failure: CSVReader.Failure) -> ImportError {
        .unreadableFile(path, reason: "line \(failure.line): \(failure.reason); nothing was imported")
    }

    /// The next row, or nil at the end of the file; throws when the file cannot be read further
    /// (a quote never closed, a record too long), which leaves the database unchanged.
    func next() throws -> ImportInput? {
        let record: CSVReader.Record
        if let held = first {
            first = nil
            record = held
        } else {
            guard let read = reader.next() else {
                if let failure = reader.failure { throw Self.error(path, failure) }
                return nil
            }
            record = read
        }
        let fields = Self.texts(record, encoding)
        let input = mapping.input(fields, line: record.line)
        if mapping.balance != nil, case .row(let row) = input, let cents = mapping.balanceCents(fields) {
            closingBalance.add(date: row.date, cents: cents)
        }
        return input
    }

    /// The balances of the balance column, for the one the file ends with (`closing`).
    private var closingBalance = ClosingBalance()

    /// The balance after the file's last booking, from its balance column; nil without one.
    var closing: StatementBalance? {
        closingBalance.closing.map { StatementBalance(date: $0.date, amount: Money(cents: $0.cents)) }
    }

    var bytesRead: Int { reader.bytesConsumed }

    /// `;`, `,` or `tab`, as printed.
    var separatorName: String { separator == UInt8(ascii: "\t") ? "tab" : String(UnicodeScalar(separator)) }

    /// The `import profile add` line that saves this mapping: it reads the file the same way.
    func profileCommand(name: String = "NAME") -> String {
        var words = ["import profile add", name, "--date", quoted(mapping.reference(mapping.date))]
        if let amount = mapping.amount {
            words += ["--amount", quoted(mapping.reference(amount))]
        } else if let debit = mapping.debit, let credit = mapping.credit {
            words += ["--debit", quoted(mapping.reference(debit)), "--credit", quoted(mapping.reference(credit))]
        }
        words += ["--payee", quoted(mapping.reference(mapping.payee))]
        if let reference = mapping.reference { words += ["--reference", quoted(mapping.reference(reference))] }
        if let direction = mapping.direction { words += ["--direction", quoted(mapping.reference(direction))] }
        words += ["--date-format", quoted(mapping.dateFormat.rawValue), "--decimal", mapping.decimal.rawValue]
        words += ["--separator", quoted(separatorName)]
        if skipped > 0 { words += ["--skip", String(skipped)] }
        if let encoding { words += ["--encoding", encoding.rawValue] }
        return words.joined(separator: " ")
    }

    private func quoted(_ text: String) -> String {
        text.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" || $0 == ";" || $0 == "#" || $0 == "|" })
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
        if let direction = mapping.direction { parts.append("direction '\(mapping.name(direction))'") }
        if let category = mapping.category { parts.append("category '\(mapping.name(category))'") }
        if !mapping.memos.isEmpty { parts.append("text " + mapping.memos.map { "'\(mapping.name($0))'" }.joined(separator: ", ")) }
        if let balance = mapping.balance { parts.append("balance '\(mapping.name(balance))'") }
        if let currency = mapping.currency { parts.append("currency '\(mapping.name(currency))'") }
        return parts.joined(separator: ", ") + " (decimal \(mapping.decimal.rawValue)"
            + ", separator \(separatorName)\(mapping.hasHeader ? ", header row" : ", no header")"
            + (skipped > 0 ? ", \(skipped) line\(skipped == 1 ? "" : "s") before it" : "") + ")"
    }
}
