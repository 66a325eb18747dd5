import Foundation
import Model
import Shared

/// Reads the transactions of an OFX or QFX file, 1.x (SGML: elements without end tags, a
/// `KEY:VALUE` header) or 2.x (XML): per `STMTTRN`, the signed `TRNAMT`, the posting date
/// `DTPOSTED`, the bank's `FITID` (the import key) and the payee (`NAME`, else `MEMO`). Text is
/// decoded as the header declares (`CHARSET:1252`, `encoding="UTF-8"`), unless a file declared
/// single-byte is in fact UTF-8 (valid, with letters beyond ASCII: `Café` would read `CafÃ©`). A DOCTYPE or entity
/// declaration is refused; a file cut short (an open `STMTTRN`, no `</OFX>`) is an error naming the line.
/// Example: `<STMTTRN><TRNAMT>-6.60<DTPOSTED>20090401<FITID>A1<NAME>Cafe</STMTTRN>` → 2009-04-01, -6.60, "Cafe", ref A1.
struct OFXReader {
    private let bytes: [UInt8]
    private let path: String
    private var index = 0
    private var line = 1
    private var windows1252 = false

    /// Reads the transactions of the OFX file `bytes` (from `path`, for messages), passing each
    /// on to `emit` as its `STMTTRN` closes.
    static func read(_ bytes: [UInt8], path: String, emit: StatementEmit) throws -> StatementRead {
        var reader = OFXReader(bytes: bytes, path: path)
        return try reader.read(emit)
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private func fail(_ reason: String, line: Int? = nil) -> ImportError {
        .unreadableFile(path, reason: "line \(line ?? self.line): \(reason)")
    }

    private mutating func read(_ emit: StatementEmit) throws -> StatementRead {
        windows1252 = Self.declaresSingleByteCharset(bytes.prefix(2048)) && !Self.isUTF8BeyondASCII(bytes)
        var entries = 0
        var account: String?
        var currency: String?
        var sawOFX = false
        var closedOFX = false
        var transaction: [String: String]?
        var transactionLine = 0
        var element = ""
        // The ledger balance: `<LEDGERBAL><BALAMT>…<DTASOF>…</LEDGERBAL>`.
        var inLedger = false
        var ledger: [String: String] = [:]
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") && !starts(with: "<![CDATA[") {
                let tagLine = line
                guard let tag = try nextTag() else { continue }
                if tag.closing {
                    if tag.name == "STMTTRN", let fields = transaction {
                        var entry = Self.input(fields, line: transactionLine, currency: currency)
                        if case .row(var row) = entry {
                            row.account = account
                            entry = .row(row)
                        }
                        entries += 1
                        transaction = nil
                        try emit(entry)
                    }
                    if tag.name == "OFX" { closedOFX = true }
                    if tag.name == "LEDGERBAL" { inLedger = false }
                    element = ""
                } else {
                    element = tag.name
                    switch tag.name {
                    case "OFX": sawOFX = true
                    case "LEDGERBAL": inLedger = true
                    // Whether CURSYM and CURRATE say the amount is in another currency, or was converted from one.
                    case "CURRENCY", "ORIGCURRENCY": if transaction != nil { transaction?["@foreign"] = tag.name }
                    case "STMTTRN":
                        if transaction != nil {
                            throw fail("a STMTTRN opens before the one of line \(transactionLine) is closed", line: tagLine)
                        }
                        transaction = [:]
                        transactionLine = tagLine
                    default: break
                    }
                }
            } else {
                let value = text()
                guard !element.isEmpty, !value.isEmpty else { continue }
                if transaction != nil {
                    if transaction?[element] == nil { transaction?[element] = value }
                } else if element == "ACCTID" && account == nil {
                    account = value
                } else if element == "CURDEF" && currency == nil {
                    currency = value
                } else if inLedger {
                    ledger[element] = value
                }
            }
        }
        guard sawOFX else { throw ImportError.unreadableFile(path, reason: "no <OFX> element: not an OFX file") }
        if transaction != nil { throw fail("the file ends inside the STMTTRN opened on line \(transactionLine): it is cut short") }
        guard closedOFX else { throw fail("the file ends before </OFX>: it is cut short") }
        let closing = ledger["BALAMT"].flatMap {
            StatementBalance.read(amount: $0, negative: false, date: ledger["DTASOF"].flatMap(StatementDate.ofx))
        }
        return StatementRead(format: "OFX", account: account, entries: entries, closing: closing)
    }

    /// The row one `STMTTRN` holds, or its problem.
    /// `currency` is the statement's own (`CURDEF`), in which a plain `TRNAMT` is booked.
    static func input(_ fields: [String: String], line: Int, currency: String? = nil) -> ImportInput {
        let amountText = fields["TRNAMT"] ?? ""
        let cents: Int64
        switch StatementAmount.read(amountText) {
        case .cents(let value): cents = value
        case .tooPrecise:
            return .bad(ImportProblem(line: line, column: "TRNAMT", value: amountText, problem: "has more decimals than cents hold"))
        case .invalid:
            return .bad(ImportProblem(line: line, column: "TRNAMT", value: amountText, problem: "is not an amount"))
        }
        let dateText = fields["DTPOSTED"] ?? fields["DTUSER"] ?? ""
        guard let date = StatementDate.ofx(dateText) else {
            return .bad(ImportProblem(line: line, column: "DTPOSTED", value: dateText, problem: "is not a date YYYYMMDD"))
        }
        let payee = fields["NAME"] ?? fields["MEMO"] ?? fields["PAYEEID"] ?? ""
        let reference = fields["FITID"].flatMap { $0.isEmpty ? nil : $0 }
        var row = ImportRow(
            line: line, date: date, amount: Money(cents: cents), payee: payee, reference: reference,
            text: ImportRow.text([payee, fields["MEMO"]]))
        row.booked = currency.flatMap(Currency.parse)
        if let (amount, original) = foreign(fields, amountText: amountText, booked: cents, statement: currency) {
            row.amount = amount
            row.original = original
        }
        return .row(row)
    }

    /// A movement in another currency than the statement's: with `CURRENCY`, `TRNAMT` is in `CURSYM`
    /// and `CURRATE` converts it (`TRNAMT × CURRATE`); with `ORIGCURRENCY`, `TRNAMT` is already
    /// converted and the original is `TRNAMT ÷ CURRATE`. Returns the booked amount and the original;
    /// nil when the fields say nothing usable (then `TRNAMT` is taken as booked).
    /// Example: `TRNAMT -45.00`, `CURRENCY` `CURRATE 0.8812` `CURSYM USD` → -39.65 and -45.00 USD.
    static func foreign(_ fields: [String: String], amountText: String, booked: Int64, statement: String?)
        -> (Money, ForeignAmount)?
    {
        guard let kind = fields["@foreign"], let code = fields["CURSYM"], code != statement, let currency = Currency.parse(code),
            let rate = fields["CURRATE"].flatMap(ExchangeRate.parse), rate.isUsable
        else { return nil }
        let home = MoneyRules.current.minorDigits
        if kind == "CURRENCY" {
            let read = MoneyRules.$current.withValue(ForeignAmount.rules(of: currency), operation: { StatementAmount.read(amountText) })
            guard case .cents(let minor) = read,
                let amount = rate.convert(Money(cents: minor), fromDigits: currency.minorDigits, toDigits: home)
            else { return nil }
            return (amount, ForeignAmount(amount: Money(cents: minor), currency: currency))
        }
        guard let original = rate.convertBack(Money(cents: booked), fromDigits: home, toDigits: currency.minorDigits) else { return nil }
        return (Money(cents: booked), ForeignAmount(amount: original, currency: currency))
    }

    /// True when `bytes` hold a letter beyond ASCII and read as UTF-8: Windows-1252 text almost never
    /// does (`Ã©` for `é` is two letters no one writes side by side).
    static func isUTF8BeyondASCII(_ bytes: [UInt8]) -> Bool {
        bytes.contains { $0 >= 0x80 } && String(validating: bytes, as: UTF8.self) != nil
    }

    /// True when the header names a single-byte character set (`CHARSET:1252`, `ISO-8859-1`, `encoding="windows-1252"`).
    static func declaresSingleByteCharset(_ head: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: head, as: UTF8.self).uppercased()
        if text.contains("UTF-8") || text.contains("CHARSET:NONE") && text.contains("ENCODING:UTF") { return false }
        return text.contains("CHARSET:1252") || text.contains("8859") || text.contains("WINDOWS-1252") || text.contains("LATIN")
            || text.contains("CP1252")
    }

    /// A tag read from `<` (nil for comments and processing instructions).
    private mutating func nextTag() throws -> (name: String, closing: Bool)? {
        if starts(with: "<!--") {
            try skip(past: "-->", what: "comment")
            return nil
        }
        if starts(with: "<!") {
            throw fail("a DOCTYPE or entity declaration is refused (no entity is ever expanded)")
        }
        if starts(with: "<?") {
            try skip(past: "?>", what: "processing instruction")
            return nil
        }
        index += 1
        var closing = false
        if index < bytes.count && bytes[index] == UInt8(ascii: "/") {
            closing = true
            index += 1
        }
        let nameStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw fail("the tag opened here is not closed with '>'", line: line)
        }
        var name = bytes[nameStart..<index]
        index += 1
        if let space = name.firstIndex(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { name = name[..<space] }
        if name.last == UInt8(ascii: "/") { name.removeLast() }
        // ASCII names (all of OFX's) are upper-cased byte by byte, without the trip through Unicode's tables.
        guard name.allSatisfy({ $0 < 0x80 }) else { return (String(decoding: name, as: UTF8.self).uppercased(), closing) }
        let upper = String(unsafeUninitializedCapacity: name.count) { buffer in
            for (offset, byte) in name.enumerated() {
                buffer[offset] = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
            }
            return name.count
        }
        return (upper, closing)
    }

    private func starts(with prefix: StaticString) -> Bool {
        let marker = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        return bytes.count - index >= marker.count && bytes[index..<(index + marker.count)].elementsEqual(marker)
    }

    private mutating func skip(past end: StaticString, what: String) throws {
        let opened = line
        while index < bytes.count {
            if starts(with: end) {
                index += end.utf8CodeUnitCount
                return
            }
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        throw fail("the \(what) opened here is never closed", line: opened)
    }

    /// The text up to the next tag (CDATA sections included), entities decoded, trimmed.
    private mutating func text() -> String {
        var raw: [UInt8] = []
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                guard starts(with: "<![CDATA[") else { break }
                index += 9
                while index < bytes.count && !(bytes[index] == UInt8(ascii: "]") && starts(with: "]]>")) {
                    if bytes[index] == 0x0A { line += 1 }
                    raw.append(bytes[index])
                    index += 1
                }
                index = min(index + 3, bytes.count)
                continue
            }
            if bytes[index] == 0x0A { line += 1 }
            raw.append(bytes[index])
            index += 1
        }
        let decoded = windows1252 ? FieldText.windows1252(raw) : FieldText.decode(raw)
        return XMLText.unescape(decoded).trimmingSpaces()
    }
}
