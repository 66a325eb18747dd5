import Shared

/// Everything `tx show` prints about one transaction: where it stands and what it feeds.
public struct TransactionDetail: Sendable, Equatable {
    public let transaction: Transaction
    /// The budget it belongs to and that budget's period.
    public let month: YearMonth
    public let period: BudgetPeriod
    /// The line it is allocated to (nil when free).
    public let lineName: String?
    /// When it was checked, as stored (`2026-11-13T09:12:00Z`), nil when unchecked.
    public let checkedAt: String?
    /// The savings goal its line feeds, or the goal a withdrawal drew from.
    public let goalName: String?
    /// The favourite `tx add @NAME` made it from.
    public let favouriteName: String?
    /// What the bank said of an imported transaction: its reference and its words (nil when typed).
    public let bankReference: String?
    public let bankText: String?
    /// The account it belongs to, and whether the database has others (screens name it only then).
    public let accountName: String
    public let hasOtherAccounts: Bool
    /// Every part of the split movement it belongs to, its first part first; empty when not split.
    public let splitParts: [TransactionSplit.Part]

    public init(
        transaction: Transaction, month: YearMonth, period: BudgetPeriod, lineName: String?, checkedAt: String?, goalName: String?,
        favouriteName: String? = nil, bankReference: String? = nil, bankText: String? = nil, accountName: String = "Main",
        hasOtherAccounts: Bool = false, splitParts: [TransactionSplit.Part] = []
    ) {
        self.splitParts = splitParts
        self.accountName = accountName
        self.hasOtherAccounts = hasOtherAccounts
        self.favouriteName = favouriteName
        self.bankReference = bankReference
        self.bankText = bankText
        self.transaction = transaction
        self.month = month
        self.period = period
        self.lineName = lineName
        self.checkedAt = checkedAt
        self.goalName = goalName
    }
}
