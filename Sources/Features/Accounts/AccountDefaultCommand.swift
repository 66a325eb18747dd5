import CommandKit
import Model
import Shared

/// `account default NAME`
struct AccountDefaultCommand: PulpeCommand {
    static let spec = CommandSpec(
        "account default", arguments: [ArgumentSpec("NAME", hint: .account)],
        group: "Accounts", summary: "the account transactions go to when they name none",
        example: "account default Checking"
    )

    let name: String

    init(_ parsed: ParsedCommand) throws { name = try parsed.requiredArgument(0) }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let summary = try await context.clients.accountService.setDefault(name, today: context.today)
        return CommandOutput(
            text: "Transactions that name no account now go to \(summary.account.name).", json: AccountText.json(summary))
    }
}
