import CommandKit
import Model
import Reporting
import Shared

/// `export csv [FILE] [--since DATE] [--until DATE]`
struct ExportCSVCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let since = OptionSpec("--since", value: "DATE", hint: .date, "the first date exported (default: the first transaction)")
        static let until = OptionSpec("--until", value: "DATE", hint: .date, "the last date exported (default: the last transaction)")
    }

    static let spec = CommandSpec(
        "export csv", arguments: [ArgumentSpec("FILE", optional: true)],
        options: [
            Options.since,
            Options.until,
            .replaceFile,
        ],
        group: "Import and export", summary: "write the transactions as CSV",
        example: "export csv 2026.csv --since 2026-01-01 --until 2026-12-31",
        discussion:
            "Columns: date, budget, kind, name, amount, line, category, checked, id, account, original_amount, original_currency; by date. Into FILE (a new file; an existing one only with --force), else on "
            + "standard output, a row at a time."
    )

    let path: String?
    let force: Bool
    let since: LocalDate?
    let until: LocalDate?
    let json: Bool

    init(_ parsed: ParsedCommand) throws {
        path = parsed.argument(0)
        force = parsed.has(OptionSpec.replaceFile)
        json = parsed.has(OptionSpec.json)
        since = try parsed.value(Options.since, ParsedCommand.date)
        until = try parsed.value(Options.until, ParsedCommand.date)
    }

    /// Writes the header and every row through `stream`, reporting progress.
    static func write(
        _ service: ExportService, since: LocalDate?, until: LocalDate?, progress: ProgressBar, into stream: inout JSONStream
    ) throws -> Int {
        stream.write(ExportFormulas.csvHeader)
        var count = 0
        try service.forEach(since: since, until: until) { row in
            stream.write("\n")
            stream.write(row.date.description)
            stream.write(",")
            stream.write(row.month.description)
            stream.write(",")
            stream.write(row.kind.rawValue)
            stream.write(",")
            stream.write(ExportFormulas.csvField(row.name))
            stream.write(",")
            stream.write((row.kind == .income ? row.amount : -row.amount).plainDecimal)
            stream.write(",")
            stream.write(ExportFormulas.csvField(row.line ?? ""))
            stream.write(",")
            stream.write(ExportFormulas.csvField(row.category ?? ""))
            stream.write(row.checked ? ",yes," : ",no,")
            stream.write(String(row.id))
            stream.write(",")
            stream.write(ExportFormulas.csvField(row.account))
            // Money paid in another currency: as paid, signed like the amount (empty for the others).
            if let original = row.original {
                let signed = ForeignAmount(amount: row.kind == .income ? original.amount : -original.amount, currency: original.currency)
                stream.write(",\(signed.plainDecimal),\(original.currency.code)")
            } else {
                stream.write(",,")
            }
            count += 1
            if count & 4095 == 0 { progress.update(rows: count, bytes: count) }
        }
        progress.finish()
        return count
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let service = context.clients.exportService
        let (since, until) = (self.since, self.until)
        let total = try service.count(since: since, until: until)
        guard let path else {
            var output = CommandOutput(text: "", json: .object([("rows", .int(total))]))
            output.textStream = { stream in
                let silent = ProgressBar(enabled: false, total: total, unit: "rows")
                _ = try Self.write(service, since: since, until: until, progress: silent, into: &stream)
            }
            return output
        }
        let progress = ProgressBar(enabled: context.showsProgress && !json, total: total, unit: "rows", after: context.progressAfter)
        var count = 0
        let bytes = try context.outputFile(path, force: force).write { stream in
            count = try Self.write(service, since: since, until: until, progress: progress, into: &stream)
            stream.write("\n")
        }
        return CommandOutput(
            text: "Exported \(counted(count, "transaction")) to \(path) (\(FileSize.shown(bytes))).",
            json: .object([("file", .string(path)), ("rows", .int(count)), ("bytes", .int(bytes))]))
    }
}
