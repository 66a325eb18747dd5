import CommandKit
import Model
import Shared

/// A round-up listing: each expense with its round-up, then the total.
struct RoundupScreen {
    let summary: RoundupSummary
    /// Terminal width and colours (plain in tests).
    var style: ScreenStyle = .plain
    /// When the listed week was moved, if it was.
    let move: RoundupMove?

    func render() -> String {
        let span =
            summary.week.map { "Week \($0) (\($0.first.shown) to \($0.last.shown))" }
            ?? "From \(summary.from.shown) to \(summary.to.shown)"
        var out = "\(span), rounded up to \(summary.unit.rawValue):\n"
        if summary.items.isEmpty {
            out += "No expenses in these days: nothing to round up."
        } else {
            // Rows added one by one: a list of rows handed over whole would be held twice.
            var table = TextTable(header: ["#", "Date", "Expense", "Amount", "Round-up"], rows: [], rightAligned: [3, 4])
            for item in summary.items {
                table.addRow([
                    "#\(item.transaction.id)", item.transaction.date.shown, item.transaction.name,
                    item.transaction.amount.formatted, item.roundUp.formatted,
                ])
            }
            out += table.render(maxWidth: style.width, styler: style.styler)
            out += "\nTotal \(summary.total.formatted)"
        }
        if let move {
            out += "\nAlready moved on \(move.movedOn.shown): \(move.amount.formatted) (line #\(move.lineID))."
        }
        return out
    }
}
