import CommandKit
import Model
import Shared

/// What `settings set payday` says: the new pay day, then the transactions it left outside their
/// budget's period, or where `--move` put them.
///
/// Example: "Pay day set to 1. 1 transaction is now outside its budget's period:" then
/// "  #4 Migros 2026-11-26 in budget 2026-12, whose date belongs to 2026-11".
enum PayDayChangeText {
    static func render(_ change: PayDayChange) -> String {
        var out = "Pay day set to \(change.settings.payDay)."
        let count = change.stranded.count
        guard count > 0 else { return out }
        let transactions = count == 1 ? "1 transaction" : "\(count) transactions"
        if change.moved {
            out += " Moved \(transactions) to the budget of \(count == 1 ? "its" : "their") date's period:"
            for item in change.stranded {
                let tx = item.transaction
                let line: String
                if let name = item.lineName {
                    line =
                        item.movedLineID != nil ? "line '\(name)'" : "free (\(item.periodMonth) has no \(tx.kind.rawValue) line '\(name)')"
                } else {
                    line = "free"
                }
                out +=
                    "\n  #\(tx.id) \(tx.name) \(tx.date.shown) \(tx.amount.formatted): \(item.budgetMonth) → \(item.periodMonth), \(line)"
            }
            return out
        }
        out += " \(transactions) \(count == 1 ? "is" : "are") now outside \(count == 1 ? "its" : "their") budget's period:"
        for item in change.stranded {
            let tx = item.transaction
            out +=
                "\n  #\(tx.id) \(tx.name) \(tx.date.shown) \(tx.amount.formatted) in budget \(item.budgetMonth), whose date belongs to \(item.periodMonth)"
        }
        out +=
            "\n\(count == 1 ? "It still counts" : "They still count") in \(count == 1 ? "its" : "their") budget and can be edited; "
            + "`settings set payday \(change.settings.payDay) --move` puts \(count == 1 ? "it" : "each") in the budget of its date's period."
        return out
    }

    static func json(_ change: PayDayChange) -> JSONValue {
        .object([
            ("payday", .int(change.settings.payDay)), ("currency", .string(change.settings.currency.rawValue)),
            ("moved", .bool(change.moved)),
            (
                "stranded",
                .array(
                    change.stranded.map { item in
                        .object([
                            ("id", .int(item.transaction.id)), ("name", .string(item.transaction.name)),
                            ("date", .string(item.transaction.date.description)), ("amount", item.transaction.amount.json),
                            ("budget", .string(item.budgetMonth.description)), ("periodBudget", .string(item.periodMonth.description)),
                            ("line", .optional(item.lineName) { .string($0) }),
                            ("movedLine", .optional(item.movedLineID) { .int($0) }),
                        ])
                    })
            ),
        ])
    }
}
