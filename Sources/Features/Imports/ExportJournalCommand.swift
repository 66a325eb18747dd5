import CommandKit
import Domain
import Model
import Shared

/// `export journal [FILE] [--since DATE] [--until DATE]`
struct ExportJournalCommand: PulpeCommand {
    static let spec = CommandSpec(
        "export journal", arguments: [ArgumentSpec("FILE", optional: true)],
        options: [
            OptionSpec("--since", value: "DATE", hint: .date, "the first date exported"),
            OptionSpec("--until", value: "DATE", hint: .date, "the last date exported"),
            .replaceFile,
        ],
        group: "Import and export", summary: "write the transactions as a ledger/hledger journal",
        example: "export journal pulpe.journal",
        discussion:
            "Each transaction is an entry between assets:bank and an account named from its kind and its line "
            + "(income:Salary, expenses:Groceries, savings:GOAL when the line saves for a goal, expenses:(free) without a line), "
            + "tagged with its budget month (hledger balance --pivot budget). Checked transactions are cleared (*). Into FILE (a new file; an existing one only with --force), else on standard output."
    )

    let path: String?
    let force: Bool
    let since: LocalDate?
    let until: LocalDate?

    init(_ parsed: ParsedCommand) throws {
        path = parsed.argument(0)
        force = parsed.has("--force")
        since = try parsed.value("--since", ParsedCommand.date)
        until = try parsed.value("--until", ParsedCommand.date)
    }

    static func write(
        _ service: ExportService, currency: String, since: LocalDate?, until: LocalDate?, into stream: inout JSONStream
    ) throws -> Int {
        stream.write("; pulpe journal: assets:bank pays or receives every transaction\n")
        var count = 0
        try service.forEach(since: since, until: until) { row in
            stream.write("\n")
            stream.write(
                ExportFormulas.journalEntry(
                    date: row.date, name: row.name, amount: row.amount, kind: row.kind, line: row.line, goal: row.goal,
                    month: row.month, currency: currency, checked: row.checked))
            count += 1
        }
        return count
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let service = context.stores.exportService
        let currency = try await context.settings().currency.rawValue
        let (since, until) = (self.since, self.until)
        guard let path else {
            var output = CommandOutput(text: "", json: .object([("rows", .int(try service.count(since: since, until: until)))]))
            output.textStream = { stream in _ = try Self.write(service, currency: currency, since: since, until: until, into: &stream) }
            return output
        }
        var count = 0
        let bytes = try context.outputFile(path, force: force).write { stream in
            count = try Self.write(service, currency: currency, since: since, until: until, into: &stream)
        }
        return CommandOutput(
            text: "Exported \(count) transactions to \(path) as a journal (\(bytes / 1024) KiB).",
            json: .object([("file", .string(path)), ("rows", .int(count)), ("bytes", .int(bytes))]))
    }
}
