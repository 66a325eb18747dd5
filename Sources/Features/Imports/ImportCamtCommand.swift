import CommandKit
import Domain
import Model
import Shared

/// `import camt FILE [--account NAME] [--dry-run] [--keep-going] [--no-create]`
struct ImportCamtCommand: PulpeCommand {
    static let spec = CommandSpec(
        "import camt", arguments: [ArgumentSpec("FILE")],
        options: [
            OptionSpec("--account", value: "NAME", "the account, for the import keys (default: the file's IBAN)"),
            OptionSpec("--dry-run", "list every entry's fate and change nothing"),
            OptionSpec("--keep-going", "import the good entries and list the bad ones"),
            OptionSpec("--no-create", "refuse entries of months without a budget instead of creating them"),
        ],
        group: "Import and export", summary: "import an ISO 20022 statement (camt.053) or notification (camt.054)",
        example: "import camt ~/Downloads/camt053.xml --dry-run",
        discussion:
            "Each entry (Ntry): its amount, CRDT (income) or DBIT (expense), the booking date (else the value date), the "
            + "counterparty (the creditor of a debit, the debtor of a credit; else the remittance text) and the bank's entry "
            + "reference (AcctSvcrRef, else NtryRef), which is its import key: the same entry is never added twice, whether it "
            + "comes in a statement or a notification. Rules, budgets and the summary work as for import csv."
    )

    let path: String
    let account: String?
    let dryRun: Bool
    let keepGoing: Bool
    let noCreate: Bool

    init(_ parsed: ParsedCommand) throws {
        path = try parsed.requiredArgument(0)
        account = parsed.value("--account")
        dryRun = parsed.has("--dry-run")
        keepGoing = parsed.has("--keep-going")
        noCreate = parsed.has("--no-create")
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let reader = try CamtReader.read(path: path)
        let source = "camt:" + NameKey.make(account ?? reader.account ?? "account")
        let request = ImportRequest(source: source, dryRun: dryRun, keepGoing: keepGoing || dryRun, createBudgets: !noCreate)
        var inputs = reader.inputs.makeIterator()
        let outcome: ImportOutcome
        do {
            outcome = try context.stores.importService.importRows(request) { inputs.next() }
        } catch let problem as ImportProblem {
            return ImportSummary.stopped(file: path, problem, command: "import camt")
        }
        return ImportSummary.output(
            file: path, outcome, command: "import camt", keepGoing: keepGoing,
            header: "\(reader.kind ?? "camt") of \(reader.account ?? "an unnamed account"): \(reader.inputs.count) entries.",
            json: [("format", .string(reader.kind ?? "camt")), ("account", .optional(reader.account) { .string($0) })])
    }
}
