import CommandKit
import Model
import Shared

/// `sync init URL [--name NAME]`
struct SyncInitCommand: PulpeCommand {
    static let spec = CommandSpec(
        "sync init", arguments: [ArgumentSpec("URL")],
        options: [SyncSetupArguments.nameOption],
        group: "Sync", summary: "share this database with a household: set up pulpe's schema in that PostgreSQL and send everything",
        example: "sync init postgres://anna@db.home/household",
        discussion: """
            URL follows libpq: postgres://USER@HOST:PORT/DBNAME?sslmode=disable, or host=… dbname=… words; PGHOST, PGUSER… fill \
            what it leaves out. Leave the password out: it comes from PGPASSWORD or ~/.pgpass. Running it again is harmless. \
            A server that already holds another household is refused: join it with `sync join` from an empty database.
            """)

    let arguments: SyncSetupArguments

    init(_ parsed: ParsedCommand) throws { arguments = try SyncSetupArguments(parsed) }

    static let commitsItsOwnSteps = true

    func run(in context: CommandContext) async throws -> CommandOutput {
        let report = try await context.clients.syncService().cancellable {
            try $0.initialize(connection: arguments.url, deviceName: arguments.name)
        }
        return CommandOutput(text: SyncText.report("Shared with", report), json: SyncText.json(report))
    }
}
