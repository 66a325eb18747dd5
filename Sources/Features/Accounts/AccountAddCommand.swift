import CommandKit
import Ledger
import Model
import Shared

/// `account add NAME [--kind K] [--opening AMOUNT --on DATE] [--number N] [--currency CODE]`
struct AccountAddCommand: PulpeCommand {
    static let spec = CommandSpec(
        "account add", arguments: [ArgumentSpec("NAME")],
        options: [AccountText.kindOption] + AccountText.openingOptions + [AccountText.numberOption, AccountText.currencyOption],
        group: "Accounts", summary: "add an account: where money is (a bank account, a card, cash)",
        example: "account add Savings --kind savings --opening 3412.85 --on 2026-11-01",
        discussion: """
            Every database starts with one account, Main, which holds every transaction until you add others. \
            `tx add … --account NAME` and `import FILE --account NAME` put transactions in an account; \
            `account default NAME` chooses where the others go. An account may hold another currency than the \
            budget's (--currency USD): its opening, balance, reconciliation and the amounts typed with --account are in \
            that currency, and each transaction is recorded in the budget's at the rate kept for its day (`rate set`).
            """
    )

    let name: String
    let changes: AccountService.Changes

    init(_ parsed: ParsedCommand) throws {
        name = try parsed.requiredArgument(0)
        changes = try AccountSetCommand.changes(parsed)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let summary = try await context.clients.accountService.add(name: name, changes, today: context.today)
        return CommandOutput(
            text:
                "Added account \(AccountText.line(summary)). Put transactions in it with `tx add … --account \(Tokenizer.quoted(summary.account.name))`.",
            json: AccountText.json(summary))
    }
}
