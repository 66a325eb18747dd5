import Shared

/// One thing `doctor` found wrong: a failed SQLite check, or a stored value that differs from
/// the one recomputed from the raw rows (then with its table, row id, field and both amounts).
public struct DoctorProblem: Sendable, Equatable {
    public enum Check: String, Sendable {
        case integrity
        case foreignKey = "foreign_key"
        case derived
        /// Stored text holding a control or invisible character (`doctor --fix` cleans it).
        case text
        /// A stored value pulpe cannot read (a kind none of income, expense, saving).
        case unreadable
        /// A comparison or search key that differs from the one its text gives (`doctor --fix` writes it again).
        case key
        /// A transaction on a line of another kind or budget, which the data's rules refuse (an older sync made them).
        case allocation
        /// A later part of a split movement that no longer shares its first part's date, budget,
        /// account, check or direction (a sync merged two devices' edits of it).
        case split
    }

    public let check: Check
    public let table: String?
    public let id: Int64?
    public let field: String?
    public let stored: Money?
    public let expected: Money?
    /// The problem in one line, e.g. `budget_line #3 (2026-11 Rent) consumed: stored 120.00, expected 100.00`.
    public let message: String

    /// A problem reported by SQLite itself.
    public init(check: Check, table: String? = nil, id: Int64? = nil, message: String) {
        self.check = check
        self.table = table
        self.id = id
        self.field = nil
        self.stored = nil
        self.expected = nil
        self.message = message
    }

    /// A stored value that differs from its recomputation; `label` says which row it is to a person.
    public init(table: String, id: Int64, label: String, field: String, stored: Money, expected: Money) {
        self.check = .derived
        self.table = table
        self.id = id
        self.field = field
        self.stored = stored
        self.expected = expected
        self.message = "\(table) #\(id) (\(label)) \(field): stored \(stored.formatted), expected \(expected.formatted)"
    }
}
