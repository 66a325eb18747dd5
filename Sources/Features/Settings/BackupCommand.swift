import CommandKit
import Model
import Shared

/// `backup FILE`
struct BackupCommand: PulpeCommand {
    static let spec = CommandSpec(
        "backup", arguments: [ArgumentSpec("FILE")],
        group: "Settings", summary: "copy the database into a new file",
        example: "backup ~/pulpe-2026-11.sqlite",
        discussion: "SQLite's online backup: a consistent copy even while another pulpe writes. "
            + "FILE must not exist yet; it is created with mode 0600 and holds everything, ready to open with --db FILE. "
            + "Not inside an --atomic script, whose changes are not committed yet."
    )

    let path: String

    init(_ parsed: ParsedCommand) throws {
        path = try parsed.requiredArgument(0)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let bytes = try context.clients.backup(to: path)
        return CommandOutput(
            text: "Backed up to \(path) (\(FileSize.shown(bytes))).",
            json: .object([("file", .string(path)), ("bytes", .int(Int64(bytes)))]))
    }
}
