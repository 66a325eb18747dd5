import CommandKit
import Ledger
import Model
import Shared

/// `account set NAME [--kind K] [--opening AMOUNT] [--on DATE] [--number N|none] [--currency CODE]`
struct AccountSetCommand: PulpeCommand {
    static let spec = CommandSpec(
        "account set", arguments: [ArgumentSpec("NAME", hint: .account)],
        options: [AccountText.kindOption] + AccountText.openingOptions + [AccountText.numberOption, AccountText.currencyOption],
        group: "Accounts", summary: "change an account's kind, opening balance, number or currency",
        example: "account set Visa --kind card --number 4111-XXXX",
        discussion: "`--number none` forgets the number. --currency is changed only while the account holds nothing."
    )

    let name: String
    let changes: AccountService.Changes

    init(_ parsed: ParsedCommand) throws {
        name = try parsed.requiredArgument(0)
        changes = try Self.changes(parsed)
        if changes == AccountService.Changes() {
            throw CommandParseError.misusedOptions("nothing to change: give --kind, --opening, --on, --number or --currency")
        }
    }

    /// The options `account add` and `account set` share.
    static func changes(_ parsed: ParsedCommand) throws -> AccountService.Changes {
        let number: String?? = parsed.value(AccountText.numberOption).map { text -> String? in text.lowercased() == "none" ? nil : text }
        return AccountService.Changes(
            kind: try parsed.value(AccountText.kindOption, AccountText.kind),
            opening: parsed.value(AccountText.openingOption).map(TypedAmount.init),
            openingDate: try parsed.value(AccountText.onOption, ParsedCommand.date), number: number,
            currency: try parsed.value(AccountText.currencyOption, ParsedCommand.currency))
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let summary = try await context.clients.accountService.set(name, changes, today: context.today)
        return CommandOutput(
            text: "Changed account \(AccountText.line(summary)) (\(Self.changed(changes, summary.account))).",
            json: AccountText.json(summary))
    }

    /// What the command set, as the account now holds it. Example: "number CH93-0076 and opening 100.00".
    static func changed(_ changes: AccountService.Changes, _ account: Account) -> String {
        var parts: [String] = []
        if changes.kind != nil { parts.append("kind \(account.kind.rawValue)") }
        if changes.opening != nil {
            parts.append(
                "opening \(account.kind.showsOwed ? "owed " : "")\(AccountText.money(AccountFormulas.shown(account.opening, kind: account.kind), of: account))"
            )
        }
        if changes.openingDate != nil, let date = account.openingDate { parts.append("opening date \(date.shown)") }
        if changes.number != nil { parts.append(account.number.map { "number \(Echo.cut($0))" } ?? "number forgotten") }
        if changes.currency != nil { parts.append("currency \(account.currency?.rawValue ?? "the budget's")") }
        return listed(parts)
    }
}
