import Foundation
import Model
import Shared

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the entries of an ISO 20022 bank statement (camt.053) or debit/credit notification
/// (camt.054): per `Ntry`, the amount and its direction (`CdtDbtInd` CRDT/DBIT), the booking date
/// (else the value date), the bank's entry reference (`AcctSvcrRef`, else `NtryRef`) and the
/// counterparty (the creditor of a debit, the debtor of a credit; else the remittance text).
/// Example: `<Ntry><Amt Ccy="CHF">82.40</Amt><CdtDbtInd>DBIT</CdtDbtInd>…<Cdtr><Nm>Migros</Nm>` →
/// -82.40 paid to "Migros".
final class CamtReader: NSObject, XMLParserDelegate {
    /// The entries read, as rows or problems; and the account's IBAN when the file names it.
    private(set) var inputs: [ImportInput] = []
    private(set) var account: String?
    private(set) var kind: String?
    private var path: [String] = []
    private var text = ""
    private var entry: [String: String]?
    private var entryLine = 0
    private weak var parser: XMLParser?

    /// Parses the file; throws when it is not XML or holds no camt.053/054 document.
    static func read(path: String) throws -> CamtReader {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else {
            throw ImportError.unreadableFile(path, reason: "no such file, or it cannot be read")
        }
        let reader = CamtReader()
        reader.parser = parser
        parser.delegate = reader
        guard parser.parse() else {
            let reason = parser.parserError.map { "not well-formed XML (\($0.localizedDescription))" } ?? "not well-formed XML"
            throw ImportError.unreadableFile(path, reason: "line \(parser.lineNumber): \(reason)")
        }
        guard reader.kind != nil else {
            throw ImportError.unreadableFile(
                path, reason: "no camt.053 statement (BkToCstmrStmt) or camt.054 notification (BkToCstmrDbtCdtNtfctn)")
        }
        return reader
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let local = name.split(separator: ":").last.map(String.init) ?? name
        path.append(local)
        text = ""
        if local == "BkToCstmrStmt" { kind = "camt.053" }
        if local == "BkToCstmrDbtCdtNtfctn" { kind = "camt.054" }
        if local == "Ntry" {
            entry = [:]
            entryLine = parser.lineNumber
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let joined = path.joined(separator: "/")
        if entry != nil {
            if path.last == "Ntry" {
                finishEntry()
            } else {
                record(joined, value)
            }
        } else if joined.hasSuffix("Acct/Id/IBAN") && account == nil {
            account = value
        }
        path.removeLast()
        text = ""
    }

    /// Keeps the fields of the current entry that matter, the first of each kind.
    private func record(_ joined: String, _ value: String) {
        guard !value.isEmpty else { return }
        let fields: [(suffix: String, key: String)] = [
            ("Ntry/Amt", "amount"), ("Ntry/CdtDbtInd", "direction"), ("Ntry/BookgDt/Dt", "booked"),
            ("Ntry/BookgDt/DtTm", "bookedTime"), ("Ntry/ValDt/Dt", "value"), ("Ntry/ValDt/DtTm", "valueTime"),
            ("Ntry/AcctSvcrRef", "reference"), ("Ntry/NtryRef", "entryRef"), ("Cdtr/Nm", "creditor"), ("Cdtr/Pty/Nm", "creditor"),
            ("Dbtr/Nm", "debtor"), ("Dbtr/Pty/Nm", "debtor"), ("RmtInf/Ustrd", "remittance"), ("Ntry/AddtlNtryInf", "info"),
            ("TxDtls/Refs/AcctSvcrRef", "txReference"),
        ]
        for field in fields where joined.hasSuffix(field.suffix) && entry?[field.key] == nil {
            entry?[field.key] = value
        }
    }

    private func finishEntry() {
        guard let fields = entry else { return }
        entry = nil
        let line = entryLine
        let amountText = fields["amount"] ?? ""
        guard let cents = DecimalText.cents(amountText, convention: .point), cents >= 0 else {
            inputs.append(.bad(ImportProblem(line: line, column: "Amt", value: amountText, problem: "is not an amount")))
            return
        }
        let direction = fields["direction"] ?? ""
        guard direction == "CRDT" || direction == "DBIT" else {
            inputs.append(.bad(ImportProblem(line: line, column: "CdtDbtInd", value: direction, problem: "is neither CRDT nor DBIT")))
            return
        }
        let dateText = fields["booked"] ?? fields["bookedTime"] ?? fields["value"] ?? fields["valueTime"] ?? ""
        guard let date = DateFormat.iso.date(dateText) else {
            inputs.append(.bad(ImportProblem(line: line, column: "BookgDt", value: dateText, problem: "is not a date YYYY-MM-DD")))
            return
        }
        let counterparty = direction == "DBIT" ? fields["creditor"] : fields["debtor"]
        let payee = counterparty ?? fields["remittance"] ?? fields["info"] ?? ""
        let reference = fields["reference"] ?? fields["entryRef"] ?? fields["txReference"]
        inputs.append(
            .row(
                ImportRow(
                    line: line, date: date, amount: Money(cents: direction == "DBIT" ? -cents : cents), payee: payee,
                    reference: reference)))
    }
}
