import CommandKit
import Model
import Shared

/// `account remove NAME [--move-to OTHER]`
struct AccountRemoveCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let moveTo = OptionSpec("--move-to", value: "OTHER", hint: .account, "move its transactions and transfers to OTHER first")
    }

    static let spec = CommandSpec(
        "account remove", arguments: [ArgumentSpec("NAME", hint: .account)],
        options: [Options.moveTo],
        group: "Accounts", summary: "remove an account that holds nothing (or move what it holds)",
        example: "account remove Cash --move-to Main",
        discussion:
            "An account with transactions is refused unless --move-to says where they go; `account close` keeps its history instead."
    )

    let name: String
    let moveTo: String?

    init(_ parsed: ParsedCommand) throws {
        name = try parsed.requiredArgument(0)
        moveTo = parsed.value(Options.moveTo)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let (removed, moved) = try await context.clients.accountService.remove(name, moveTo: moveTo, today: context.today)
        let movedText = moved > 0 ? " \(moved) \(moved == 1 ? "entry" : "entries") moved to \(moveTo ?? "")." : ""
        var output = CommandOutput(
            text: "Removed account \(removed.name).\(movedText)",
            json: .object([("removed", .string(removed.name)), ("moved", .int(Int64(moved)))]))
        if removed.opening != .zero {
            // Only its entries move: an opening of 120.00 owed on a removed card leaves every total 120.00 higher.
            let opening = AccountText.money(AccountFormulas.shown(removed.opening, kind: removed.kind), of: removed)
            output.warnings.append(
                "its opening balance (\(removed.kind.showsOwed ? "owed " : "")\(opening)) went with it and no longer counts "
                    + "in `account list` or net worth; `undo` brings the account back")
        }
        return output
    }
}
