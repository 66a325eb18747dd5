import Shared

/// How transactions are written for other tools: a CSV record (RFC 4180 quoting) and a
/// ledger/hledger journal entry.
public enum ExportFormulas {
    /// The CSV header of `export csv`.
    public static let csvHeader = "date,budget,kind,name,amount,line,category,checked,id,account,original_amount,original_currency"

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
        return "\(top):\(leaf(goal ?? line ?? "(free)"))"
    }

    /// The journal account of one of the user's accounts: `assets:checking:Main`,
    /// `assets:savings:Savings`, `assets:cash:Wallet`, `liabilities:card:Visa`.
    public static func bankAccount(name: String, kind: AccountKind) -> String {
        let top =
            switch kind {
            case .checking: "assets:checking"
            case .savings: "assets:savings"
            case .cash: "assets:cash"
            case .card: "liabilities:card"
            }
        return "\(top):\(leaf(name))"
    }

    /// One journal entry; money comes from or goes to the transaction's account (`bank`), tagged
    /// with its budget month so `hledger balance --pivot budget` groups by budget.
    /// Example: 2026-11-03 Migros, 82.40 expense on Groceries, budget 2026-11, account Main →
    /// `2026-11-03 Migros  ; budget:2026-11` / `expenses:Groceries  CHF 82.40` / `assets:checking:Main`.
    public static func journalEntry(
        date: LocalDate, name: String, amount: Money, kind: Kind, line: String?, goal: String?, month: YearMonth, currency: String,
        checked: Bool, bank: String
    ) -> String {
        journalEntry(
            date: date, name: name, parts: [JournalPart(amount: amount, kind: kind, line: line, goal: goal)], month: month,
            currency: currency, checked: checked, bank: bank)
    }

    /// One part of a journal entry: an amount on the account of its kind, line and goal.
    public struct JournalPart: Sendable, Equatable {
        public var amount: Money
        public var kind: Kind
        public var line: String?
        public var goal: String?
        /// The amount as paid in another currency: written with its cost in the budget's (`@@`).
        public var original: ForeignAmount?

        public init(amount: Money, kind: Kind, line: String?, goal: String?, original: ForeignAmount? = nil) {
            self.amount = amount
            self.kind = kind
            self.line = line
            self.goal = goal
            self.original = original
        }
    }

    /// A movement split among lines: one entry, a posting per part, the bank's posting balancing them.
    /// A part paid in another currency is written at its cost: `expenses:Amazon  USD 45.00 @@ CHF 39.65`.
    /// Example: Migros 82.40 as Groceries 62.40 + Holidays 20.00 (saving) → `expenses:Groceries  CHF 62.40`
    /// / `savings:Holidays  CHF 20.00` / `assets:checking:Main`.
    /// In an account of its own currency, the bank's posting is what it moved, at its cost in the
    /// budget's: `assets:checking:Revolut  USD -12.50 @@ CHF 11.02` against `expenses:Lunch  CHF 11.02`.
    public static func journalEntry(
        date: LocalDate, name: String, parts: [JournalPart], month: YearMonth, currency: String, checked: Bool, bank: String,
        bankMoved: ForeignAmount? = nil
    ) -> String {
        // Two spaces at least separate an account from its amount.
        var entry = "\(date)\(checked ? " *" : "") \(payee(name))  ; budget:\(month)\n"
        for part in parts {
            let signed = part.kind == .income ? -part.amount : part.amount
            entry += "    \(account(kind: part.kind, line: part.line, goal: part.goal))  "
            if let original = part.original {
                // hledger's total cost: the foreign amount, and what it cost in the budget's currency (always positive).
                let foreign = part.kind == .income ? -original.amount : original.amount
                let written = ForeignAmount(amount: foreign, currency: original.currency).plainDecimal
                entry += "\(original.currency.code) \(written) @@ \(currency) \(part.amount.plainDecimal)\n"
            } else {
                entry += "\(currency) \(signed.plainDecimal)\n"
            }
        }
        guard let moved = bankMoved else { return entry + "    \(bank)\n" }
        let cost = Money.sum(parts.map(\.amount))
        return entry + "    \(bank)  \(moved.currency.code) \(moved.plainDecimal) @@ \(currency) \(cost.plainDecimal)\n"
    }

    /// A transfer between two of the user's accounts: two postings, neither income nor expense;
    /// one that realized a saving line says which (`; line:Emergency`).
    /// Example: 500.00 from Main to Savings on 2026-11-10 → `2026-11-10 Transfer`
    /// / `assets:savings:Savings  CHF 500.00` / `assets:checking:Main`.
    /// Between accounts of two currencies, what arrived is written at its cost in what left:
    /// CHF 100.00 from Main to Revolut (USD) → `assets:checking:Revolut  USD 112.40 @@ CHF 100.00`.
    public static func transferEntry(
        date: LocalDate, note: String?, amount: ForeignAmount, from: String, to: String, line: String?, received: ForeignAmount? = nil
    ) -> String {
        let arrived = received.map { "\($0.currency.code) \($0.plainDecimal) @@ " } ?? ""
        return "\(date) \(payee(note ?? "Transfer"))\(line.map { "  ; line:\(leaf($0))" } ?? "")\n"
            + "    \(to)  \(arrived)\(amount.currency.code) \(amount.plainDecimal)\n    \(from)\n"
    }

    /// What an account held when its history here begins, against `equity:opening`.
    /// Example: Savings opened with 1'000.00 on 2026-11-01 → `2026-11-01 Opening balance`
    /// / `assets:savings:Savings  CHF 1000.00` / `equity:opening`.
    public static func openingEntry(date: LocalDate, account: String, amount: ForeignAmount) -> String {
        "\(date) Opening balance\n    \(account)  \(amount.currency.code) \(amount.plainDecimal)\n    equity:opening\n"
    }

    /// A payee as a journal reads it: no comment mark, no line break.
    private static func payee(_ name: String) -> String { String(name.map { $0 == ";" || $0 == "\n" ? " " : $0 }) }

    /// A name as one account-name part: colons (which separate parts) become `-`, and runs of
    /// spaces one space (two end an account name in a journal). Example: `My  Bank:CH` → `My Bank-CH`.
    private static func leaf(_ name: String) -> String {
        String(name.map { $0 == ":" ? "-" : $0 }).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
