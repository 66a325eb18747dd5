import CommandKit
import Domain
import Model
import Shared

/// How the account commands print an account: one sentence, and its JSON.
enum AccountText {
    /// "Savings (savings): 1'000.00" or, for a card, "Visa (card): owed 250.00".
    static func line(_ summary: AccountSummary) -> String {
        let account = summary.account
        let figure = AccountFormulas.shown(summary.balance, kind: account.kind).formatted
        let closed = account.closedOn.map { ", closed on \($0.shown)" } ?? ""
        return "\(account.name) (\(account.kind.rawValue)\(closed)): \(account.kind.showsOwed ? "owed " : "")\(figure)"
    }

    /// The account as JSON: figures as the bank prints them (a card's as owed), with its kind saying which.
    static func json(_ summary: AccountSummary) -> JSONValue {
        let account = summary.account
        let shown = { (money: Money) in AccountFormulas.shown(money, kind: account.kind).json }
        return .object([
            ("id", .int(account.id)), ("name", .string(account.name)), ("kind", .string(account.kind.rawValue)),
            ("number", .optional(account.number) { .string($0) }), ("opening", shown(account.opening)),
            ("openingDate", .optional(account.openingDate) { .string($0.description) }),
            ("balance", shown(summary.balance)), ("checkedBalance", shown(summary.checkedBalance)),
            ("reconciledOn", .optional(account.reconciledOn) { .string($0.description) }),
            ("reconciledBalance", .optional(account.reconciledBalance) { shown($0) }),
            ("closedOn", .optional(account.closedOn) { .string($0.description) }), ("default", .bool(summary.isDefault)),
        ])
    }

    /// A balance or an opening as typed: an amount, with a leading `-` when overdrawn (on a card:
    /// in credit). Example: `-4.40` → −4.40; `1'000` → 1'000.00.
    static func signedAmount(_ text: String) throws -> Money {
        let trimmed = text.trimmingSpaces()
        if trimmed.hasPrefix("-") || trimmed.hasPrefix("\u{2212}") { return -(try ParsedCommand.amount(String(trimmed.dropFirst()))) }
        return try ParsedCommand.amount(trimmed)
    }

    /// `--kind` read: checking, savings, card or cash.
    static func kind(_ text: String) throws -> AccountKind {
        guard let kind = AccountKind.parse(text) else {
            throw DomainError.invalidArgument("'\(Echo.cut(text))' is not an account kind: use checking, savings, card or cash")
        }
        return kind
    }

    static let kindOption = OptionSpec(
        "--kind", value: "KIND", hint: .accountKind, "checking (default), savings, card (its balance is what is owed) or cash")
    static let numberOption = OptionSpec(
        "--number", value: "NUMBER", "the bank's number for it (IBAN or account id): statements naming it import here")
    static let openingOptions = [
        OptionSpec(
            "--opening", value: "AMOUNT", hint: .amount,
            "what it held before its first transaction here (a card: what was owed); -AMOUNT when overdrawn"),
        OptionSpec("--on", value: "DATE", hint: .date, "the date of the opening balance"),
    ]
}
