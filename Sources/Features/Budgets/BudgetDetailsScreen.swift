import Domain
import Shared

/// A budget's details: its lines with consumed / planned, its transactions, its metrics.
struct BudgetDetailsScreen {
    let details: BudgetDetails
    let today: LocalDate
    let currency: Currency

    func render() -> String {
        let metrics = details.metrics
        let (daysLeft, daily) = details.allowance(today: today)
        var out = "Budget \(details.month)  (\(details.period.start) to \(details.period.end), \(daysLeft) days left)\n"
        out += "Remaining \(metrics.remaining.formatted(currency: currency.rawValue))"
        out += "  ·  daily allowance \(daily.formatted)  ·  \(BudgetFormulas.healthState(metrics).rawValue)\n\n"
        if details.lines.isEmpty {
            out += "No lines yet: add one with `line add KIND NAME AMOUNT`.\n"
        } else {
            let rows = details.lines.map { line -> [String] in
                let consumed = details.consumed[line.id] ?? .zero
                let over = consumed > line.amount && line.kind != .income
                return ["#\(line.id)", line.isChecked ? "✓" : " ", line.name, line.kind.rawValue,
                        consumed.formatted, line.amount.formatted + (over ? " over" : "")]
            }
            out += PlainTable(header: ["Id", "✓", "Line", "Kind", "Consumed", "Planned"], rows: rows,
                              rightAligned: [4, 5]).render() + "\n"
        }
        if !details.transactions.isEmpty {
            let names = Dictionary(uniqueKeysWithValues: details.lines.map { ($0.id, $0.name) })
            let rows = details.transactions.map { tx -> [String] in
                ["#\(tx.id)", tx.isChecked ? "✓" : " ", tx.date.description, tx.name, tx.kind.rawValue,
                 tx.lineID.flatMap { names[$0] } ?? "(free)", tx.amount.formatted]
            }
            out += "\n" + PlainTable(header: ["Id", "✓", "Date", "Transaction", "Kind", "Line", "Amount"], rows: rows,
                                     rightAligned: [6]).render() + "\n"
        }
        out += "\n" + PlainTable(header: ["", ""], rows: [
            ["Income", metrics.totalIncome.formatted], ["Rollover", metrics.rollover.formatted],
            ["Available", metrics.available.formatted], ["Expenses", metrics.totalExpenses.formatted],
            ["  of which savings", metrics.totalSavings.formatted], ["Remaining", metrics.remaining.formatted],
            ["Checked", "\(details.realized.checkedItems) of \(details.realized.totalItems)"],
        ], rightAligned: [1]).render().split(separator: "\n").dropFirst().joined(separator: "\n")
        return out
    }
}
