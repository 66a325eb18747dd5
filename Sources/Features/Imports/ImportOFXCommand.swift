import CommandKit
import Model
import Shared

/// `import ofx FILE [--account NAME] [--dry-run] [--keep-going] [--no-create]`
struct ImportOFXCommand: PulpeCommand {
    static let spec = CommandSpec(
        "import ofx", arguments: [ArgumentSpec("FILE")], options: StatementImport.options,
        group: "Import and export", summary: "import an OFX or QFX statement (1.x SGML or 2.x XML)",
        example: "import ofx ~/Downloads/statement.qfx --dry-run",
        discussion:
            "Each STMTTRN of a bank or card statement: its signed TRNAMT, the posting date DTPOSTED (a time and zone after it "
            + "are ignored), the payee NAME (else MEMO) and the bank's FITID, which is its import key with the account (ACCTID): "
            + "the same transaction is never added twice. Text is read in the character set the header declares (CHARSET:1252, "
            + "encoding=\"UTF-8\"), unless a file declared single-byte is in fact UTF-8. A DOCTYPE is refused; a file cut short is an error naming the line. "
            + "Rules, budgets and the summary work as for import csv."
    )

    let statement: StatementImport

    init(_ parsed: ParsedCommand) throws { statement = try StatementImport(parsed, command: "import ofx") }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let bytes = try StatementFile.bytes(statement.path)
        return try await statement.run(in: context) { emit in try OFXReader.read(bytes, path: statement.path, emit: emit) }
    }
}
