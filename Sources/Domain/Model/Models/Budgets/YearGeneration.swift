import Shared

/// What `budget year` did: the months it created and those that already had a budget.
public struct YearGeneration: Sendable, Equatable {
    public var created: [YearMonth]
    public var existing: [YearMonth]

    public init(created: [YearMonth], existing: [YearMonth]) {
        self.created = created
        self.existing = existing
    }
}
