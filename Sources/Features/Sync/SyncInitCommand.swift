import CommandKit
import Domain
import Model
import Shared

/// `sync init URL [--name NAME]`
struct SyncInitCommand: PulpeCommand {
    static let spec = CommandSpec(
        "sync init", arguments: [ArgumentSpec("URL")],
        options: [OptionSpec("--name", value: "NAME", "what the other devices call this one (the host name by default)")],
        group: "Sync", summary: "share this database with a household: set up pulpe's schema in that PostgreSQL and send everything",
        example: "sync init postgres://anna@db.home/household",
        discussion: """
            URL follows libpq: postgres://USER@HOST:PORT/DBNAME?sslmode=disable, or host=… dbname=… words; PGHOST, PGUSER… fill \
            what it leaves out. Leave the password out: it comes from PGPASSWORD or ~/.pgpass. Running it again is harmless. \
            A server that already holds another household is refused: join it with `sync join` from an empty database.
            """)

    let url: String
    let name: String?

    init(_ parsed: ParsedCommand) throws {
        url = try parsed.requiredArgument(0)
        name = try SyncInitCommand.deviceName(parsed)
    }

    static let commitsItsOwnSteps = true

    func run(in context: CommandContext) async throws -> CommandOutput {
        let report = try SyncService(database: context.stores.database).initialize(connection: url, deviceName: name)
        return CommandOutput(text: SyncText.report("Shared with", report), json: SyncText.json(report))
    }

    /// `--name`: one line of printable text.
    static func deviceName(_ parsed: ParsedCommand) throws -> String? {
        guard let name = parsed.value("--name") else { return nil }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 60 else {
            throw DomainError.invalidArgument("'\(Echo.cut(name))' is not a device name: give 1 to 60 characters, e.g. --name laptop")
        }
        return trimmed
    }
}
