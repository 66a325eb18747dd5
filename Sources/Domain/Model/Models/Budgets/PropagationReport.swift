import Shared

/// What a template change did to budgets: the months changed and the ones left alone, with why.
public struct PropagationReport: Sendable, Equatable {
    public var changedMonths: [YearMonth]
    public var skipped: [(month: YearMonth, reason: String)]

    public init(changedMonths: [YearMonth] = [], skipped: [(month: YearMonth, reason: String)] = []) {
        self.changedMonths = changedMonths
        self.skipped = skipped
    }

    public static func == (lhs: PropagationReport, rhs: PropagationReport) -> Bool {
        lhs.changedMonths == rhs.changedMonths && lhs.skipped.map(\.month) == rhs.skipped.map(\.month)
            && lhs.skipped.map(\.reason) == rhs.skipped.map(\.reason)
    }
}
