import CommandKit
import Model
import Shared
import Syncing

/// `sync init URL [--name NAME] [--encrypt]`
struct SyncInitCommand: PulpeCommand {
    static let encryptOption = OptionSpec(
        "--encrypt",
        "seal every change with a key made from the passphrase (PULPE_SYNC_PASSPHRASE, else asked at the terminal): the server sees no name or amount"
    )

    static let spec = CommandSpec(
        "sync init", arguments: [ArgumentSpec("URL")],
        options: [SyncSetupArguments.nameOption, encryptOption],
        group: "Sync", summary: "share this database with a household: set up pulpe's schema in that PostgreSQL and send everything",
        example: "sync init postgres://anna@db.home/household",
        discussion: """
            URL follows libpq: postgres://USER@HOST:PORT/DBNAME?sslmode=disable, or host=… dbname=… words; PGHOST, PGUSER… fill \
            what it leaves out. Leave the password out: it comes from PGPASSWORD or ~/.pgpass. Running it again is harmless. \
            A server that already holds another household is refused: join it with `sync join` from an empty database. \
            With --encrypt, the server keeps only device names, numbers, times and ciphertext; every device joins with the same \
            passphrase (PULPE_SYNC_PASSPHRASE, else typed at the terminal, unseen, twice; at least 8 characters), and a lost \
            passphrase cannot be recovered from the server.
            """)

    let arguments: SyncSetupArguments
    let encrypt: Bool

    init(_ parsed: ParsedCommand) throws {
        arguments = try SyncSetupArguments(parsed)
        encrypt = parsed.has(Self.encryptOption)
    }

    static let commitsItsOwnSteps = true

    func run(in context: CommandContext) async throws -> CommandOutput {
        let service = context.clients.syncService()
        let (url, name, encrypt) = (arguments.url, arguments.name, encrypt)
        var typed: String?
        if encrypt, !service.passphraseInEnvironment,
            let first = await context.askSecret("Passphrase for the household (8 characters or more): ")
        {
            // Typed unseen: twice, so a slip of the finger does not lock the household away.
            guard await context.askSecret("The same passphrase again: ") == first else { throw SyncError.passphrasesDiffer }
            typed = first
        }
        let passphrase = typed
        let report = try await service.cancellable {
            try $0.initialize(connection: url, deviceName: name, encrypt: encrypt, passphrase: passphrase)
        }
        return CommandOutput(text: SyncText.report("Shared with", report), json: SyncText.json(report))
    }
}
