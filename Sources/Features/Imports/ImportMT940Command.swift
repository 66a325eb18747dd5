import CommandKit
import Model
import Shared

/// `import mt940 FILE [--account NAME] [--dry-run] [--keep-going] [--no-create]`
struct ImportMT940Command: PulpeCommand {
    static let spec = CommandSpec(
        "import mt940", arguments: [ArgumentSpec("FILE")], options: StatementImport.options,
        group: "Import and export", summary: "import a SWIFT MT940 statement or MT942 interim report",
        example: "import mt940 ~/Downloads/statement.sta --dry-run",
        discussion:
            "Each :61: statement line: the amount with its mark (D out, C in, RD and RC their reversals), the booking date "
            + "(the entry date when given, else the value date), the bank's reference (after //, else the customer's unless "
            + "NONREF), which is its import key with the account (:25:), and the counterparty from the :86: line after it "
            + "(/NAME/…, ?32 and ?33, else its text). A statement without its closing balance (:62F:) is cut short: refused. "
            + "Rules, budgets and the summary work as for import csv."
    )

    let statement: StatementImport

    init(_ parsed: ParsedCommand) throws { statement = try StatementImport(parsed, command: "import mt940") }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let bytes = try StatementFile.bytes(statement.path)
        return try await statement.run(in: context) { emit in try MT940Reader.read(bytes, path: statement.path, emit: emit) }
    }
}
