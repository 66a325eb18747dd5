import Shared

/// Which columns of a CSV file hold what, and how its dates and amounts are written; turns one
/// record into an `ImportRow` (or the problem with it, naming the column and the value).
/// Example: header `Datum;Buchungstext;Betrag`, `DD.MM.YYYY`, comma → the record
/// `03.11.2026;Migros;-82,40` on line 2 is 2026-11-03, -82.40, "Migros".
public struct CSVMapping: Sendable, Equatable {
    public var hasHeader: Bool
    /// The header's names, or `column 1`, `column 2`, … without a header.
    public var columnNames: [String]
    public var date: Int
    public var amount: Int?
    public var debit: Int?
    public var credit: Int?
    public var payee: Int
    public var reference: Int?
    /// A column saying which way an unsigned amount goes (`D`/`C`, `Af`/`Bij`, `S`/`H`, …).
    public var direction: Int?
    /// A column naming the movement's category (the bank's or an app's own), kept as its category.
    public var category: Int?
    /// Further columns of the bank's words (memo, purpose of payment), kept with the payee as its text.
    public var memos: [Int]
    /// A column holding the account's balance after each row (`Saldo`, `Balance`, `Kontostand`):
    /// the last one is checked against the account on import.
    public var balance: Int?
    /// A column naming each row's currency (`Currency`, `Währung`): a row booked in another currency
    /// than the account's is said in the import's notes, not taken silently.
    public var currency: Int?
    public var dateFormat: DateFormat
    public var decimal: DecimalConvention
    /// The number of fields the rows keep to (the header's, or one more when a separator ends every
    /// row): a booking with more has a separator inside a value that is not quoted (`-1,234.56` in
    /// a comma file) and is refused, where its amount would be read from the wrong field. The
    /// usual number wins over a narrower header (it names only some columns). Nil without a header.
    public var fieldLimit: Int?

    public init(
        hasHeader: Bool, columnNames: [String], date: Int, amount: Int?, debit: Int?, credit: Int?, payee: Int, reference: Int?,
        direction: Int? = nil, category: Int? = nil, memos: [Int] = [], balance: Int? = nil, currency: Int? = nil,
        dateFormat: DateFormat, decimal: DecimalConvention
    ) {
        self.balance = balance
        self.currency = currency
        self.direction = direction
        self.category = category
        self.memos = memos
        self.hasHeader = hasHeader
        self.columnNames = columnNames
        self.date = date
        self.amount = amount
        self.debit = debit
        self.credit = credit
        self.payee = payee
        self.reference = reference
        self.dateFormat = dateFormat
        self.decimal = decimal
    }

    /// The column's name as the file has it (`column 3` without a header).
    public func name(_ column: Int) -> String {
        column < columnNames.count ? columnNames[column] : "column \(column + 1)"
    }

    /// A column as `import profile add` takes it: its header name, else its number.
    public func reference(_ column: Int) -> String {
        hasHeader && column < columnNames.count && !columnNames[column].isEmpty ? columnNames[column] : String(column + 1)
    }

    /// The words of a direction column, debit words and credit words, by pair (compared lower-cased).
    public static let directionWords: [(debit: Set<String>, credit: Set<String>)] = [
        (["d", "dr", "dbit", "debit", "debet", "débit"], ["c", "cr", "crdt", "credit", "crédit"]),
        (["af"], ["bij"]),
        (["s", "soll"], ["h", "haben"]),
        (["belastung", "lastschrift"], ["gutschrift"]),
        (["out", "withdrawal", "paid out"], ["in", "deposit", "paid in"]),
    ]

    /// True for a cell that names a total (`Total`, `Summe`, `Saldo`, `Totaal`…).
    static func isTotal(_ field: String) -> Bool {
        let folded = field.trimmingSpaces().lowercased()
        return ["total", "summe", "saldo", "somme", "totale", "totaal", "sum", "balance", "schlusssaldo"].contains { folded.hasPrefix($0) }
    }

    /// The balance a record states after its row, in cents; nil without a balance column or when its cell does not read.
    /// Example: balance column `Saldo`, decimal comma, cell `1.234,50` → 123450.
    public func balanceCents(_ fields: [String]) -> Int64? {
        guard let balance, balance < fields.count else { return nil }
        return DecimalText.cents(fields[balance], convention: decimal)
    }

    /// The sign a direction word gives: -1 (debit), 1 (credit), nil for another word.
    static func sign(_ word: String) -> Int64? {
        let folded = word.trimmingSpaces().lowercased()
        for pair in directionWords {
            if pair.debit.contains(folded) { return -1 }
            if pair.credit.contains(folded) { return 1 }
        }
        return nil
    }

    /// Whether the amount at `column` and the field after it read as one amount joined by a comma
    /// (`-1` and `234.56` → -1,234.56).
    private func isSplitAmount(_ fields: [String], at column: Int) -> Bool {
        guard column + 1 < fields.count else { return false }
        let head = fields[column].trimmingSpaces()
        let tail = fields[column + 1].trimmingSpaces()
        guard !head.isEmpty, tail.first?.isNumber == true, tail.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," || $0 == "'" })
        else { return false }
        return DecimalText.cents(head + "," + tail, convention: decimal) != nil
    }

    /// The row a record holds, what is wrong with it, or why it is left out: a blank row, a
    /// detail row without a date (split details under a booking), a total or footer row (its
    /// date cell holds no digit), a row without an amount (a pending one).
    public func input(_ fields: [String], line: Int) -> ImportInput {
        func field(_ column: Int) -> String { column < fields.count ? fields[column] : "" }
        if fields.allSatisfy({ $0.trimmingSpaces().isEmpty }) { return .leftOut(line: line, reason: "a blank row") }
        let dateText = field(date)
        let amountTexts = [amount, debit, credit].compactMap { $0 }.map(field).filter { !$0.trimmingSpaces().isEmpty }
        // A digit is looked for on the bytes first: a date cell holds ASCII digits (other numerals are rare).
        let hasDigit =
            dateText.utf8.contains { (0x30...0x39).contains($0) }
            || !dateText.utf8.allSatisfy { $0 < 0x80 } && dateText.contains(where: \.isNumber)
        let undated = dateText.trimmingSpaces().isEmpty || !hasDigit
        if undated && fields.contains(where: Self.isTotal) { return .leftOut(line: line, reason: "a total row") }
        if dateText.trimmingSpaces().isEmpty {
            return .leftOut(line: line, reason: "a detail row (no date)")
        }
        guard let day = dateFormat.date(dateText) else {
            if undated {
                return .leftOut(line: line, reason: "not a booking (no date: a heading or footer row)")
            }
            return .bad(
                ImportProblem(line: line, column: name(date), value: dateText, problem: "is not a date written \(dateFormat.rawValue)"))
        }
        // A booking wider than the rows keep to, whose amount and the field after it read as one
        // amount, had an amount split by the separator (`-1,234.56` unquoted in a comma file). Text
        // spilling into extra fields after the columns read (a bank's long memo) is no such row.
        if let fieldLimit, fields.count > fieldLimit,
            let column = [amount, debit, credit].compactMap({ $0 }).first(where: { isSplitAmount(fields, at: $0) })
        {
            return .bad(
                ImportProblem(
                    line: line, column: "", value: "",
                    problem: "the row has \(fields.count) fields where the others have \(fieldLimit): '\(Echo.cut(fields[column]))' and "
                        + "'\(Echo.cut(fields[column + 1]))' look like one amount split by the separator; it must be in quotes"))
        }
        if amountTexts.isEmpty { return .leftOut(line: line, reason: "no amount (a pending row)") }
        var cents: Int64
        if let amount {
            let text = field(amount)
            guard let value = DecimalText.cents(text, convention: decimal) else {
                return .bad(ImportProblem(line: line, column: name(amount), value: text, problem: "is not an amount"))
            }
            cents = value
            if let direction, let sign = Self.sign(field(direction)) { cents = sign * abs(value) }
        } else {
            cents = 0
            for (column, sign) in [(debit, Int64(-1)), (credit, Int64(1))] {
                guard let column else { continue }
                let text = field(column)
                if text.trimmingSpaces().isEmpty { continue }
                guard let value = DecimalText.cents(text, convention: decimal) else {
                    return .bad(ImportProblem(line: line, column: name(column), value: text, problem: "is not an amount"))
                }
                cents += sign * abs(value)
            }
        }
        let payeeText = field(payee).trimmingSpaces()
        let referenceText = reference.map { field($0).trimmingSpaces() }
        var row = ImportRow(
            line: line, date: day, amount: Money(cents: cents), payee: payeeText,
            reference: referenceText?.isEmpty == false ? referenceText : nil,
            category: category.map(field).flatMap { $0.trimmingSpaces().isEmpty ? nil : $0.trimmingSpaces() },
            text: ImportRow.text([payeeText] + memos.map(field)))
        row.booked = currency.flatMap { Currency.parse(field($0).trimmingSpaces()) }
        return .row(row)
    }
}

/// Why the columns of a file could not be worked out.
public enum CSVMappingError: Equatable, Sendable {
    /// No column reads as dates (`known`: the columns).
    case noDateColumn(known: [String])
    case noAmountColumn(known: [String])
    case noPayeeColumn(known: [String])
    /// A profile names a column the file does not have.
    case unknownColumn(String, known: [String])
    /// The dates read in several formats (`03/04/2026`): a profile or `--date-format` decides.
    case ambiguousDates(column: String, formats: [DateFormat])
    /// The dates read in no format.
    case unreadableDates(column: String, sample: String)
    /// The amounts read in neither convention.
    case unreadableAmounts(column: String, sample: String)
    /// The file has no rows.
    case empty
}
