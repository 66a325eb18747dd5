import Shared

/// What `tx list` asks for: where to look, which transactions to keep, in what order, which page.
public struct TransactionQuery: Sendable, Equatable {
    public enum Sort: String, Sendable, CaseIterable {
        case date, amount, name, category
    }

    /// The periods looked in: the budget, the dates between `since` and `until` (either open), or all.
    public var budgetID: Int64?
    public var since: LocalDate?
    public var until: LocalDate?
    public var kind: Kind?
    public var lineID: Int64?
    /// A line by name in every budget (across periods, where no one budget resolves it).
    public var lineName: String?
    /// The category, equal as `--search` compares (case and accents ignored).
    public var category: String?
    /// Substring of the name or category, case and accents ignored.
    public var search: String?
    public var minAmount: Money?
    public var maxAmount: Money?
    /// Only checked (`true`) or only unchecked (`false`) transactions.
    public var checked: Bool?
    /// Only the transactions of this account.
    public var accountID: Int64?
    public var sort: Sort
    public var descending: Bool
    /// At most this many, after skipping `offset`.
    public var limit: Int?
    public var offset: Int

    public init(
        budgetID: Int64? = nil, since: LocalDate? = nil, until: LocalDate? = nil, kind: Kind? = nil, lineID: Int64? = nil,
        lineName: String? = nil, category: String? = nil, search: String? = nil, minAmount: Money? = nil, maxAmount: Money? = nil,
        checked: Bool? = nil, sort: Sort = .date, descending: Bool = false, limit: Int? = nil, offset: Int = 0
    ) {
        self.budgetID = budgetID
        self.since = since
        self.until = until
        self.kind = kind
        self.lineID = lineID
        self.lineName = lineName
        self.category = category
        self.search = search
        self.minAmount = minAmount
        self.maxAmount = maxAmount
        self.checked = checked
        self.sort = sort
        self.descending = descending
        self.limit = limit
        self.offset = offset
    }

    /// True when a filter beyond the periods narrows the list (so an empty result is "nothing matched").
    public var filters: Bool {
        kind != nil || lineID != nil || lineName != nil || category != nil || !(search ?? "").isEmpty || minAmount != nil
            || maxAmount != nil || checked != nil
    }

    /// The same periods with no filter, order or page: to tell an empty period from no match.
    public var periodsOnly: TransactionQuery { TransactionQuery(budgetID: budgetID, since: since, until: until) }
}
