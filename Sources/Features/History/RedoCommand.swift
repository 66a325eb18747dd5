import CommandKit
import Model
import Shared

/// `redo [N]`
struct RedoCommand: PulpeCommand {
    static let spec = CommandSpec(
        "redo", arguments: [ArgumentSpec("N", optional: true)], group: "History",
        summary: "re-apply the last N units undone (1 by default), oldest first",
        example: "redo",
        discussion: "Only until a new change: a command that changes something after `undo` ends what can be redone.")

    let count: Int

    init(_ parsed: ParsedCommand) throws { count = try UnitCount.parse(parsed.argument(0)) }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let entries = try await context.clients.historyService.redo(count)
        guard !entries.isEmpty else {
            return CommandOutput(
                text: "Nothing to redo: only what `undo` took back can be redone, until a new change.", json: .array([]))
        }
        var output = CommandOutput(
            text: entries.map { HistoryText.replayed("Redid", $0) }.joined(separator: "\n"),
            json: .array(entries.map { HistoryText.json($0, undone: false) }))
        if entries.count < count {
            output.warnings.append("only \(entries.count) of the \(count) asked could be redone: no more were undone")
        }
        return output
    }
}
