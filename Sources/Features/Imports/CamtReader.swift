import Foundation
import Model
import Shared

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the entries of an ISO 20022 account report (camt.052), statement (camt.053) or
/// debit/credit notification (camt.054), any version: per `Ntry`, the amount and its direction
/// (`CdtDbtInd` CRDT/DBIT), the booking date (else the value date; a time or an offset after it
/// is ignored), the bank's entry reference (`AcctSvcrRef`, else `NtryRef`) and the counterparty
/// (the creditor of a debit, the debtor of a credit; else the remittance text). An amount may
/// have more decimals than cents when they are zeros (`8.850`). A DOCTYPE is refused, and so is
/// nesting deeper than `maximumDepth`; a document cut short is an error naming its last line.
/// Example: `<Ntry><Amt Ccy="CHF">82.40</Amt><CdtDbtInd>DBIT</CdtDbtInd>…<Cdtr><Nm>Migros</Nm>` →
/// -82.40 paid to "Migros".
final class CamtReader: NSObject, XMLParserDelegate {
    /// The account's IBAN (or other id) when the file names it, and the document's kind.
    private(set) var account: String?
    private(set) var kind: String?
    /// How many entries were passed on, as rows or problems.
    private(set) var entries = 0
    /// The booked closing balance (`Bal` of type CLBD), when the document states one.
    private(set) var closing: StatementBalance?
    private var balance: [String: String] = [:]
    /// camt documents nest about 12 deep; anything far deeper is not one (and costs time).
    static let maximumDepth = 64
    private var path: [String] = []
    private var text = ""
    private var entry: [String: String]?
    private var entryLine = 0
    private var tooDeep = false
    private var sawRoot = false
    /// Where each entry goes as it is read, and the first error it threw (the parse stops there).
    private var emit: StatementEmit = { _ in }
    private var emitError: Error?
    private weak var currentParser: XMLParser?

    /// Reads the file at `path` as a stream, passing each entry to `emit` as it closes; throws
    /// when it is not XML or holds no camt.052/053/054 document. The file is opened once and read
    /// twice through that one opening, in chunks: first for declarations (a DOCTYPE or an entity
    /// is refused before the parser sees one), then by the parser (through `/proc/self/fd`, so a
    /// file put in its place meanwhile is not the one parsed).
    static func read(path: String, emit: StatementEmit) throws -> StatementRead {
        try StatementFile.reading(path) { handle in
            if let line = try declarationLine(in: handle, path: path) {
                throw ImportError.unreadableFile(
                    path, reason: "line \(line): a DOCTYPE or entity declaration is refused (no entity is ever expanded)")
            }
            guard let stream = InputStream(fileAtPath: "/proc/self/fd/\(handle.fileDescriptor)") else {
                throw ImportError.unreadableFile(path, reason: "it cannot be opened")
            }
            return try read(stream, path: path, emit: emit)
        }
    }

    /// The same for a document held in memory.
    static func read(_ bytes: [UInt8], path: String, emit: StatementEmit) throws -> StatementRead {
        if let reason = wideEncoding(bytes.prefix(4)) { throw ImportError.unreadableFile(path, reason: reason) }
        if let line = declarationLine(bytes) {
            throw ImportError.unreadableFile(
                path, reason: "line \(line): a DOCTYPE or entity declaration is refused (no entity is ever expanded)")
        }
        return try read(InputStream(data: Data(bytes)), path: path, emit: emit)
    }

    /// Why a document starting with `head` is not read: UTF-16 or UTF-32 (a byte-order mark or a
    /// NUL byte), which the declaration check reads byte by byte and could miss; nil for UTF-8 and
    /// the single-byte encodings.
    static func wideEncoding(_ head: ArraySlice<UInt8>) -> String? {
        let bytes = Array(head)
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.contains(0) {
            return "a UTF-16 or UTF-32 document is not read: save it as UTF-8 and import it again"
        }
        return nil
    }

    private static func read(_ stream: InputStream, path: String, emit: StatementEmit) throws -> StatementRead {
        // Fed as a stream: libxml2 reads it in chunks (one chunk of the whole file fails past about 10 MB).
        let parser = XMLParser(stream: stream)
        parser.shouldResolveExternalEntities = false
        let reader = CamtReader()
        parser.delegate = reader
        reader.currentParser = parser
        let parsed = withoutActuallyEscaping(emit) { emit in
            reader.emit = emit
            defer { reader.emit = { _ in } }
            return parser.parse()
        }
        if let error = reader.emitError { throw error }
        if reader.tooDeep {
            throw ImportError.unreadableFile(
                path, reason: "line \(parser.lineNumber): elements nest deeper than \(maximumDepth): not a camt document")
        }
        guard parsed else {
            let reason = parser.parserError.map { describe($0) } ?? "not well-formed XML"
            throw ImportError.unreadableFile(path, reason: "line \(parser.lineNumber): \(reason)")
        }
        guard reader.sawRoot, reader.path.isEmpty else {
            throw ImportError.unreadableFile(
                path, reason: "line \(parser.lineNumber): the document ends before its elements are closed: the file is cut short")
        }
        guard let kind = reader.kind else {
            throw ImportError.unreadableFile(
                path,
                reason: "no camt.052 report (BkToCstmrAcctRpt), camt.053 statement (BkToCstmrStmt) "
                    + "or camt.054 notification (BkToCstmrDbtCdtNtfctn)")
        }
        return StatementRead(format: kind, account: reader.account, entries: reader.entries, closing: reader.closing)
    }

    /// The line of a `<!DOCTYPE` or `<!ENTITY` in the open file, read in chunks from its start;
    /// nil when it has none. Throws for a UTF-16 or UTF-32 document.
    static func declarationLine(in handle: FileHandle, path: String) throws -> Int? {
        // Each chunk is searched after the last bytes of the one before, so a marker cut in two is found.
        var carried: [UInt8] = []
        var linesBefore = 0
        var first = true
        while true {
            let chunk: Data
            do { chunk = try handle.read(upToCount: 1 << 20) ?? Data() } catch {
                throw ImportError.unreadableFile(path, reason: "read error: \(SystemFileError.reason(of: error))")
            }
            if chunk.isEmpty { return nil }
            let window = carried + [UInt8](chunk)
            if first, let reason = wideEncoding(window.prefix(4)) { throw ImportError.unreadableFile(path, reason: reason) }
            first = false
            if let line = declarationLine(window) { return linesBefore + line }
            let kept = max(window.count - 8, 0)
            linesBefore += window[..<kept].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            carried = Array(window[kept...])
        }
    }

    /// The line of a `<!DOCTYPE` or `<!ENTITY` in the file, nil when it has none.
    static func declarationLine(_ bytes: [UInt8]) -> Int? {
        let markers = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            if byte == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") {
                for marker in markers where bytes.count - index >= marker.count {
                    if zip(bytes[index..<(index + marker.count)], marker).allSatisfy({ $0 == $1 || $0 == $1 + 32 }) { return line }
                }
            }
            index += 1
        }
        return nil
    }

    /// The parser's error in words (Foundation on Linux describes it only by its number, libxml2's).
    static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        let words: String =
            switch code {
            case 5, 77: "the document ends before its elements are closed: the file is cut short"
            case 4: "no element: the file is empty or not XML"
            case 76: "an end tag does not match the element it closes"
            case 73: "a tag is not closed with '>'"
            case 3: "not XML: no element at the start"
            case 9: "a character that XML does not allow"
            case 39, 40, 41, 42, 43: "an attribute is not written name=\"value\""
            case 23, 24, 26, 27: "an entity reference that is not one of &amp; &lt; &gt; &quot; &apos;"
            case 31, 32: "an encoding the parser does not know"
            default: "parser error \(code)"
            }
        return "not well-formed XML: " + words
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let local = name.split(separator: ":").last.map(String.init) ?? name
        guard path.count < Self.maximumDepth else {
            tooDeep = true
            parser.abortParsing()
            return
        }
        sawRoot = true
        path.append(local)
        text = ""
        if local == "BkToCstmrAcctRpt" { kind = "camt.052" }
        if local == "BkToCstmrStmt" { kind = "camt.053" }
        if local == "BkToCstmrDbtCdtNtfctn" { kind = "camt.054" }
        if local == "Ntry" {
            entry = [:]
            entryLine = parser.lineNumber
        }
        // The currencies of the booked amount and of the amount as instructed (a payment abroad).
        if local == "Amt", entry != nil, let code = attributes["Ccy"] {
            if Self.ends(path, with: ["Ntry", "Amt"]) && entry?["currency"] == nil { entry?["currency"] = code }
            if Self.ends(path, with: ["InstdAmt", "Amt"]) && entry?["instructedCurrency"] == nil { entry?["instructedCurrency"] = code }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard !path.isEmpty else { return }
        if entry != nil {
            if path.last == "Ntry" {
                finishEntry()
            } else {
                record(text.trimmingSpaces())
            }
        } else if account == nil && (Self.ends(path, with: ["Acct", "Id", "IBAN"]) || Self.ends(path, with: ["Acct", "Id", "Othr", "Id"])) {
            account = text.trimmingSpaces()
        } else if path.contains("Bal") {
            recordBalance(text.trimmingSpaces())
        }
        path.removeLast()
        text = ""
    }

    /// The fields of an entry that matter, by the elements their path ends with.
    private static let fields: [(suffix: [String], key: String)] = [
        (["Ntry", "Amt"], "amount"), (["Ntry", "CdtDbtInd"], "direction"), (["Ntry", "BookgDt", "Dt"], "booked"),
        (["Ntry", "BookgDt", "DtTm"], "bookedTime"), (["Ntry", "ValDt", "Dt"], "value"), (["Ntry", "ValDt", "DtTm"], "valueTime"),
        (["Ntry", "AcctSvcrRef"], "reference"), (["Ntry", "NtryRef"], "entryRef"), (["Cdtr", "Nm"], "creditor"),
        (["Cdtr", "Pty", "Nm"], "creditor"), (["UltmtCdtr", "Nm"], "creditor"), (["UltmtCdtr", "Pty", "Nm"], "creditor"),
        (["Dbtr", "Nm"], "debtor"), (["Dbtr", "Pty", "Nm"], "debtor"), (["UltmtDbtr", "Nm"], "debtor"),
        (["UltmtDbtr", "Pty", "Nm"], "debtor"),
        (["InstdAmt", "Amt"], "instructed"), (["RmtInf", "Ustrd"], "remittance"), (["Ntry", "AddtlNtryInf"], "info"),
        (["TxDtls", "Refs", "AcctSvcrRef"], "txReference"),
    ]

    /// True when the element path ends with `suffix` (`Cdtr/Nm` matches `…/RltdPties/Cdtr/Nm`).
    private static func ends(_ path: [String], with suffix: [String]) -> Bool {
        path.count >= suffix.count && zip(path[(path.count - suffix.count)...], suffix).allSatisfy { $0 == $1 }
    }

    /// Keeps a `Bal` element's type, amount, direction and date; at its end, a booked closing
    /// balance (`CLBD`) becomes the statement's closing one (the last, when there are several).
    private func recordBalance(_ value: String) {
        if path.last == "Bal" {
            if balance["type"] == "CLBD" {
                closing = StatementBalance.read(
                    amount: balance["amount"] ?? "", negative: balance["direction"] == "DBIT",
                    date: (balance["date"]).flatMap(StatementDate.iso))
            }
            balance = [:]
        } else if Self.ends(path, with: ["Bal", "Tp", "CdOrPrtry", "Cd"]) {
            balance["type"] = value
        } else if Self.ends(path, with: ["Bal", "Amt"]) {
            balance["amount"] = value
        } else if Self.ends(path, with: ["Bal", "CdtDbtInd"]) {
            balance["direction"] = value
        } else if Self.ends(path, with: ["Bal", "Dt", "Dt"]) || Self.ends(path, with: ["Bal", "Dt", "DtTm"]) {
            balance["date"] = value
        }
    }

    /// Keeps the fields of the current entry that matter, the first of each kind.
    private func record(_ value: String) {
        guard !value.isEmpty, let last = path.last else { return }
        for field in Self.fields where field.suffix.last == last && entry?[field.key] == nil && Self.ends(path, with: field.suffix) {
            entry?[field.key] = value
        }
    }

    private func finishEntry() {
        guard let fields = entry else { return }
        entry = nil
        let line = entryLine
        let amountText = fields["amount"] ?? ""
        let cents: Int64
        switch StatementAmount.read(amountText) {
        case .cents(let value) where value >= 0: cents = value
        case .tooPrecise:
            pass(.bad(ImportProblem(line: line, column: "Amt", value: amountText, problem: "has more decimals than cents hold")))
            return
        default:
            pass(.bad(ImportProblem(line: line, column: "Amt", value: amountText, problem: "is not an amount")))
            return
        }
        let direction = fields["direction"] ?? ""
        guard direction == "CRDT" || direction == "DBIT" else {
            pass(.bad(ImportProblem(line: line, column: "CdtDbtInd", value: direction, problem: "is neither CRDT nor DBIT")))
            return
        }
        let dateText = fields["booked"] ?? fields["bookedTime"] ?? fields["value"] ?? fields["valueTime"] ?? ""
        guard let date = StatementDate.iso(dateText) else {
            pass(.bad(ImportProblem(line: line, column: "BookgDt", value: dateText, problem: "is not a date YYYY-MM-DD")))
            return
        }
        let counterparty = direction == "DBIT" ? fields["creditor"] : fields["debtor"]
        let payee = counterparty ?? fields["remittance"] ?? fields["info"] ?? ""
        let reference = fields["reference"] ?? fields["entryRef"] ?? fields["txReference"]
        var row = ImportRow(
            line: line, date: date, amount: Money(cents: direction == "DBIT" ? -cents : cents), payee: payee,
            reference: reference, text: ImportRow.text([payee, fields["remittance"], fields["info"]]), account: account,
            original: Self.instructed(fields, debit: direction == "DBIT"))
        row.booked = fields["currency"].flatMap(Currency.parse)
        pass(.row(row))
    }

    /// The amount as instructed when it is in another currency than the one booked (a card payment
    /// abroad: booked 39.65 CHF, instructed 45.00 USD), signed like the booking; nil otherwise.
    static func instructed(_ fields: [String: String], debit: Bool) -> ForeignAmount? {
        guard let code = fields["instructedCurrency"], code != fields["currency"], let currency = Currency.parse(code),
            let text = fields["instructed"]
        else { return nil }
        guard
            case .cents(let minor) = MoneyRules.$current.withValue(
                ForeignAmount.rules(of: currency), operation: { StatementAmount.read(text) }),
            minor > 0
        else { return nil }
        return ForeignAmount(amount: Money(cents: debit ? -minor : minor), currency: currency)
    }

    /// Passes an entry on; the first error stops the parse (and is the import's).
    private func pass(_ input: ImportInput) {
        guard emitError == nil else { return }
        entries += 1
        do { try emit(input) } catch {
            emitError = error
            currentParser?.abortParsing()
        }
    }
}
