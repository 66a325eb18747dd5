import CommandKit
import Model
import Shared

/// `import camt FILE [--account NAME] [--dry-run] [--keep-going] [--no-create]`
struct ImportCamtCommand: PulpeCommand {
    static let spec = CommandSpec(
        "import camt", arguments: [ArgumentSpec("FILE")], options: StatementImport.options,
        group: "Import and export",
        summary: "import an ISO 20022 report (camt.052), statement (camt.053) or notification (camt.054)",
        example: "import camt ~/Downloads/camt053.xml --dry-run",
        discussion:
            "Each entry (Ntry), any version of the format: its amount, CRDT (income) or DBIT (expense), the booking date (else "
            + "the value date; a time or offset after it is ignored), the counterparty (the creditor of a debit, the debtor of a "
            + "credit; else the remittance text) and the bank's entry reference (AcctSvcrRef, else NtryRef), which is its import "
            + "key with the account: the same entry is never added twice, whether it comes in a report, a statement or a "
            + "notification. An entry the bank has not booked (a status Sts other than BOOK: PDNG, pending, in an "
            + "intraday report; INFO, information only) is left out and said in the summary: a pending one is "
            + "imported once a statement lists it booked. "
            + "An amount with more decimals than cents is read when they are zeros (8.850), else refused. "
            + "A DOCTYPE is refused. Rules, budgets and the summary work as for import csv."
    )

    let statement: StatementImport

    init(_ parsed: ParsedCommand) throws { statement = try StatementImport(parsed, command: "import camt") }

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await statement.run(in: context) { emit in try CamtReader.read(path: statement.path, emit: emit) }
    }
}
