/// How a bank's CSV files are laid out, saved by name (`import profile add`): each column is a
/// header name or a 1-based number; either one signed amount column or debit and credit columns.
public struct ImportProfile: Sendable, Equatable {
    public var name: String
    public var date: String
    public var amount: String?
    public var debit: String?
    public var credit: String?
    public var payee: String
    public var reference: String?
    /// `YYYY-MM-DD`, `DD.MM.YYYY`, `DD/MM/YYYY` or `MM/DD/YYYY`; nil to detect.
    public var dateFormat: String?
    /// `point` or `comma`; nil to detect.
    public var decimal: String?
    /// The column saying which way an unsigned amount goes (`D`/`C`, `Af`/`Bij`, …); nil to detect.
    public var direction: String?
    /// Lines before the header (a bank's preamble); nil to detect.
    public var skip: Int?
    /// `;`, `,`, `tab`, `|`; nil to detect.
    public var separator: String?
    /// `utf-8`, `windows-1252`, `latin-1`; nil to detect (UTF-8, else Windows-1252).
    public var encoding: String?

    public init(
        name: String, date: String, amount: String? = nil, debit: String? = nil, credit: String? = nil, payee: String,
        reference: String? = nil, dateFormat: String? = nil, decimal: String? = nil, direction: String? = nil, skip: Int? = nil,
        separator: String? = nil, encoding: String? = nil
    ) {
        self.direction = direction
        self.skip = skip
        self.separator = separator
        self.encoding = encoding
        self.name = name
        self.date = date
        self.amount = amount
        self.debit = debit
        self.credit = credit
        self.payee = payee
        self.reference = reference
        self.dateFormat = dateFormat
        self.decimal = decimal
    }
}
