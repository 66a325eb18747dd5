import CommandKit
import Shared
import Syncing

/// `sync join URL [--name NAME]`
struct SyncJoinCommand: PulpeCommand {
    static let spec = CommandSpec(
        "sync join", arguments: [ArgumentSpec("URL")],
        options: [SyncSetupArguments.nameOption],
        group: "Sync", summary: "fill this empty database with a household's budget and keep it in sync",
        example: "sync join postgres://anna@db.home/household",
        discussion:
            "The database must be empty (start one with `pulpe --db FILE sync join …`). The password comes from PGPASSWORD or ~/.pgpass; "
            + "an encrypted household's passphrase from PULPE_SYNC_PASSPHRASE, else it is asked for at the terminal, unseen.")

    let arguments: SyncSetupArguments

    init(_ parsed: ParsedCommand) throws { arguments = try SyncSetupArguments(parsed) }

    static let commitsItsOwnSteps = true

    func run(in context: CommandContext) async throws -> CommandOutput {
        let service = context.clients.syncService()
        let url = arguments.url
        let name = arguments.name
        let report: SyncReport
        do {
            report = try await service.cancellable { try $0.join(connection: url, deviceName: name) }
        } catch SyncError.passphraseNeeded(let why) where !service.passphraseInEnvironment {
            // An encrypted household, and a terminal to ask at: its passphrase, typed unseen, then again.
            guard let typed = await context.askSecret("Passphrase of the household: ") else { throw SyncError.passphraseNeeded(why: why) }
            report = try await service.cancellable { try $0.join(connection: url, deviceName: name, passphrase: typed) }
        }
        return CommandOutput(text: SyncText.report("Joined", report), json: SyncText.json(report))
    }
}
