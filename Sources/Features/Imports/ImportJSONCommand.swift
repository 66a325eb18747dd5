import CommandKit
import Foundation
import Model
import Shared

/// `import json FILE`
struct ImportJSONCommand: PulpeCommand {
    static let spec = CommandSpec(
        "import json", arguments: [ArgumentSpec("FILE")],
        group: "Import and export", summary: "restore a database written by export json into an empty one",
        example: "pulpe --db new.sqlite -c 'import json pulpe.json'",
        discussion:
            "The database must hold no budget, template or goal. Ids are kept; the derived values are rebuilt by the "
            + "database's triggers, so budget list and budget show read as in the exported file."
    )

    let path: String

    init(_ parsed: ParsedCommand) throws { path = try parsed.requiredArgument(0) }

    func run(in context: CommandContext) async throws -> CommandOutput {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImportError.unreadableFile(path, reason: "no such file, or it cannot be read")
        }
        let (counts, cleaned) = try await context.clients.exchangeService.importJSON(data)
        let total = counts.reduce(0) { $0 + $1.rows }
        let note =
            cleaned == 0
            ? ""
            : "\nCleaned \(counted(cleaned, "name")) holding control or invisible characters (each became a space or was dropped)."
        return CommandOutput(
            text: "Restored \(counted(total, "row")) from \(path)." + note,
            json: .object([
                ("file", .string(path)), ("tables", .object(counts.map { ($0.table, .int($0.rows)) })), ("cleaned", .int(cleaned)),
            ]))
    }
}
