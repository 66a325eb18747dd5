/// Filters and order of `tx list`.
public struct TransactionQuery: Sendable, Equatable {
    public enum Sort: String, Sendable, CaseIterable {
        case date, amount, name
    }

    public var kind: Kind?
    public var lineID: Int64?
    /// Case-insensitive substring of the name.
    public var search: String?
    public var sort: Sort
    public var descending: Bool

    public init(kind: Kind? = nil, lineID: Int64? = nil, search: String? = nil, sort: Sort = .date, descending: Bool = false) {
        self.kind = kind
        self.lineID = lineID
        self.search = search
        self.sort = sort
        self.descending = descending
    }
}
