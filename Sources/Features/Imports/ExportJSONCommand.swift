import CommandKit
import Model
import Shared

/// `export json [FILE]`
struct ExportJSONCommand: PulpeCommand {
    static let spec = CommandSpec(
        "export json", arguments: [ArgumentSpec("FILE", optional: true)], options: [.replaceFile],
        group: "Import and export", summary: "write the whole database as one JSON document",
        example: "export json pulpe.json",
        discussion:
            "Every table's stored rows with their ids ({\"pulpe\":\"database\",\"migrations\":[…],\"tables\":{…}}); values the "
            + "database derives (consumption, free sums, month deltas, report totals) are left out and rebuilt by import json. Into FILE (a new file; an existing one only with --force), else on standard output."
    )

    let path: String?
    let force: Bool

    init(_ parsed: ParsedCommand) throws {
        path = parsed.argument(0)
        force = parsed.has(OptionSpec.replaceFile)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let service = context.clients.exchangeService
        guard let path else {
            var output = CommandOutput(text: "")
            output.textStream = { stream in try service.exportJSON(&stream) }
            output.jsonStream = { stream in try service.exportJSON(&stream) }
            return output
        }
        let bytes = try context.outputFile(path, force: force).write { stream in
            try service.exportJSON(&stream)
            stream.write("\n")
        }
        return CommandOutput(
            text: "Exported the database to \(path) (\(FileSize.shown(bytes))).",
            json: .object([("file", .string(path)), ("bytes", .int(bytes))]))
    }
}
