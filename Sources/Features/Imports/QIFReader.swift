import Model
import Shared

/// Reads the transactions of a QIF file (Quicken Interchange Format): the records of its bank,
/// cash, card and asset/liability sections (`!Type:Bank`, `CCard`, …), each ended by `^`, with
/// `D` the date, `T` (or `U`) the signed amount, `P` the payee, `M` the memo and `L` the
/// category (`[Account]` transfers have none). A split record (`S`/`$` lines) comes in as one
/// transaction of its total. Dates are month first (`12/19/18`, `12/19'2018`) unless a day
/// above 12 says day first; a date with dots (`19.12.2018`) is day first, and says nothing of the
/// others; `2018-12-19` is read too. Other sections
/// (categories, classes, investments, memorized payees) hold no bank movements and are passed over.
/// Example: `!Type:Bank`, `D12/19/18`, `T-25.00`, `PCounty Waste`, `^` → 2018-12-19, -25.00, "County Waste".
enum QIFReader {
    /// One record's fields as read, before its date is worked out.
    struct Record {
        var line: Int
        var date = ""
        var amount: String?
        var payee: String?
        var memo: String?
        var category: String?
    }

    static let bankSections: Set<String> = ["bank", "cash", "ccard", "oth a", "oth l", "invoice", "other a", "other l"]

    /// Reads the records of `bytes` (from `path`, for messages) and passes each on to `emit` as
    /// it is read again: a first pass over the records finds the account (the first `!Account`
    /// name, wherever it stands) and whether dates are written day first (a whole-file question:
    /// one `19/12/18` decides it for every `01/02/18`).
    static func read(_ bytes: [UInt8], path: String, emit: StatementEmit) throws -> StatementRead {
        var dayFirst = false
        var records = 0
        let (account, sawHeader) = forEachRecord(bytes) { record, _ in
            records += 1
            if !dayFirst { dayFirst = Self.dayFirst([record.date]) }
        }
        guard sawHeader || records > 0 else {
            throw ImportError.unreadableFile(path, reason: "no QIF header (!Type:Bank) and no record: not a QIF file")
        }
        try forEachRecord(bytes) { record, _ in
            var entry = input(record, dayFirst: dayFirst)
            if case .row(var row) = entry {
                row.account = account
                entry = .row(row)
            }
            try emit(entry)
        }
        return StatementRead(format: "QIF", account: account, entries: records)
    }

    /// Passes each record of a bank section to `body` in order, with the account named so far;
    /// returns the account the file names (`!Account` then `N`) and whether it has a `!` header at all.
    @discardableResult
    static func forEachRecord(_ bytes: [UInt8], _ body: (Record, _ account: String?) throws -> Void) rethrows -> (
        account: String?, sawHeader: Bool
    ) {
        var account: String?
        var section: String? = "bank"
        var inAccount = false
        var sawHeader = false
        var current: Record?
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            lineNumber += 1
            var fieldBytes = Array(bytes[start..<end])
            start = end + 1
            if fieldBytes.last == 0x0D { fieldBytes.removeLast() }
            if lineNumber == 1 && fieldBytes.starts(with: [0xEF, 0xBB, 0xBF]) { fieldBytes.removeFirst(3) }
            let text = FieldText.decode(fieldBytes).trimmingSpaces()
            guard let code = text.first else { continue }
            let value = String(text.dropFirst()).trimmingSpaces()
            if code == "!" {
                sawHeader = true
                let header = value.lowercased()
                if header == "account" {
                    inAccount = true
                } else if header.hasPrefix("type:") {
                    inAccount = false
                    let type = String(header.dropFirst(5)).trimmingSpaces()
                    section = bankSections.contains(type) ? type : nil
                } else if header.hasPrefix("option") || header.hasPrefix("clear") {
                    continue
                } else {
                    inAccount = false
                    section = nil
                }
                current = nil
                continue
            }
            if inAccount {
                if code == "N" && account == nil { account = value }
                if code == "^" { inAccount = false }
                continue
            }
            if code == "^" {
                if let record = current, section != nil { try body(record, account) }
                current = nil
                continue
            }
            guard section != nil else { continue }
            var record = current ?? Record(line: lineNumber)
            switch code {
            case "D": record.date = value
            case "T", "U": if record.amount == nil { record.amount = value }
            case "P": record.payee = value
            case "M": record.memo = value
            case "L":
                if !(value.hasPrefix("[") && value.hasSuffix("]")) && !value.isEmpty { record.category = value }
            default: break
            }
            current = record
        }
        if let record = current, section != nil, record.amount != nil, !record.date.isEmpty { try body(record, account) }
        return (account, sawHeader)
    }

    static func input(_ record: Record, dayFirst: Bool) -> ImportInput {
        guard let date = date(record.date, dayFirst: dayFirst) else {
            return .bad(ImportProblem(line: record.line, column: "D", value: record.date, problem: "is not a date"))
        }
        let amountText = record.amount ?? ""
        let cents: Int64
        switch StatementAmount.read(amountText) {
        case .cents(let value): cents = value
        case .tooPrecise:
            return .bad(ImportProblem(line: record.line, column: "T", value: amountText, problem: "has more decimals than cents hold"))
        case .invalid:
            return .bad(ImportProblem(line: record.line, column: "T", value: amountText, problem: "is not an amount"))
        }
        let payee = record.payee ?? record.memo ?? ""
        return .row(
            ImportRow(
                line: record.line, date: date, amount: Money(cents: cents), payee: payee, category: record.category,
                text: ImportRow.text([payee, record.memo])))
    }

    /// The date's numbers in order, split at `/`, `-`, `.` and `'` (spaces dropped): `1/ 2'98` → [1, 2, 98].
    /// Read on the bytes: a date holds only ASCII digits, separators and spaces, so any other byte refuses it.
    static func parts(_ text: String) -> [Int]? {
        var numbers: [Int] = []
        numbers.reserveCapacity(3)
        var value = 0
        var digits = 0
        var inPiece = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "'"):
                if inPiece {
                    guard digits > 0, digits <= 4, numbers.count < 3 else { return nil }
                    numbers.append(value)
                }
                value = 0
                digits = 0
                inPiece = false
            case UInt8(ascii: " "):
                inPiece = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                inPiece = true
                digits += 1
                value = digits <= 4 ? value * 10 + Int(byte - UInt8(ascii: "0")) : value
            default:
                return nil
            }
        }
        if inPiece {
            guard digits > 0, digits <= 4, numbers.count < 3 else { return nil }
            numbers.append(value)
        }
        return numbers.count == 3 ? numbers : nil
    }

    /// True when the file's dates without dots are day first: one has a first number above 12.
    /// A date with dots is day first whatever the others are: it decides nothing for them.
    /// Example: `11/03/2026` and `19.11.2026` → false: 11/03 stays November 3, not 11 March.
    static func dayFirst(_ dates: [String]) -> Bool {
        dates.contains { date in !date.utf8.contains(UInt8(ascii: ".")) && (parts(date).map { $0[0] > 12 && $0[0] < 32 } ?? false) }
    }

    static func date(_ text: String, dayFirst slashesDayFirst: Bool) -> LocalDate? {
        guard let numbers = parts(text) else { return nil }
        let dayFirst = slashesDayFirst || text.utf8.contains(UInt8(ascii: "."))
        let fourDigitFirst = text.trimmingSpaces().prefix { $0.isASCII && $0.isNumber }.count == 4
        if fourDigitFirst { return StatementDate.day(numbers[0], numbers[1], numbers[2]) }
        let year = numbers[2] < 100 ? (numbers[2] < 80 ? 2000 + numbers[2] : 1900 + numbers[2]) : numbers[2]
        return dayFirst ? StatementDate.day(year, numbers[1], numbers[0]) : StatementDate.day(year, numbers[0], numbers[1])
    }
}
