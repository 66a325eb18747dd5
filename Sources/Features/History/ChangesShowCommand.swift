import CommandKit
import Model
import Shared

/// `changes show K`
struct ChangesShowCommand: PulpeCommand {
    static let spec = CommandSpec(
        "changes show", arguments: [ArgumentSpec("K")], group: "History",
        summary: "list the row changes of unit #K (see `changes`), before → after",
        example: "changes show 12")

    let id: Int64

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        guard let id = Int64(text.hasPrefix("#") ? String(text.dropFirst()) : text) else {
            throw DomainError.invalidValue("'\(Echo.cut(text))' is not a unit number: see `changes`, e.g. `changes show 12`")
        }
        self.id = id
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        guard let entry = try await context.clients.historyService.entry(id) else {
            throw DomainError.notFound("no unit #\(id) in the journal: see `changes` for the units it keeps")
        }
        return CommandOutput(
            text: ([HistoryText.line(entry)] + entry.changes.map { "  " + $0 }).joined(separator: "\n"),
            json: HistoryText.json(entry, changes: true))
    }
}
