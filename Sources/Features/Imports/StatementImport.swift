import CommandKit
import Domain
import Model
import Shared

/// Imports what a statement reader found (camt, OFX, QIF, MT940): the options those commands
/// share, the import key's account (the file's own account, else `--account`, never how the file
/// was read), and the summary headed by the format and account read.
struct StatementImport: Sendable {
    static let options = [
        OptionSpec("--account", value: "NAME", "the account, for the import keys, when the file names none"),
        OptionSpec("--dry-run", "list every entry's fate and change nothing"),
        OptionSpec("--keep-going", "import the good entries and list the bad ones"),
        OptionSpec("--no-create", "refuse entries of months without a budget instead of creating them"),
    ]

    let path: String
    let account: String?
    let dryRun: Bool
    let keepGoing: Bool
    let noCreate: Bool
    let command: String

    init(_ parsed: ParsedCommand, command: String) throws {
        path = try parsed.requiredArgument(0)
        account = parsed.value("--account")
        dryRun = parsed.has("--dry-run")
        keepGoing = parsed.has("--keep-going")
        noCreate = parsed.has("--no-create")
        self.command = command
    }

    /// The import key's account: what the file names, else `--account`, else none.
    static func source(fileAccount: String?, given: String?) -> String {
        NameKey.make(fileAccount ?? given ?? "")
    }

    @MainActor func run(_ read: StatementRead, in context: CommandContext, detected: Bool = false) throws -> CommandOutput {
        let request = ImportRequest(
            source: Self.source(fileAccount: read.account, given: account), dryRun: dryRun, keepGoing: keepGoing || dryRun,
            createBudgets: !noCreate)
        var inputs = read.inputs.makeIterator()
        let outcome: ImportOutcome
        do {
            outcome = try context.stores.importService.importRows(request) { inputs.next() }
        } catch let problem as ImportProblem {
            return ImportSummary.stopped(file: path, problem, command: command)
        }
        let entries = read.inputs.count == 1 ? "1 entry" : "\(read.inputs.count) entries"
        let header =
            (detected ? "Read as \(read.format).\n" : "") + "\(read.format) of \(read.account ?? "an unnamed account"): \(entries)."
        return ImportSummary.output(
            file: path, outcome, command: command, keepGoing: keepGoing, header: header,
            json: [("format", .string(read.format)), ("account", .optional(read.account) { .string($0) })])
    }
}
