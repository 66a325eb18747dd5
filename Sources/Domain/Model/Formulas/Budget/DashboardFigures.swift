import Shared

/// The hero of the dashboard (Docs/Domain.md §5.3): what is checked ("pointé"), what is still
/// committed ("engagé") and what remains. Because realized expenses never exceed the planned
/// total, checked + committed + remaining = available always holds.
public struct DashboardFigures: Sendable, Equatable {
    /// realizedExpenses.
    public let checked: Money
    /// max(totalExpenses − checked, 0).
    public let committed: Money
    public let remaining: Money
    public let available: Money

    public init(checked: Money, committed: Money, remaining: Money, available: Money) {
        self.checked = checked
        self.committed = committed
        self.remaining = remaining
        self.available = available
    }

    /// True when checked + committed + remaining = available exactly.
    public var isBalanced: Bool { checked + committed + remaining == available }
}
