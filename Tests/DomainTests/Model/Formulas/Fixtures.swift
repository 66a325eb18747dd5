import Model
import Shared
import TestSupport

/// Lines and transactions with only what a test cares about.
func line(_ id: Int64, _ kind: Kind, _ amount: String, checked: Bool = false, name: String = "line") -> BudgetLine {
    BudgetLine(id: id, budgetID: 1, name: name, amount: money(amount), kind: kind, isChecked: checked)
}

func tx(
    _ id: Int64, _ kind: Kind, _ amount: String, line lineID: Int64? = nil, checked: Bool = false,
    on day: String = "2026-03-10"
) -> Transaction {
    Transaction(
        id: id, budgetID: 1, lineID: lineID, name: "tx", amount: money(amount), kind: kind,
        date: date(day), isChecked: checked)
}

/// Docs/Domain.md §9 example A: one month with envelopes, rollover +200.
enum ExampleA {
    static let lines = [
        line(1, .income, "5000", checked: true, name: "Salaire"),
        line(2, .expense, "1500", checked: true, name: "Loyer"),
        line(3, .expense, "600", name: "Courses"),
        line(4, .saving, "500", checked: true, name: "Épargne"),
    ]
    static let transactions = [
        tx(1, .expense, "250", line: 3, checked: true),
        tx(2, .expense, "180", line: 3, checked: true),
        tx(3, .expense, "220", line: 3),
        tx(4, .saving, "500", line: 4),
        tx(5, .expense, "80", checked: true),
        tx(6, .income, "300"),
    ]
    static let rollover = money("200")
}
