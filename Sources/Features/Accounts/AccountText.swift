import CommandKit
import Model
import Shared

/// How the account commands print an account: one sentence, and its JSON.
enum AccountText {
    /// "Savings (savings): 1'000.00" or, for a card, "Visa (card): owed 250.00" ("in credit 5.00" when
    /// the bank owes it); "Revolut (checking): 112.40 USD".
    static func line(_ summary: AccountSummary) -> String {
        let account = summary.account
        let shown = AccountFormulas.shown(summary.balance, kind: account.kind)
        let closed = account.closedOn.map { ", closed on \($0.shown)" } ?? ""
        let figure =
            !account.kind.showsOwed
            ? money(shown, of: account) : shown.isNegative ? "in credit \(money(-shown, of: account))" : "owed \(money(shown, of: account))"
        return "\(account.name) (\(account.kind.rawValue)\(closed)): \(figure)"
    }

    /// A balance as the bank prints it, a card's with what it means: "250.00 owed", "5.00 in credit"
    /// (paid more than owed); any other account's figure alone: "1'000.00", "112.40 USD".
    static func figure(_ balance: Money, of account: Account) -> String {
        let shown = AccountFormulas.shown(balance, kind: account.kind)
        guard account.kind.showsOwed else { return money(shown, of: account) }
        return shown.isNegative ? "\(money(-shown, of: account)) in credit" : "\(money(shown, of: account)) owed"
    }

    /// The account as JSON: figures as the bank prints them (a card's as owed), with its kind saying
    /// which, in the account's currency (`currency`: null for the budget's).
    static func json(_ summary: AccountSummary) -> JSONValue {
        let account = summary.account
        let shown = { (money: Money) in json(AccountFormulas.shown(money, kind: account.kind), of: account) }
        return .object([
            ("id", .int(account.id)), ("name", .string(account.name)), ("kind", .string(account.kind.rawValue)),
            ("currency", .optional(account.currency) { .string($0.code) }),
            ("number", .optional(account.number) { .string($0) }), ("opening", shown(account.opening)),
            ("openingDate", .optional(account.openingDate) { .string($0.description) }),
            ("balance", shown(summary.balance)), ("checkedBalance", shown(summary.checkedBalance)),
            ("reconciledOn", .optional(account.reconciledOn) { .string($0.description) }),
            ("reconciledBalance", .optional(account.reconciledBalance) { shown($0) }),
            ("closedOn", .optional(account.closedOn) { .string($0.description) }), ("default", .bool(summary.isDefault)),
        ])
    }

    /// An account's money as it prints: in its currency's decimals, with the code after when that
    /// is not the budget's. Example: 11240 in a USD account → "112.40 USD"; 123450 in Main → "1'234.50".
    static func money(_ money: Money, of account: Account) -> String {
        guard let currency = account.currency else { return money.formatted }
        return ForeignAmount(amount: money, currency: currency).formatted
    }

    /// The JSON number of an account's money, in its currency's decimals (`2700` yen, `112.40` dollars).
    static func json(_ money: Money, of account: Account) -> JSONValue {
        guard let currency = account.currency else { return money.json }
        return .number(ForeignAmount(amount: money, currency: currency).plainDecimal)
    }

    /// What a transaction moved its account by (income in, expense and saving out), in the
    /// account's currency: its amount, or what it was paid in for an account of its own currency.
    static func effect(of transaction: Transaction, in account: Account) -> String {
        let moved = account.currency != nil ? (transaction.original?.amount ?? transaction.amount) : transaction.amount
        return money(AccountFormulas.effect(of: moved, kind: transaction.kind), of: account)
    }

    static let currencyOption = OptionSpec(
        "--currency", value: "CODE", "the currency it holds when not the budget's (USD, EUR…): its figures are typed and shown in it")

    /// `--kind` read: checking, savings, card or cash.
    static func kind(_ text: String) throws -> AccountKind {
        guard let kind = AccountKind.parse(text) else {
            throw DomainError.invalidValue("'\(Echo.cut(text))' is not an account kind: use checking, savings, card or cash")
        }
        return kind
    }

    static let kindOption = OptionSpec(
        "--kind", value: "KIND", hint: .accountKind, "checking (default), savings, card (its balance is what is owed) or cash")
    static let numberOption = OptionSpec(
        "--number", value: "NUMBER", "the bank's number for it (IBAN or account id): statements naming it import here")
    static let openingOption = OptionSpec(
        "--opening", value: "AMOUNT", hint: .amount,
        "what it held before its first transaction here (a card: what was owed); -AMOUNT when overdrawn")
    static let onOption = OptionSpec("--on", value: "DATE", hint: .date, "the date of the opening balance")
    static let openingOptions = [openingOption, onOption]
}
