import CommandKit
import Foundation
import Model
import Shared

/// `import notifications FILE [--source NAME] [--dry-run] [--keep-going] [--no-create]`
struct ImportNotificationsCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let source = OptionSpec("--source", value: "NAME", "where the texts come from (pattern list)")
        static let dryRun = OptionSpec("--dry-run", "list every text's fate and change nothing")
        static let keepGoing = OptionSpec("--keep-going", "import the transactions and list the texts that are not")
        static let noCreate = OptionSpec("--no-create", "refuse texts of months without a budget instead of creating them")
    }

    static let spec = CommandSpec(
        "import notifications", arguments: [ArgumentSpec("FILE")],
        options: [Options.source, Options.dryRun, Options.keepGoing, Options.noCreate],
        group: "Import and export", summary: "record the notifications of a file, one text per line",
        example: "import notifications captured.txt --source twint",
        discussion: "Each non-empty line is read as tx parse reads a text; all or nothing unless --keep-going."
    )

    let path: String
    let source: String?
    let dryRun: Bool
    let keepGoing: Bool
    let noCreate: Bool

    init(_ parsed: ParsedCommand) throws {
        path = try parsed.requiredArgument(0)
        source = parsed.value(Options.source)
        dryRun = parsed.has(Options.dryRun)
        keepGoing = parsed.has(Options.keepGoing)
        noCreate = parsed.has(Options.noCreate)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImportError.unreadableFile(path, reason: "no such file, or it cannot be read")
        }
        let keywords = NotificationImport.keywords(try await context.clients.importSetupService.patterns(), source: source)
        let home = try await context.settings().currency
        let lines = FieldText.decode(Array(data)).split(separator: "\n", omittingEmptySubsequences: false)
        var inputs: [ImportInput] = []
        for (index, line) in lines.enumerated() where !line.trimmingSpaces().isEmpty {
            inputs.append(
                NotificationImport.input(
                    String(line), line: index + 1, source: source, keywords: keywords, today: context.today, home: home))
        }
        var iterator = inputs.makeIterator()
        let request = ImportRequest(
            source: "notification:" + NameKey.make(source ?? "text"), dryRun: dryRun, keepGoing: keepGoing || dryRun,
            createBudgets: !noCreate, origin: TransactionSource.notification(source))
        let outcome: ImportOutcome
        do {
            outcome = try await context.trackingLast { try context.clients.importService.importRows(request) { iterator.next() } }
        } catch let problem as ImportProblem {
            return ImportSummary.stopped(file: path, problem, command: "import notifications")
        }
        return ImportSummary.output(file: path, outcome, command: "import notifications", keepGoing: keepGoing)
    }
}
