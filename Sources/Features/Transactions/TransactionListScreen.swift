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
        let header = ["Id", "✓", "Date", "Name", "Kind", "Line", "Amount"]
        // Each cell measured once, everything written as bytes into one buffer: a month can have
        // tens of thousands of transactions.
        var counts = header.map(\.count)
        counts.reserveCapacity(7 * (rows.count + 1))
        for row in rows { for cell in row { counts.append(cell.count) } }
        var widths = Array(repeating: 0, count: 7)
        for (index, count) in counts.enumerated() { widths[index % 7] = max(widths[index % 7], count) }
        var out: [UInt8] = []
        out.reserveCapacity((widths.reduce(0, +) + 15) * (rows.count + 2))
        for (line, row) in ([header] + rows).enumerated() {
            for (column, cell) in row.enumerated() {
                if column > 0 { out.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: " ")]) }
                let pad = repeatElement(UInt8(ascii: " "), count: widths[column] - counts[line * 7 + column])
                if column == 6 { out.append(contentsOf: pad) }
                out.append(contentsOf: cell.utf8)
                if column != 6 { out.append(contentsOf: pad) }
            }
            out.append(UInt8(ascii: "\n"))
        }
        let total = transactions.sum(of: \.amount)
        return String(decoding: out, as: UTF8.self) + "\(transactions.count) transaction\(transactions.count == 1 ? "" : "s"), \(total.formatted) in all."
    }
}
