import CommandKit
import Domain
import Model
import Shared

/// `account set NAME [--kind K] [--opening AMOUNT] [--on DATE] [--number N|none]`
struct AccountSetCommand: PulpeCommand {
    static let spec = CommandSpec(
        "account set", arguments: [ArgumentSpec("NAME", hint: .account)],
        options: [AccountText.kindOption] + AccountText.openingOptions + [AccountText.numberOption],
        group: "Accounts", summary: "change an account's kind, opening balance or number",
        example: "account set Visa --kind card --number 4111-XXXX",
        discussion: "`--number none` forgets the number."
    )

    let name: String
    let changes: AccountService.Changes

    init(_ parsed: ParsedCommand) throws {
        name = try parsed.requiredArgument(0)
        changes = try Self.changes(parsed)
        if changes == AccountService.Changes() {
            throw DomainError.invalidArgument("nothing to change: give --kind, --opening, --on or --number")
        }
    }

    /// The options `account add` and `account set` share.
    static func changes(_ parsed: ParsedCommand) throws -> AccountService.Changes {
        let number: String?? = parsed.value("--number").map { text -> String? in text.lowercased() == "none" ? nil : text }
        return AccountService.Changes(
            kind: try parsed.value("--kind", AccountText.kind), opening: try parsed.value("--opening", AccountText.signedAmount),
            openingDate: try parsed.value("--on", ParsedCommand.date), number: number)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let summary = try context.stores.accountService.set(name, changes, today: context.today)
        return CommandOutput(text: "Changed account \(AccountText.line(summary)).", json: AccountText.json(summary))
    }
}
