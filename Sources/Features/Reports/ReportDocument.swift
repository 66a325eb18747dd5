import CommandKit
import Model
import Shared

/// A finished report: its title, what it covers, and its rows, for the screen, JSON and HTML.
struct ReportDocument: Sendable, Equatable {
    var title: String
    /// What the report covers in words, e.g. `2026-11 (2026-10-25 – 2026-11-24)`.
    var span: String
    /// The same with the dates as screens print them (`DateRules`); nil: `span`.
    var shownSpan: String? = nil
    var grouping: ReportGrouping
    var kind: Kind?
    var table: ReportTable

    /// income − expense − saving of a report by kind over every kind; nil for any other report.
    /// Example: income 500.00, expense 215.00 → 285.00.
    var net: Money? {
        guard grouping == .kind, kind == nil else { return nil }
        return table.rows.reduce(Money.zero) { net, row in
            switch Kind(rawValue: row.label) {
            case .income: net + row.amount
            case .expense, .saving: net - row.amount
            case nil: net
            }
        }
    }

    /// The last row's label: `Total`, or `Net` by kind over every kind, where income and outflows
    /// are not added together.
    var totalLabel: String { net == nil ? "Total" : "Net" }

    /// The last row's amount: the sum of the rows, or by kind over every kind the net.
    /// Example: income 500.00, expense 215.00 → 285.00 (not 715.00).
    var total: Money { net ?? table.total }

    /// The last row's share: 100 % of a sum; none beside a net, nor for nothing.
    var totalShare: String { net != nil || table.total == .zero ? "" : "100.0 %" }

    /// `{"title", "period", "by", "kind", "rows": [{GROUP, "amount", "count", "share"}], "total", "count"}`,
    /// and `"net"` (income − expense − saving) by kind over every kind, where `"total"` is that net
    /// too; `.mode csv` prints the rows (share in percent with two decimals).
    var json: JSONValue {
        guard let net, case .object(let pairs) = fields else { return fields }
        return .object(pairs + [("net", net.json)])
    }

    /// Every key but `"net"`.
    private var fields: JSONValue {
        .object([
            ("title", .string(title)), ("period", .string(span)), ("by", .string(grouping.rawValue)),
            ("kind", .optional(kind) { .string($0.rawValue) }),
            (
                "rows",
                .array(
                    table.rows.map { row in
                        .object([
                            (grouping.rawValue, .string(row.label)), ("amount", row.amount.json), ("count", .int(Int64(row.count))),
                            ("share", .number(ReportText.percent(row.shareBasisPoints, decimals: 2))),
                        ])
                    })
            ),
            ("total", total.json), ("count", .int(Int64(table.count))),
        ])
    }
}
