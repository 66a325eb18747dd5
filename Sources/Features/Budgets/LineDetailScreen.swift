import CommandKit
import Model
import Shared

/// One budget line and its transactions (`line show`, `open line`).
struct LineDetailScreen {
    let detail: LineDetail
    let style: ScreenStyle

    func render() -> String {
        let line = detail.line
        let styler = style.styler
        let consumption = detail.consumption
        var rows: [(String, String)] = [
            ("Kind", line.kind.rawValue),
            ("Planned", line.amount.formatted),
            (
                "Consumed",
                consumption.allocated.formatted
                    + " (\(BarChart.percent(consumption.percentage / 100).trimmingCharacters(in: .whitespaces)))"
            ),
            ("Remaining", style.amount(consumption.available)),
            ("Checked", line.isChecked ? "yes" + (line.kind == .income ? " (counts as received, on top of its transactions)" : "") : "no"),
            ("From", detail.origin),
        ]
        if let goal = detail.goalName { rows.append(("Goal", goal)) }
        if let group = line.spreadGroup { rows.append(("Spread", "\(group) (`line spread show \(group)`)")) }
        return styler.bold("Line '\(line.name)' #\(line.id)") + styler.dim(" · budget \(detail.month)")
            + LabelledRows.render(rows, screenWidth: style.width) + "\n\n" + transactions()
    }

    /// The line's transactions, oldest first, and their sum. Example: `2 transactions: 143.55.`
    private func transactions() -> String {
        let all = detail.transactions
        guard !all.isEmpty else {
            return style.styler.dim(
                "No transactions on this line: `tx add NAME AMOUNT --line \(Tokenizer.quoted(detail.line.name))` adds one.")
        }
        var table = TextTable(columns: [.fixedLeft("#"), .fixedLeft("✓"), .fixedLeft("Date"), .left("Transaction"), .right("Amount")])
        for tx in all {
            table.addRow([
                "#\(tx.id)", tx.isChecked ? style.styler.green("✓") : "", tx.date.shown, TransactionText.name(of: tx, style: style),
                tx.amount.formatted,
            ])
        }
        let sum = all.reduce(Money.zero) { $0 + $1.amount }
        let count = all.count == 1 ? "1 transaction" : "\(all.count) transactions"
        return table.render(maxWidth: style.width, styler: style.styler) + "\n" + "\(count): \(sum.formatted)."
    }

    /// The line's object (as `line add` prints it, with its budget) with its planned, remaining,
    /// origin, template, spread group and transactions.
    static func json(_ detail: LineDetail) -> JSONValue {
        guard case .object(var members) = detail.line.json(consumed: detail.consumption.allocated, month: detail.month) else {
            return .null
        }
        members += [
            ("planned", detail.line.amount.json), ("remaining", detail.consumption.available.json),
            ("origin", .string(detail.from.rawValue)), ("template", .optional(detail.templateName) { .string($0) }),
            ("goalName", .optional(detail.goalName) { .string($0) }),
            ("spreadGroup", .optional(detail.line.spreadGroup) { .string($0) }),
            ("transactions", .array(detail.transactions.map { $0.json() })),
        ]
        return .object(members)
    }
}
