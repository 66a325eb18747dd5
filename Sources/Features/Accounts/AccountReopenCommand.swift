import CommandKit
import Model
import Shared

/// `account reopen NAME`
struct AccountReopenCommand: PulpeCommand {
    static let spec = CommandSpec(
        "account reopen", arguments: [ArgumentSpec("NAME", hint: .account)],
        group: "Accounts", summary: "open a closed account again", example: "account reopen \"Old card\""
    )

    let name: String

    init(_ parsed: ParsedCommand) throws { name = try parsed.requiredArgument(0) }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let (summary, unchanged) = try await context.clients.accountService.reopen(name, today: context.today)
        if unchanged {
            return CommandOutput(text: "Account \(summary.account.name) is open: nothing changed.", json: AccountText.json(summary))
        }
        return CommandOutput(text: "Reopened account \(AccountText.line(summary)).", json: AccountText.json(summary))
    }
}
