import CommandKit
import Model
import Shared

/// `tx list` as a table: the page asked for, then the totals of every match and where the next page is.
struct TransactionListScreen {
    struct Row {
        let transaction: Transaction
        let line: String?
    }

    /// The CSV columns: the keys of a transaction's JSON object.
    static let csvHeader: [JSONValue] = ["id", "name", "kind", "amount", "date", "line", "checked", "category"].map { .string($0) }

    /// "in 2026-11", "since 2026-09-01" (the date as screens print it), "in any budget".
    let scope: String
    let typedFilters: [String]
    let limit: Int?
    let page: Int
    let style: ScreenStyle

    /// `totals` count every match (all pages); `periodCount` is how many transactions the periods
    /// hold without the filters (to tell "nothing matched" from an empty period).
    func render(_ rows: [Row], totals: TransactionTotals, periodCount: Int) -> String {
        if totals.count == 0 {
            if periodCount > 0, !typedFilters.isEmpty {
                let noun = periodCount == 1 ? "transaction" : "transactions"
                return "Nothing matched \(typedFilters.joined(separator: " ")) (\(periodCount) \(noun) \(scope))."
            }
            return "No transactions \(scope)."
        }
        guard !rows.isEmpty else {
            let pages = limit.map { (totals.count + $0 - 1) / $0 } ?? 1
            return "Page \(page) is past the end: \(count(totals.count)) \(scope) make \(pages) page\(pages == 1 ? "" : "s")."
        }
        let showsCategory = rows.contains { $0.transaction.category != nil }
        var table = Self.table(showsCategory: showsCategory)
        for row in rows { table.addRow(cells(row, showsCategory: showsCategory)) }
        // Appended in place: `+` would copy a month's table once more.
        let rendered = table.rendered(maxWidth: style.width, styler: style.styler)
        var text = rendered.text
        text += "\n" + style.styler.dim(summary(shown: rows.count, totals: totals, leftOut: rendered.leftOut))
        return text
    }

    /// The same table written as it is read, for every match of the history: a first pass
    /// measures the columns and adds the totals, a second writes the rows (`each` runs a pass).
    /// Up to `heldRows` matches (a search's few thousand) are kept from the first pass and
    /// written from memory: a second pass would read the whole history again.
    func stream(
        into stream: inout JSONStream, periodCount: () throws -> Int, each: ((Row) -> Void) throws -> Void
    ) throws {
        let measuring = Self.table(showsCategory: true)
        var widths = measuring.unmeasuredWidths()
        var totals = TransactionTotals()
        var showsCategory = false
        var held: [Row] = []
        try each { row in
            measuring.measure(cells(row, showsCategory: true), into: &widths)
            totals.add(row.transaction)
            if row.transaction.category != nil { showsCategory = true }
            if totals.count <= heldRows { held.append(row) } else if !held.isEmpty { held = [] }
        }
        guard totals.count > 0 else {
            return stream.write(render([], totals: totals, periodCount: try periodCount()))
        }
        let table = Self.table(showsCategory: showsCategory)
        if !showsCategory { widths.remove(at: 6) }
        let fitted = table.fitted(widths, maxWidth: style.width)
        stream.write(table.streamedHeader(widths: fitted, styler: style.styler))
        let write = { (row: Row) in stream.write("\n" + table.streamedLine(cells(row, showsCategory: showsCategory), widths: fitted)) }
        if totals.count <= heldRows { held.forEach(write) } else { try each(write) }
        stream.write("\n" + style.styler.dim(summary(shown: totals.count, totals: totals, leftOut: table.leftOut(in: fitted))))
    }

    /// The most matches `stream` keeps between its passes (about 6 MB of rows).
    var heldRows = 20_000

    private static func table(showsCategory: Bool) -> TextTable {
        // Only the name, the line and the category are cut to fit: never an id, a date, a kind or an
        // amount. On a narrow terminal the category, the kind and the line are left out first.
        var columns: [TextTable.Column] = [
            .fixedLeft("#"), .fixedLeft("✓"), .fixedLeft("Date"), .left("Name"), .fixedLeft("Kind").leftOutToFit(2),
            .left("Line").leftOutToFit(3),
        ]
        if showsCategory { columns.append(.left("Category").leftOutToFit(1)) }
        columns.append(.right("Amount"))
        return TextTable(columns: columns)
    }

    private func cells(_ row: Row, showsCategory: Bool) -> [String] {
        let tx = row.transaction
        var cells = [
            "#\(tx.id)", tx.isChecked ? style.styler.green("✓") : "", tx.date.shown,
            TransactionText.name(of: tx, style: style), tx.kind.rawValue,
            row.line ?? style.styler.dim("free"),
        ]
        if showsCategory { cells.append(tx.category ?? style.styler.dim("(none)")) }
        cells.append(tx.amount.formatted)
        return cells
    }

    /// "5 transactions in 2026-11: income 250.00, spending 161.95, net +88.05." and the page: "spending" is
    /// the expenses without the savings, which have their own sum. The columns `leftOut` to fit are named after.
    func summary(shown: Int, totals: TransactionTotals, leftOut: [String] = []) -> String {
        var sums: [String] = []
        if totals.income != .zero { sums.append("income \(totals.income.formatted)") }
        if totals.expense != .zero { sums.append("spending \(totals.expense.formatted)") }
        if totals.saving != .zero { sums.append("savings \(totals.saving.formatted)") }
        let net = totals.net
        sums.append("net \(net.cents > 0 ? "+" : "")\(net.formatted)")
        var text = "\(count(totals.count)) \(scope): \(sums.joined(separator: ", "))."
        if let limit, shown < totals.count {
            let first = (page - 1) * limit + 1
            let pages = (totals.count + limit - 1) / limit
            text += " Showing \(first)–\(first + shown - 1), page \(page) of \(pages)"
            text += page < pages ? " (--page \(page + 1) for more)." : "."
        }
        if let note = TextTable.leftOutNote(leftOut) { text += " " + note }
        return text
    }

    private func count(_ number: Int) -> String { "\(number) transaction\(number == 1 ? "" : "s")" }
}
