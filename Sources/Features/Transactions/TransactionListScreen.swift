import CommandKit
import Domain
import Model
import Shared

/// A budget's transactions as a table, with their total.
struct TransactionListScreen {
    let month: YearMonth
    let transactions: [Transaction]
    let lines: [BudgetLine]
    let style: ScreenStyle

    func render() -> String {
        guard !transactions.isEmpty else { return "No transactions in \(month)." }
        let names = Dictionary(uniqueKeysWithValues: lines.map { ($0.id, $0.name) })
        var table = TextTable(columns: [
            .left("#"), .left("✓"), .left("Date"), .left("Name"), .left("Kind"), .left("Line"), .right("Amount"),
        ])
        for tx in transactions {
            table.addRow([
                "#\(tx.id)", tx.isChecked ? style.styler.green("✓") : "", tx.date.description, tx.name, tx.kind.rawValue,
                tx.lineID.flatMap { names[$0] } ?? style.styler.dim("free"), tx.amount.formatted,
            ])
        }
        let total = transactions.sum(of: \.amount)
        let count = "\(transactions.count) transaction\(transactions.count == 1 ? "" : "s")"
        // Appended in place: `+` would copy a month's table once more.
        var text = table.render(maxWidth: style.width, styler: style.styler)
        text += "\n" + style.styler.dim("\(count), \(total.formatted) in all.")
        return text
    }
}
