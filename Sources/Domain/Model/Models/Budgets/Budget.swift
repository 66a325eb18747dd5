import Shared

/// One month's budget. `monthDelta` is the persisted income − outflows of this month alone.
public struct Budget: Sendable, Equatable, Identifiable {
    public let id: Int64
    public var month: YearMonth
    public var description: String?
    public var templateID: Int64?
    /// totalIncome − totalExpenses with rollover 0 (Docs/Domain.md §5.6), stored after every amount change.
    public var monthDelta: Money

    public init(id: Int64, month: YearMonth, description: String? = nil, templateID: Int64? = nil, monthDelta: Money = .zero) {
        self.id = id
        self.month = month
        self.description = description
        self.templateID = templateID
        self.monthDelta = monthDelta
    }
}
