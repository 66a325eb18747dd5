import CommandKit
import Shared

/// `sync join URL [--name NAME]`
struct SyncJoinCommand: PulpeCommand {
    static let spec = CommandSpec(
        "sync join", arguments: [ArgumentSpec("URL")],
        options: [SyncSetupArguments.nameOption],
        group: "Sync", summary: "fill this empty database with a household's budget and keep it in sync",
        example: "sync join postgres://anna@db.home/household",
        discussion:
            "The database must be empty (start one with `pulpe --db FILE sync join …`). The password comes from PGPASSWORD or ~/.pgpass; "
            + "an encrypted household's passphrase from PULPE_SYNC_PASSPHRASE.")

    let arguments: SyncSetupArguments

    init(_ parsed: ParsedCommand) throws { arguments = try SyncSetupArguments(parsed) }

    static let commitsItsOwnSteps = true

    func run(in context: CommandContext) async throws -> CommandOutput {
        let report = try await context.clients.syncService().cancellable {
            try $0.join(connection: arguments.url, deviceName: arguments.name)
        }
        return CommandOutput(text: SyncText.report("Joined", report), json: SyncText.json(report))
    }
}
