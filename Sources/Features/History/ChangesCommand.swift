import CommandKit
import Model
import Shared

/// `changes [--since DATE] [--limit N]`
struct ChangesCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let since = OptionSpec("--since", value: "DATE", hint: .date, "only units made on or after this day (YYYY-MM-DD, UTC)")
        static let limit = OptionSpec("--limit", value: "N", "at most N units (20 by default)")
    }

    static let spec = CommandSpec(
        "changes",
        options: [Options.since, Options.limit],
        group: "History", summary: "list what changed when: one line per unit, newest first, with its effect",
        example: "changes --limit 5",
        discussion:
            "`changes show K` lists the row changes of unit #K; undone units are marked [undone]. What syncs said of their merges "
            + "(an edit that gave way to a later one, an edit lost with a row removed elsewhere) is listed among them, marked `sync`.")

    let since: LocalDate?
    let limit: Int

    init(_ parsed: ParsedCommand) throws {
        since = try parsed.value(Options.since, ParsedCommand.date)
        if let text = parsed.value(Options.limit) {
            guard let limit = Int(text), limit >= 1 else {
                throw DomainError.invalidValue("'\(Echo.cut(text))' is not a limit: give a whole number from 1, e.g. --limit 10")
            }
            self.limit = limit
        } else {
            limit = 20
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let entries = try await context.clients.historyService.entries(since: since, limit: limit)
        guard !entries.isEmpty else { return CommandOutput(text: "No change recorded.", json: .array([])) }
        return CommandOutput(
            text: entries.map(HistoryText.line).joined(separator: "\n"), json: .array(entries.map { HistoryText.json($0) }))
    }
}
