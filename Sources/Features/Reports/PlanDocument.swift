import CommandKit
import Model
import Shared

/// Planned against consumed per line across months.
struct PlanDocument: Sendable, Equatable {
    var months: ClosedRange<YearMonth>
    var rows: [PlanRow]

    var monthList: [YearMonth] {
        (months.lowerBound.periodIndex...months.upperBound.periodIndex).map(YearMonth.init(periodIndex:))
    }

    /// `{"from", "to", "rows": [{"line", "kind", "planned", "consumed", "difference", "overrunMonths",
    /// "months": [{"month", "planned", "consumed", "overrun"}]}]}`; `.mode csv` prints one row per line.
    var json: JSONValue {
        .object([
            ("from", .string(months.lowerBound.description)), ("to", .string(months.upperBound.description)),
            (
                "rows",
                .array(
                    rows.map { row in
                        .object([
                            ("line", .string(row.name)), ("kind", .string(row.kind.rawValue)), ("planned", row.planned.json),
                            ("consumed", row.consumed.json), ("difference", row.difference.json),
                            ("overrunMonths", .int(Int64(row.overrunMonths))),
                            (
                                "months",
                                .array(
                                    row.points.compactMap { $0 }.map { point in
                                        .object([
                                            ("month", .string(point.month.description)), ("planned", point.planned.json),
                                            ("consumed", point.consumed.json), ("overrun", .bool(point.isOverrun)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }
}
