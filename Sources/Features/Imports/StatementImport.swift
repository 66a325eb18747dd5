import CommandKit
import Model
import Shared

/// Imports what a statement reader finds (camt, OFX, QIF, MT940) as it reads it: the options
/// those commands share, the import key's account (the file's own account, which the reader puts
/// on each row, else `--account`, never how the file was read), and the summary headed by the
/// format and account read.
struct StatementImport: Sendable {
    /// The options the statement imports share, each declared once.
    enum Options {
        static let account = OptionSpec(
            "--account", value: "NAME", hint: .account,
            "the account the rows go to (default: the one with the file's number, else the default account)")
        static let dryRun = OptionSpec("--dry-run", "list every entry's fate and change nothing")
        static let keepGoing = OptionSpec("--keep-going", "import the good entries and list the bad ones")
        static let noCreate = OptionSpec("--no-create", "refuse entries of months without a budget instead of creating them")
        static let checked = OptionSpec("--checked", "mark the imported entries as on the bank statement (default: unchecked)")
    }

    static let options =
        [Options.account, Options.dryRun, Options.keepGoing, Options.noCreate, Options.checked] + TransferPairingChoice.options

    let path: String
    let account: String?
    let dryRun: Bool
    let keepGoing: Bool
    let noCreate: Bool
    let checked: Bool
    let transfers: TransferPairingChoice
    let command: String

    init(_ parsed: ParsedCommand, command: String) throws {
        path = try parsed.requiredArgument(0)
        account = parsed.value(Options.account)
        dryRun = parsed.has(Options.dryRun)
        keepGoing = parsed.has(Options.keepGoing)
        noCreate = parsed.has(Options.noCreate)
        checked = parsed.has(Options.checked)
        transfers = try TransferPairingChoice(parsed)
        self.command = command
    }

    /// Imports what `read` passes on as it reads the file, inside the import's one transaction
    /// (nothing waits in memory for the rest of the file); `read` returns what it found once done.
    @MainActor func run(
        in context: CommandContext, detected: Bool = false, _ read: (_ emit: StatementEmit) throws -> StatementRead
    ) async throws -> CommandOutput {
        var request = ImportRequest(
            source: NameKey.make(account ?? ""), account: account, dryRun: dryRun, keepGoing: keepGoing || dryRun, createBudgets: !noCreate,
            checked: checked, origin: TransactionSource.file(format: String(command.dropFirst("import ".count))))
        var found = StatementRead(format: "", account: nil, entries: 0)
        var outcome: ImportOutcome
        do {
            request.pairTransfers = try await transfers.decide(in: context, dryRun: dryRun) {
                var preview = request
                preview.dryRun = true
                return try withoutActuallyEscaping(read) { read in
                    try context.clients.importService.importRows(preview) { emit in _ = try read(emit) }
                }
            }
            outcome = try await withoutActuallyEscaping(read) { read in
                try await context.trackingLast { try context.clients.importService.importRows(request) { emit in found = try read(emit) } }
            }
        } catch let problem as ImportProblem {
            return ImportSummary.stopped(file: path, problem, command: command)
        }
        if transfers == .never { outcome.transfers = [] }
        let entries = found.entries == 1 ? "1 entry" : "\(found.entries) entries"
        let header =
            (detected ? "Read as \(found.format).\n" : "") + "\(found.format) of \(found.account ?? "an unnamed account"): \(entries)."
        var json: [(String, JSONValue)] = [("format", .string(found.format)), ("account", .optional(found.account) { .string($0) })]
        let check = try await StatementBalance.check(found.closing, accountID: outcome.lastAccountID, dryRun: outcome.dryRun, in: context)
        if let check { json.append(check.json) }
        let footer = check?.sentence
        return ImportSummary.output(
            file: path, outcome, command: command, keepGoing: keepGoing, header: header, footer: footer, json: json)
    }
}
