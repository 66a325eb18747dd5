import Shared

/// A report's rows in display order and its totals (of every group, also those `--top` left out).
public struct ReportTable: Sendable, Equatable {
    public var rows: [ReportRow]
    public var total: Money
    public var count: Int

    public init(rows: [ReportRow], total: Money, count: Int) {
        self.rows = rows
        self.total = total
        self.count = count
    }

    /// The largest amount of a row, which fills a bar.
    public var largest: Money { rows.map(\.amount).max() ?? .zero }
}
