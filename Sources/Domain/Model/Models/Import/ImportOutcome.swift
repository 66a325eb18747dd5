import Shared

/// What an import did (or, with `--dry-run`, would do).
public struct ImportOutcome: Sendable, Equatable {
    /// The fate of one row.
    public enum Fate: Sendable, Equatable {
        /// Added to the month, on the line (nil: free).
        case added(month: YearMonth, line: String?)
        /// Its import key is already in the database.
        case alreadyThere
        /// Not imported, with the reason (a zero amount, …).
        case skipped(String)
        /// Unreadable (kept with `--keep-going`).
        case bad(String)
    }

    public struct RowFate: Sendable, Equatable {
        public var line: Int
        public var name: String
        public var date: LocalDate?
        public var amount: Money?
        public var fate: Fate

        public init(line: Int, name: String, date: LocalDate?, amount: Money?, fate: Fate) {
            self.line = line
            self.name = name
            self.date = date
            self.amount = amount
            self.fate = fate
        }
    }

    public var added = 0
    public var alreadyThere = 0
    /// Rows not imported, with their line and reason.
    public var skipped: [(line: Int, reason: String)] = []
    /// Unreadable rows (with `--keep-going`): line and message.
    public var bad: [(line: Int, message: String)] = []
    /// Budgets created from the default template for rows of months that had none.
    public var createdBudgets: [YearMonth] = []
    /// Whether those budgets came from the default template (false: there is none, they are empty).
    public var createdFromTemplate = true
    /// Rows a rule sent to a line the month does not have (left free): line and note.
    public var notes: [(line: Int, note: String)] = []
    /// The accounts the rows went to or are already in, in the order met (filled when the database has more than one).
    public var accounts: [String] = []
    /// The account of the last row read (added or already there), for the statement's closing balance.
    public var lastAccountID: Int64?
    /// Account numbers the file names that no account has (their rows went to the default
    /// account), filled when the database has more than one account.
    public var unknownAccountNumbers: [String] = []
    /// Movements found to be transfers between the user's accounts: paired (each with its
    /// transfer's id) when the import was asked to, else only offered.
    public var transfers: [PairedTransfer] = []
    /// Movements that had several candidates: paired with the closest, or left unpaired when two
    /// were equally close, each with a sentence.
    public var transferNotes: [String] = []
    /// Whether the import was asked to pair them (`--transfers`, or yes in the REPL).
    public var pairsTransfers = false
    /// Every row's fate, kept for `--dry-run` only.
    public var rows: [RowFate] = []
    public var dryRun = false

    public init() {}

    public static func == (lhs: ImportOutcome, rhs: ImportOutcome) -> Bool {
        lhs.added == rhs.added && lhs.alreadyThere == rhs.alreadyThere && lhs.skipped.map(\.line) == rhs.skipped.map(\.line)
            && lhs.bad.map(\.line) == rhs.bad.map(\.line) && lhs.createdBudgets == rhs.createdBudgets && lhs.rows == rhs.rows
            && lhs.transfers == rhs.transfers
    }
}
