import CommandKit
import Model
import Shared

/// The balance a statement states at its end (camt `Bal` CLBD, OFX `LEDGERBAL`, MT940 `:62F:`, a
/// CSV balance column), which the import compares with the account's balance on that day.
struct StatementBalance: Equatable {
    let date: LocalDate
    /// Signed as the account holds it: negative when overdrawn (or, on a card, owed).
    let amount: Money

    /// From a text amount, a sign and a date as the readers find them; nil when one is unreadable.
    /// Example: ("5'753.46"… as "5753.46", negative false, 2017-04-11) → 5'753.46 on 2017-04-11.
    static func read(amount text: String, negative: Bool, date: LocalDate?) -> StatementBalance? {
        guard let date, case .cents(let cents) = StatementAmount.read(text) else { return nil }
        return StatementBalance(date: date, amount: Money(cents: negative ? -cents : cents))
    }

    /// `:62F:C261105CHF5,60` → 5.60 on 2026-11-05 (`D` for a negative balance).
    static func mt940(_ value: String) -> StatementBalance? {
        let bytes = Array(value.utf8)
        guard bytes.count > 10, bytes[0] == UInt8(ascii: "C") || bytes[0] == UInt8(ascii: "D") else { return nil }
        return read(
            amount: String(decoding: bytes[10...], as: UTF8.self).trimmingSpaces(), negative: bytes[0] == UInt8(ascii: "D"),
            date: StatementDate.compact(bytes[1..<7]))
    }

    /// What the import says of it: the account agrees on that day, or by how much it differs, what
    /// lists the rows that could explain it (a row imported twice or into another account), and,
    /// for an account whose opening was never set, the opening that would make it agree.
    /// Example: statement 5.60 on 2026-11-05, Main opened at 0 holds −94.40 then → "… 100.00 less than
    /// the bank (`account reconcile Main 5.60 --on 2026-11-05` lists …; if Main held 100.00 before
    /// these rows, `account set Main --opening 100.00`)".
    static func sentence(_ closing: StatementBalance, account: Account, pulpe: Money) -> String {
        let head = "Closing balance \(closing.amount.formatted) on \(closing.date.shown)"
        guard pulpe != closing.amount else { return "\(head): account \(account.name) agrees." }
        let difference = closing.amount - pulpe
        let opening = account.opening + difference
        let name = Tokenizer.quoted(account.name)
        // An opening set already is the user's figure: the difference then lies in the rows.
        let setOpening =
            opening.isNegative || account.kind.showsOwed || account.opening != .zero
            ? ""
            : "; if \(account.name) held \(opening.formatted) before these rows, `account set \(name) --opening \(opening.plainDecimal)`"
        // The reconcile command takes the figure as the bank prints it for the account (a card: what is owed).
        let typed = AccountFormulas.shown(closing.amount, kind: account.kind)
        return "\(head): account \(account.name) holds \(pulpe.formatted) then, \(difference.magnitude.formatted) "
            + "\(difference.isNegative ? "more" : "less") than the bank (`account reconcile \(name) \(typed.plainDecimal) "
            + "--on \(closing.date)` lists what could explain it, such as a row imported twice or into another account"
            + "\(setOpening))."
    }

    /// The import's last word on `closing` after rows went to `accountID`: the sentence and the
    /// JSON member `closingBalance` (`{"date", "amount", "account", "pulpe", "agrees"}`); nil in a
    /// dry run or when no row was imported to an account.
    @MainActor static func check(_ closing: StatementBalance?, accountID: Int64?, dryRun: Bool, in context: CommandContext) async throws
        -> (sentence: String, json: (String, JSONValue))?
    {
        guard let closing, let accountID, !dryRun else { return nil }
        let (account, pulpe) = try await context.clients.accountService.balance(accountID: accountID, on: closing.date)
        guard let currency = account.currency else { return outcome(closing, account: account, pulpe: pulpe) }
        // The statement of an account of its own currency states it in that currency: read in the budget's decimals, brought to its own.
        guard let own = closing.amount.rescaled(from: MoneyRules.current.minorDigits, to: currency.minorDigits) else { return nil }
        return MoneyRules.$current.withValue(ForeignAmount.rules(of: currency)) {
            outcome(StatementBalance(date: closing.date, amount: own), account: account, pulpe: pulpe)
        }
    }

    private static func outcome(_ closing: StatementBalance, account: Account, pulpe: Money) -> (
        sentence: String, json: (String, JSONValue)
    ) {
        (
            sentence(closing, account: account, pulpe: pulpe),
            (
                "closingBalance",
                .object([
                    ("date", .string(closing.date.description)), ("amount", closing.amount.json), ("account", .string(account.name)),
                    ("pulpe", pulpe.json), ("agrees", .bool(pulpe == closing.amount)),
                ])
            )
        )
    }
}
