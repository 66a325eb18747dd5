import Shared

/// What a pay-day change does to the transactions: each one whose date falls outside its budget's
/// period under the new pay day ("stranded"), and, with `--move`, where it went.
///
/// Example: pay day 25 then 1; a transaction dated 2026-11-26 sits in budget 2026-12 (2026-11-25
/// to 2026-12-24 under pay day 25), and under pay day 1 its date belongs to 2026-11.
public struct PayDayChange: Sendable, Equatable {
    /// One transaction outside its budget's period.
    public struct Stranded: Sendable, Equatable {
        /// The transaction as it was before any move.
        public let transaction: Transaction
        /// The month of the budget that holds it (held it, once moved).
        public let budgetMonth: YearMonth
        /// The month of the budget its date belongs to under the new pay day.
        public let periodMonth: YearMonth
        /// The name of the line it was allocated to, if any.
        public let lineName: String?
        /// After a move: the line of the same name and kind it went to in the new budget, or nil
        /// when it became free there.
        public var movedLineID: Int64?

        public init(transaction: Transaction, budgetMonth: YearMonth, periodMonth: YearMonth, lineName: String?, movedLineID: Int64? = nil)
        {
            self.transaction = transaction
            self.budgetMonth = budgetMonth
            self.periodMonth = periodMonth
            self.lineName = lineName
            self.movedLineID = movedLineID
        }
    }

    public let settings: Settings
    /// Oldest date first.
    public let stranded: [Stranded]
    /// The stranded transactions were moved to the budget of their date's period.
    public let moved: Bool

    public init(settings: Settings, stranded: [Stranded], moved: Bool) {
        self.settings = settings
        self.stranded = stranded
        self.moved = moved
    }
}
