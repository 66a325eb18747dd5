import Shared

/// What `roundup move` did: the week's listing, and the line it created (nil when the total was 0).
public struct RoundupMoveOutcome: Sendable, Equatable {
    public let summary: RoundupSummary
    public let line: BudgetLine?
    public let month: YearMonth

    public init(summary: RoundupSummary, line: BudgetLine?, month: YearMonth) {
        self.summary = summary
        self.line = line
        self.month = month
    }
}
