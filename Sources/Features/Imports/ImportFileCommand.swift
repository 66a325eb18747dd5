import CommandKit
import Model
import Shared

/// `import FILE [options of import csv]`: recognises the format from the content and imports it.
struct ImportFileCommand: PulpeCommand {
    static let spec = CommandSpec(
        "import", arguments: [ArgumentSpec("FILE")], options: ImportCSVCommand.spec.options,
        group: "Import and export", summary: "import a bank file, its format recognised from its content",
        example: "import ~/Downloads/statement.xml --dry-run",
        discussion:
            "OFX or QFX, camt.052/053/054, QIF, MT940 or CSV, recognised from the file's first lines (not its name), then "
            + "imported as the command of that format does (import ofx, import camt, …); the summary starts with the format "
            + "read. The options of import csv apply to a CSV file; --account, --dry-run, --keep-going, --no-create, --checked, --transfers and "
            + "--no-transfers to all."
    )

    let parsed: ParsedCommand
    let path: String

    init(_ parsed: ParsedCommand) throws {
        self.parsed = parsed
        path = try parsed.requiredArgument(0)
        _ = try ImportCSVCommand(parsed)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let format = StatementFormat.of(try StatementFormat.head(path))
        let command = "import " + format.rawValue.lowercased()
        let statement = try StatementImport(parsed, command: command)
        switch format {
        case .csv:
            var output = try await ImportCSVCommand(parsed).run(in: context)
            output.prependText("Read as CSV.")
            return output
        case .ofx:
            let bytes = try StatementFile.bytes(path)
            return try await statement.run(in: context, detected: true) { emit in try OFXReader.read(bytes, path: path, emit: emit) }
        case .qif:
            let bytes = try StatementFile.bytes(path)
            return try await statement.run(in: context, detected: true) { emit in try QIFReader.read(bytes, path: path, emit: emit) }
        case .mt940:
            let bytes = try StatementFile.bytes(path)
            return try await statement.run(in: context, detected: true) { emit in try MT940Reader.read(bytes, path: path, emit: emit) }
        case .camt:
            return try await statement.run(in: context, detected: true) { emit in try CamtReader.read(path: path, emit: emit) }
        }
    }
}
