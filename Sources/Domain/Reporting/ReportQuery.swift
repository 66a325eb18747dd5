import GRDB
import Model
import Shared

/// The one statement of a report: `key, label, amount, count` per group. Month spans read the
/// stored per-budget totals (a few rows per budget); days and names read `tx` through its
/// `(budget_id, date)` index, limited to the budgets whose periods hold those days.
struct ReportQuery {
    let sql: String
    let arguments: StatementArguments

    /// With `perMonth`, one row per group and budget month, the month last: `key, label, amount, count, month`.
    init(span: ReportSpan, payDay: Int?, kind: Kind?, grouping: ReportGrouping, perMonth: Bool = false) {
        var conditions: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        let raw: Bool
        switch span {
        case .months(let range):
            raw = grouping == .name || grouping == .source
            if let range {
                conditions.append("b.month BETWEEN ? AND ?")
                arguments += [range.lowerBound.description, range.upperBound.description]
            }
        case .days(let days):
            raw = true
            let months = ReportFormulas.budgetMonths(covering: days, payDay: payDay)
            conditions.append("b.month BETWEEN ? AND ? AND t.date BETWEEN ? AND ?")
            arguments += [
                months.lowerBound.description, months.upperBound.description, days.lowerBound.description,
                days.upperBound.description,
            ]
        }
        let source = raw ? "t" : "a"
        if let kind {
            conditions.append("\(source).kind = ?")
            arguments.append(kind.rawValue)
        }
        let table = raw ? "tx t" : "report_category_total a"
        var from: String
        let key: String
        let label: String
        switch (grouping, raw) {
        case (.category, true):
            (from, key, label) = (table, "t.category", "t.category")
        case (.category, false):
            (from, key, label) = (table, "NULLIF(a.category, '')", "NULLIF(a.category, '')")
        case (.line, true):
            (from, key, label) = ("tx t", "l.name_key", "MAX(l.name)")
        case (.line, false):
            (from, key, label) = ("report_line_total a", "l.name_key", "MAX(l.name)")
        case (.kind, _):
            (from, key, label) = (table, "\(source).kind", "\(source).kind")
        case (.name, _):
            (from, key, label) = ("tx t", "t.name_key", "MAX(t.name)")
        case (.source, _):
            // Rows written before pulpe kept a source show as `unknown`.
            (from, key, label) = (
                "tx t", "IFNULL(t.source, '\(TransactionSource.unknown)')", "IFNULL(t.source, '\(TransactionSource.unknown)')"
            )
        case (.month, _):
            (from, key, label) = (table, "b.month", "b.month")
        }
        from = "budget b JOIN \(from) ON \(source).budget_id = b.id"
        if grouping == .line { from += " LEFT JOIN budget_line l ON l.id = \(source).\(raw ? "budget_line_id" : "line_id")" }
        let sums = raw ? "SUM(t.amount_cents), COUNT(*)" : "SUM(a.amount_cents), SUM(a.tx_count)"
        let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        sql = """
            SELECT \(key), \(label), \(sums)\(perMonth ? ", b.month" : "") FROM \(from)\(filter)
            GROUP BY \(key)\(perMonth ? ", b.month" : "") ORDER BY \(key)
            """
        self.arguments = StatementArguments(arguments)
    }
}
