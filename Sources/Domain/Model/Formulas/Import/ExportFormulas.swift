import Shared

/// How transactions are written for other tools: a CSV record (RFC 4180 quoting) and a
/// ledger/hledger journal entry.
public enum ExportFormulas {
    /// The CSV header of `export csv`.
    public static let csvHeader = "date,budget,kind,name,amount,line,category,checked,id"

    /// A text field quoted when it holds a comma, a quote or a line break (`a "b"` → `"a ""b"""`),
    /// and kept from running as a spreadsheet formula (`=1+1` → `"'=1+1"`): `CSVTable.textField`.
    public static func csvField(_ text: String) -> String {
        CSVTable.textField(text)
    }

    /// The journal account of a transaction: `expenses:Groceries`, `income:Salary`,
    /// `savings:Holidays` (a line's goal names the account), `expenses:(free)` for a free one.
    /// Colons in names become `-` (they separate sub-accounts).
    /// Example: kind saving, line "Rainy day" of goal "Emergency" → `savings:Emergency`.
    public static func account(kind: Kind, line: String?, goal: String?) -> String {
        let top =
            switch kind {
            case .income: "income"
            case .expense: "expenses"
            case .saving: "savings"
            }
        let leaf = (goal ?? line ?? "(free)").map { $0 == ":" ? "-" : $0 }
        return "\(top):\(String(leaf).trimmingSpaces())"
    }

    /// One journal entry; money comes from or goes to `assets:bank`, tagged with its budget month
    /// so `hledger balance --pivot budget` groups by budget.
    /// Example: 2026-11-03 Migros, 82.40 expense on Groceries, budget 2026-11 →
    /// `2026-11-03 Migros  ; budget:2026-11` / `    expenses:Groceries  CHF 82.40` / `    assets:bank`.
    public static func journalEntry(
        date: LocalDate, name: String, amount: Money, kind: Kind, line: String?, goal: String?, month: YearMonth, currency: String,
        checked: Bool
    ) -> String {
        let payee = name.map { $0 == ";" || $0 == "\n" ? " " : $0 }
        let account = account(kind: kind, line: line, goal: goal)
        let signed = kind == .income ? -amount : amount
        // Two spaces at least separate an account from its amount.
        return "\(date)\(checked ? " *" : "") \(String(payee))  ; budget:\(month)\n"
            + "    \(account)  \(currency) \(signed.plainDecimal)\n    assets:bank\n"
    }
}
