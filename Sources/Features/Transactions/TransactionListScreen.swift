import Domain
import Shared

/// A budget's transactions as a table, with their total.
struct TransactionListScreen {
    let month: YearMonth
    let transactions: [Transaction]
    let lines: [BudgetLine]

    func render() -> String {
        guard !transactions.isEmpty else { return "No transactions in \(month)." }
        let names = Dictionary(uniqueKeysWithValues: lines.map { ($0.id, $0.name) })
        let rows = transactions.map { tx -> [String] in
            ["#\(tx.id)", tx.isChecked ? "✓" : " ", tx.date.description, tx.name, tx.kind.rawValue,
             tx.lineID.flatMap { names[$0] } ?? "(free)", tx.amount.formatted]
        }
        let widths = (0..<7).map { column in ([["Id", "✓", "Date", "Name", "Kind", "Line", "Amount"]] + rows).map { $0[column].count }.max() ?? 0 }
        let render = { (row: [String]) in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 6 ? pad + cell : cell + pad
            }.joined(separator: "  ")
        }
        let total = transactions.sum(of: \.amount)
        return ([render(["Id", "✓", "Date", "Name", "Kind", "Line", "Amount"])] + rows.map(render)).joined(separator: "\n")
            + "\n\(transactions.count) transaction\(transactions.count == 1 ? "" : "s"), \(total.formatted) in all."
    }
}
