import CommandKit
import Model
import Shared

/// `undo [N]`
struct UndoCommand: PulpeCommand {
    static let spec = CommandSpec(
        "undo", arguments: [ArgumentSpec("N", optional: true)], group: "History",
        summary: "take back the last N units of change (1 by default), newest first",
        example: "undo",
        discussion: """
            A unit is one command (typed, or given with -c), or one whole script file, piped input or \
            `.read`, or the -c commands of one --atomic run; `budget year`, `line spread` and `goal plan --apply` are one unit each. Undo reverts the \
            newest unit whoever made it (another pulpe too), derived figures included; `redo` re-applies it \
            until a new change is made. `changes` lists the units; the journal keeps the last 1000 \
            (`settings set journal N`).
            """)

    let count: Int

    init(_ parsed: ParsedCommand) throws { count = try UnitCount.parse(parsed.argument(0)) }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let entries = try await context.clients.historyService.undo(count)
        guard !entries.isEmpty else { return CommandOutput(text: "Nothing to undo.", json: .array([])) }
        var output = CommandOutput(
            text: entries.map { HistoryText.replayed("Undid", $0) }.joined(separator: "\n"),
            json: .array(entries.map { HistoryText.json($0, undone: true) }))
        if entries.count < count {
            output.warnings.append("only \(entries.count) of the \(count) asked could be undone: the history holds no more")
        }
        return output
    }
}
