import CommandKit
import Domain
import Shared

/// `sync join URL [--name NAME]`
struct SyncJoinCommand: PulpeCommand {
    static let spec = CommandSpec(
        "sync join", arguments: [ArgumentSpec("URL")],
        options: [OptionSpec("--name", value: "NAME", "what the other devices call this one (the host name by default)")],
        group: "Sync", summary: "fill this empty database with a household's budget and keep it in sync",
        example: "sync join postgres://anna@db.home/household",
        discussion:
            "The database must be empty (start one with `pulpe --db FILE sync join …`). The password comes from PGPASSWORD or ~/.pgpass.")

    let url: String
    let name: String?

    init(_ parsed: ParsedCommand) throws {
        url = try parsed.requiredArgument(0)
        name = try SyncInitCommand.deviceName(parsed)
    }

    static let commitsItsOwnSteps = true

    func run(in context: CommandContext) async throws -> CommandOutput {
        let report = try SyncService(database: context.stores.database).join(connection: url, deviceName: name)
        return CommandOutput(text: SyncText.report("Joined", report), json: SyncText.json(report))
    }
}
