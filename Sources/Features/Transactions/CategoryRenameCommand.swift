import CommandKit
import Model
import Shared

/// `category rename OLD NEW`
struct CategoryRenameCommand: PulpeCommand {
    static let spec = CommandSpec(
        "category rename", arguments: [ArgumentSpec("OLD", hint: .category), ArgumentSpec("NEW")],
        group: "Transactions", summary: "rename a category on every transaction that has it",
        example: "category rename Cafe \"Café & bar\"",
        discussion: "OLD is compared ignoring case and accents (`cafe` renames \"Café\"); every budget is changed."
    )

    let old: String
    let new: String

    init(_ parsed: ParsedCommand) throws {
        old = try parsed.requiredArgument(0)
        new = try parsed.requiredArgument(1)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let count = try await context.clients.transactionService.renameCategory(old, to: new)
        let name = new.trimmingSpaces()
        return CommandOutput(
            text: "Renamed category '\(old.trimmingSpaces())' to '\(name)' on \(count) transaction\(count == 1 ? "" : "s").",
            json: .object([("from", .string(old.trimmingSpaces())), ("to", .string(name)), ("count", .int(Int64(count)))]))
    }
}
