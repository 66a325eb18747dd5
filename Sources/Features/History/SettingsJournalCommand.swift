import CommandKit
import Model
import Shared

/// `settings set journal N`
struct SettingsJournalCommand: PulpeCommand {
    static let spec = CommandSpec(
        "settings set journal", arguments: [ArgumentSpec("N")], group: "Settings",
        summary: "how many units of change the journal keeps for undo and `changes` (1000 by default)",
        example: "settings set journal 5000", discussion: "The oldest units beyond N are dropped now and as new ones come.")

    let count: Int

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        guard let count = Int(text) else {
            throw DomainError.invalidValue("'\(Echo.cut(text))' is not a number of units: e.g. `settings set journal 1000`")
        }
        self.count = count
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await context.clients.historyService.setKeptUnits(count)
        return CommandOutput(
            text: "The journal keeps the last \(counted(count, "unit")).", json: .object([("journal_units", .int(Int64(count)))]))
    }
}
