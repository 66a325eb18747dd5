import CommandKit
import Model
import Shared

/// `account rename NAME NEW`
struct AccountRenameCommand: PulpeCommand {
    static let spec = CommandSpec(
        "account rename", arguments: [ArgumentSpec("NAME", hint: .account), ArgumentSpec("NEW")],
        group: "Accounts", summary: "rename an account", example: "account rename Main Checking"
    )

    let name: String
    let newName: String

    init(_ parsed: ParsedCommand) throws {
        name = try parsed.requiredArgument(0)
        newName = try parsed.requiredArgument(1)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let summary = try await context.clients.accountService.rename(name, to: newName, today: context.today)
        return CommandOutput(text: "Renamed account to \(AccountText.line(summary)).", json: AccountText.json(summary))
    }
}
