import Foundation
import Model
import Shared

/// Reads the entries of an ISO 20022 account report (camt.052), statement (camt.053) or
/// debit/credit notification (camt.054), any version: per `Ntry`, the amount and its direction
/// (`CdtDbtInd` CRDT/DBIT), the booking date (else the value date; a time or an offset after it
/// is ignored), the bank's entry reference (`AcctSvcrRef`, else `NtryRef`) and the counterparty
/// (the creditor of a debit, the debtor of a credit; else the remittance text). An amount may
/// have more decimals than cents when they are zeros (`8.850`). A DOCTYPE is refused, and so is
/// nesting deeper than `maximumDepth`; a document cut short is an error naming its last line.
/// The XML is read on its bytes, chunk by chunk (`XMLScanner`).
/// Example: `<Ntry><Amt Ccy="CHF">82.40</Amt><CdtDbtInd>DBIT</CdtDbtInd>…<Cdtr><Nm>Migros</Nm>` →
/// -82.40 paid to "Migros".
final class CamtReader: XMLHandler {
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
    /// Where each entry goes as it is read; its first error stops the scan (and is the import's).
    private var emit: StatementEmit = { _ in }

    /// Reads the file at `path` in chunks, passing each entry to `emit` as it closes; throws when
    /// it is not XML or holds no camt.052/053/054 document.
    static func read(path: String, emit: StatementEmit) throws -> StatementRead {
        try StatementFile.reading(path) { handle in
            var first = true
            return try read(path: path, emit: emit) {
                let chunk: Data
                do { chunk = try handle.read(upToCount: 1 << 20) ?? Data() } catch {
                    throw ImportError.unreadableFile(path, reason: "read error: \(SystemFileError.reason(of: error))")
                }
                if first, let reason = wideEncoding(chunk.prefix(4)) { throw ImportError.unreadableFile(path, reason: reason) }
                first = false
                return [UInt8](chunk)
            }
        }
    }

    /// The same for a document held in memory.
    static func read(_ bytes: [UInt8], path: String, emit: StatementEmit) throws -> StatementRead {
        if let reason = wideEncoding(bytes.prefix(4)) { throw ImportError.unreadableFile(path, reason: reason) }
        var given = false
        return try read(path: path, emit: emit) {
            defer { given = true }
            return given ? [] : bytes
        }
    }

    /// Why a document starting with `head` is not read: UTF-16 or UTF-32 (a byte-order mark or a
    /// NUL byte); nil for UTF-8 and the single-byte encodings.
    static func wideEncoding(_ head: some Collection<UInt8>) -> String? {
        let bytes = Array(head)
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.contains(0) {
            return "a UTF-16 or UTF-32 document is not read: save it as UTF-8 and import it again"
        }
        return nil
    }

    /// The same for a document whose bytes `next` gives chunk by chunk (an empty chunk ends it).
    static func read(path: String, emit: StatementEmit, next: @escaping () throws -> [UInt8]) throws -> StatementRead {
        var scanner = XMLScanner(maximumDepth: maximumDepth, next: next)
        let reader = CamtReader()
        try withoutActuallyEscaping(emit) { emit in
            reader.emit = emit
            defer { reader.emit = { _ in } }
            do {
                try scanner.scan(reader)
            } catch let error as XMLScanError {
                throw ImportError.unreadableFile(path, reason: error.message)
            }
        }
        guard let kind = reader.kind else {
            throw ImportError.unreadableFile(
                path,
                reason: "no camt.052 report (BkToCstmrAcctRpt), camt.053 statement (BkToCstmrStmt) "
                    + "or camt.054 notification (BkToCstmrDbtCdtNtfctn)")
        }
        return StatementRead(format: kind, account: reader.account, entries: reader.entries, closing: reader.closing)
    }

    func start(_ local: String, attributes: [(name: String, value: String)], line: Int) {
        path.append(local)
        text = ""
        if local == "BkToCstmrAcctRpt" { kind = "camt.052" }
        if local == "BkToCstmrStmt" { kind = "camt.053" }
        if local == "BkToCstmrDbtCdtNtfctn" { kind = "camt.054" }
        if local == "Ntry" {
            entry = [:]
            entryLine = line
        }
        // The currencies of the booked amount and of the amount as instructed (a payment abroad).
        if local == "Amt", entry != nil, let code = attributes.first(where: { $0.name == "Ccy" })?.value {
            if Self.ends(path, with: ["Ntry", "Amt"]) && entry?["currency"] == nil { entry?["currency"] = code }
            if Self.ends(path, with: ["InstdAmt", "Amt"]) && entry?["instructedCurrency"] == nil { entry?["instructedCurrency"] = code }
        }
    }

    func text(_ string: String) { text += string }

    func end(_ name: String) throws {
        if entry != nil {
            if path.last == "Ntry" {
                try finishEntry()
            } else if let fields = Self.fieldsByLast[name] {
                record(text.trimmingSpaces(), fields)
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
        (["TxDtls", "Refs", "AcctSvcrRef"], "txReference"), (["Ntry", "Sts"], "status"), (["Ntry", "Sts", "Cd"], "status"),
    ]

    /// The fields by the element that ends them (`Nm`: the creditor's and debtor's names), so an
    /// element that ends none is passed over at one lookup.
    private static let fieldsByLast = Dictionary(grouping: fields) { $0.suffix.last ?? "" }

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
    private func record(_ value: String, _ fields: [(suffix: [String], key: String)]) {
        guard !value.isEmpty else { return }
        for field in fields where entry?[field.key] == nil && Self.ends(path, with: field.suffix) {
            entry?[field.key] = value
        }
    }

    private func finishEntry() throws {
        guard let fields = entry else { return }
        entry = nil
        let line = entryLine
        // Only what the bank has booked is money that moved: a pending entry (camt.052's PDNG) comes again once booked.
        if let status = fields["status"], status.uppercased() != "BOOK" {
            try pass(.leftOut(line: line, reason: Self.notBooked(status)))
            return
        }
        let amountText = fields["amount"] ?? ""
        let cents: Int64
        switch StatementAmount.read(amountText) {
        case .cents(let value) where value >= 0: cents = value
        case .tooPrecise:
            try pass(.bad(ImportProblem(line: line, column: "Amt", value: amountText, problem: "has more decimals than cents hold")))
            return
        default:
            try pass(.bad(ImportProblem(line: line, column: "Amt", value: amountText, problem: "is not an amount")))
            return
        }
        let direction = fields["direction"] ?? ""
        guard direction == "CRDT" || direction == "DBIT" else {
            try pass(.bad(ImportProblem(line: line, column: "CdtDbtInd", value: direction, problem: "is neither CRDT nor DBIT")))
            return
        }
        let dateText = fields["booked"] ?? fields["bookedTime"] ?? fields["value"] ?? fields["valueTime"] ?? ""
        guard let date = StatementDate.iso(dateText) else {
            try pass(.bad(ImportProblem(line: line, column: "BookgDt", value: dateText, problem: "is not a date YYYY-MM-DD")))
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
        try pass(.row(row))
    }

    /// Why an entry of status `status` (`Sts`, not BOOK) is left out.
    /// Example: `PDNG` → "pending at the bank (Sts PDNG): imported once a statement lists it booked".
    static func notBooked(_ status: String) -> String {
        let shown = Echo.cut(status)
        switch status.uppercased() {
        case "INFO": return "for information only (Sts INFO): the bank books no money for it"
        case "PDNG": return "pending at the bank (Sts PDNG): imported once a statement lists it booked"
        case "FUTR": return "booked in the future (Sts FUTR): imported once a statement lists it booked"
        default: return "not booked (Sts \(shown)): imported once a statement lists it booked"
        }
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

    /// Passes an entry on; its error stops the scan (and is the import's).
    private func pass(_ input: ImportInput) throws {
        entries += 1
        try emit(input)
    }
}
