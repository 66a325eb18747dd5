import CommandKit
import Shared

/// `sync [--status]`
struct SyncCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let status = OptionSpec(
            "--status", "only say where this database stands: pending changes, last sync, devices seen, the log on the server")
    }

    static let spec = CommandSpec(
        "sync", options: [Options.status],
        group: "Sync", summary: "send this machine's changes to the household's PostgreSQL and apply everyone else's",
        example: "sync",
        discussion: """
            Set up once with `sync init postgres://USER@HOST/DB` (the first machine) or `sync join …` (an empty database \
            on each other machine). The password comes from PGPASSWORD or ~/.pgpass, never from pulpe's file. Changes made \
            offline wait; `sync` sends them when the server answers. `settings set sync auto` syncs after each change.
            """)

    let statusOnly: Bool

    init(_ parsed: ParsedCommand) throws { statusOnly = parsed.has(Options.status) }

    static let commitsItsOwnSteps = true

    func run(in context: CommandContext) async throws -> CommandOutput {
        let service = context.clients.syncService()
        if statusOnly {
            let status = try await service.cancellable { try $0.status() }
            return CommandOutput(text: SyncText.status(status), json: SyncText.json(status))
        }
        let report = try await service.cancellable { try $0.sync() }
        return CommandOutput(text: SyncText.report("Synced with", report), json: SyncText.json(report))
    }
}
