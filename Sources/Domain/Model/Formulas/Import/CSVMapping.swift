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
    public var dateFormat: DateFormat
    public var decimal: DecimalConvention

    public init(
        hasHeader: Bool, columnNames: [String], date: Int, amount: Int?, debit: Int?, credit: Int?, payee: Int, reference: Int?,
        dateFormat: DateFormat, decimal: DecimalConvention
    ) {
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

    /// The row a record holds, or what is wrong with it.
    public func input(_ fields: [String], line: Int) -> ImportInput {
        func field(_ column: Int) -> String { column < fields.count ? fields[column] : "" }
        let dateText = field(date)
        guard let day = dateFormat.date(dateText) else {
            return .bad(
                ImportProblem(line: line, column: name(date), value: dateText, problem: "is not a date written \(dateFormat.rawValue)"))
        }
        var cents: Int64
        if let amount {
            let text = field(amount)
            guard let value = DecimalText.cents(text, convention: decimal) else {
                return .bad(ImportProblem(line: line, column: name(amount), value: text, problem: "is not an amount"))
            }
            cents = value
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
        return .row(
            ImportRow(
                line: line, date: day, amount: Money(cents: cents), payee: payeeText,
                reference: referenceText?.isEmpty == false ? referenceText : nil))
    }
}

/// Why the columns of a file could not be worked out.
public enum CSVMappingError: Error, Equatable, Sendable {
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
