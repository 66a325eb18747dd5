import CommandKit
import Model
import Shared

/// A finished trend report: its months and one row per group.
struct TrendDocument: Sendable, Equatable {
    var title: String
    var months: ClosedRange<YearMonth>
    var grouping: ReportGrouping
    var rows: [TrendRow]

    /// `{"title", "from", "to", "by", "rows": [{GROUP, "months": [amounts], "average", "total", "previous", "change"}]}`;
    /// `change` is a percentage with two decimals, null when nothing was spent before.
    var json: JSONValue {
        .object([
            ("title", .string(title)), ("from", .string(months.lowerBound.description)), ("to", .string(months.upperBound.description)),
            ("by", .string(grouping.rawValue)),
            (
                "rows",
                .array(
                    rows.map { row in
                        .object([
                            (grouping.rawValue, .string(row.label)), ("months", .array(row.values.map(\.json))),
                            ("average", row.average.json),
                            ("total", row.total.json), ("previous", row.previousTotal.json),
                            ("change", .optional(row.changeBasisPoints) { .number(ReportText.percent($0, decimals: 2)) }),
                        ])
                    })
            ),
        ])
    }
}
