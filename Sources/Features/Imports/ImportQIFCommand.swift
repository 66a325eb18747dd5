import CommandKit
import Model
import Shared

/// `import qif FILE [--account NAME] [--dry-run] [--keep-going] [--no-create]`
struct ImportQIFCommand: PulpeCommand {
    static let spec = CommandSpec(
        "import qif", arguments: [ArgumentSpec("FILE")], options: StatementImport.options,
        group: "Import and export", summary: "import a QIF file (Quicken Interchange Format)",
        example: "import qif ~/Downloads/checking.qif --dry-run",
        discussion:
            "The records of its bank, cash, card and asset sections (!Type:Bank, !Type:CCard, …): D the date, T the signed "
            + "amount, P the payee (else M the memo), L the category (a [transfer] has none). A split record comes in as one "
            + "transaction of its total. Dates are month first (12/19/18, 12/19'2018) unless a day above 12 or dots "
            + "(19.12.2018) show day first. QIF has no bank reference: the import key is the account, the date, the amount, "
            + "the payee and the occurrence that day. Rules, budgets and the summary work as for import csv."
    )

    let statement: StatementImport

    init(_ parsed: ParsedCommand) throws { statement = try StatementImport(parsed, command: "import qif") }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let bytes = try StatementFile.bytes(statement.path)
        return try await statement.run(in: context) { emit in try QIFReader.read(bytes, path: statement.path, emit: emit) }
    }
}
