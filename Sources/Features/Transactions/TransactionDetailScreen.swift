import CommandKit
import Model
import Shared

/// One transaction, every field on its own line (`tx show`, `open tx`).
struct TransactionDetailScreen {
    let detail: TransactionDetail
    let style: ScreenStyle

    func render() -> String {
        let tx = detail.transaction
        let period = detail.period
        var rows: [(String, String)] = [
            ("Name", tx.name),
            ("Amount", tx.amount.formatted),
            ("Kind", tx.kind.rawValue),
            ("Date", tx.date.shown),
            ("Budget", "\(detail.month) (\(period.start.shown) to \(period.end.shown))"),
            ("Line", detail.lineName ?? style.styler.dim("free")),
            ("Category", tx.category ?? style.styler.dim("(none)")),
            ("Checked", detail.checkedAt.map { "yes, \(LocalDate.shown(timestamp: $0))" } ?? "no"),
        ]
        // Money paid in another currency: as paid, after the amount in the budget's currency.
        if let original = tx.original { rows.insert(("Paid", original.formatted), at: 2) }
        if detail.hasOtherAccounts { rows.append(("Account", detail.accountName)) }
        if !detail.splitParts.isEmpty { rows.append(("Split", Self.parts(detail.splitParts))) }
        if let goal = detail.goalName { rows.append(("Goal", goal)) }
        if let favourite = detail.favouriteName { rows.append(("Favourite", "@" + favourite)) }
        if let reference = detail.bankReference { rows.append(("Bank ref", reference)) }
        if let bankText = detail.bankText { rows.append(("Bank text", bankText)) }
        // A bank's text may run long: wrapped under itself to the terminal's width.
        return style.styler.bold("Transaction #\(tx.id)") + LabelledRows.render(rows, screenWidth: style.width)
    }

    /// "82.40 in 2 parts: #5 Groceries 62.40, #12 Household 20.00" (a free part says "free").
    static func parts(_ parts: [TransactionSplit.Part]) -> String {
        let total = SplitFormulas.total(parts.map(\.transaction))
        let each = parts.map { "#\($0.transaction.id) \($0.lineName ?? "free") \($0.transaction.amount.formatted)" }
        return "\(total.formatted) in \(parts.count) parts: " + each.joined(separator: ", ")
    }

    /// The transaction's object with its budget, period, line name, checked time and goal.
    static func json(_ detail: TransactionDetail) -> JSONValue {
        guard case .object(var members) = detail.transaction.json(month: detail.month) else { return .null }
        members += [
            ("period", .object([("start", .string(detail.period.start.description)), ("end", .string(detail.period.end.description))])),
            ("lineName", .optional(detail.lineName) { .string($0) }),
            ("checkedAt", .optional(detail.checkedAt) { .string($0) }),
            ("goal", .optional(detail.goalName) { .string($0) }),
            ("favourite", .optional(detail.favouriteName) { .string($0) }),
            ("bankReference", .optional(detail.bankReference) { .string($0) }),
            ("bankText", .optional(detail.bankText) { .string($0) }), ("account", .string(detail.accountName)),
            (
                "split",
                detail.splitParts.isEmpty
                    ? .null
                    : TxSplitCommand.json(TransactionSplit(parts: detail.splitParts, month: detail.month))
            ),
        ]
        return .object(members)
    }
}
