import CommandKit
import Model
import Reporting
import Shared

/// `export journal [FILE] [--since DATE] [--until DATE]`
struct ExportJournalCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let since = OptionSpec("--since", value: "DATE", hint: .date, "the first date exported")
        static let until = OptionSpec("--until", value: "DATE", hint: .date, "the last date exported")
    }

    static let spec = CommandSpec(
        "export journal", arguments: [ArgumentSpec("FILE", optional: true)],
        options: [
            Options.since,
            Options.until,
            .replaceFile,
        ],
        group: "Import and export", summary: "write the transactions as a ledger/hledger journal",
        example: "export journal pulpe.journal",
        discussion:
            "Each transaction is an entry between its account (assets:checking:NAME, assets:savings:NAME, assets:cash:NAME, "
            + "liabilities:card:NAME) and an account named from its kind and its line "
            + "(income:Salary, expenses:Groceries, savings:GOAL when the line saves for a goal, expenses:(free) without a line), "
            + "tagged with its budget month (hledger balance --pivot budget). Checked transactions are cleared (*). Transfers are "
            + "two postings between accounts; opening balances come from equity:opening (with --since: each account's balance the "
            + "day before). Into FILE (a new file; an existing one only with --force), else on standard output."
    )

    let path: String?
    let force: Bool
    let since: LocalDate?
    let until: LocalDate?

    init(_ parsed: ParsedCommand) throws {
        path = parsed.argument(0)
        force = parsed.has(OptionSpec.replaceFile)
        since = try parsed.value(Options.since, ParsedCommand.date)
        until = try parsed.value(Options.until, ParsedCommand.date)
    }

    static func write(
        _ service: ExportService, currency home: Currency, since: LocalDate?, until: LocalDate?, today: LocalDate,
        into stream: inout JSONStream
    ) throws -> Int {
        let currency = home.code
        stream.write("; pulpe journal: each transaction moves money in or out of one of your accounts\n")
        // Openings and transfers (a few per month) wait in date order and go in before the first
        // transaction dated after them, so the journal's dates never go back (`hledger check ordereddates`).
        var waiting: [(date: LocalDate, entry: String)] = try service.openings(since: since, today: today).map { opening in
            (
                opening.date,
                ExportFormulas.openingEntry(
                    date: opening.date, account: ExportFormulas.bankAccount(name: opening.account, kind: opening.kind),
                    amount: ForeignAmount(amount: opening.amount, currency: opening.currency ?? home))
            )
        }
        try service.forEachTransfer(since: since, until: until) { transfer in
            waiting.append(
                (
                    transfer.date,
                    ExportFormulas.transferEntry(
                        date: transfer.date, note: transfer.note,
                        amount: ForeignAmount(amount: transfer.amount, currency: transfer.currencies.from ?? home),
                        from: ExportFormulas.bankAccount(name: transfer.from.name, kind: transfer.from.kind),
                        to: ExportFormulas.bankAccount(name: transfer.to.name, kind: transfer.to.kind), line: transfer.line,
                        received: transfer.received.map { ForeignAmount(amount: $0, currency: transfer.currencies.to ?? home) })
                ))
        }
        // Stable: openings before transfers of the same day, each in its own order.
        waiting = waiting.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        var next = 0
        var count = 0
        // The movements of one day, in order: a split's later parts join their first part (same date).
        var day: [(first: ExportService.Row, parts: [ExportFormulas.JournalPart])] = []
        func writeDay() {
            for movement in day {
                let row = movement.first
                stream.write("\n")
                stream.write(
                    ExportFormulas.journalEntry(
                        date: row.date, name: row.name, parts: movement.parts, month: row.month, currency: currency,
                        checked: row.checked, bank: ExportFormulas.bankAccount(name: row.account, kind: row.accountKind),
                        bankMoved: Self.moved(row)))
            }
            day.removeAll(keepingCapacity: true)
        }
        try service.forEach(since: since, until: until) { row in
            if let first = day.first?.first, first.date != row.date { writeDay() }
            while next < waiting.count && waiting[next].date <= row.date {
                stream.write("\n")
                stream.write(waiting[next].entry)
                next += 1
            }
            // The saving side of a transfer: the transfer's entry says where the money went.
            guard row.transferID == nil else { return }
            // In an account of its own currency, the original is what the bank's posting moved (`moved`).
            let part = ExportFormulas.JournalPart(
                amount: row.amount, kind: row.kind, line: row.line, goal: row.goal,
                original: row.accountCurrency == nil ? row.original : nil)
            if let splitOf = row.splitOf, let index = day.firstIndex(where: { $0.first.id == splitOf }) {
                // Each part carries its share of the amount paid abroad. A split made before they did
                // left the whole on its first part: that one is written in the budget's currency.
                if part.original == nil { day[index].parts[0].original = nil }
                day[index].parts.append(part)
                return
            }
            count += 1
            day.append((row, [part]))
        }
        writeDay()
        for (_, entry) in waiting[next...] {
            stream.write("\n")
            stream.write(entry)
        }
        return count
    }

    /// What a transaction moved an account of its own currency by (income in, expense out); nil otherwise.
    private static func moved(_ row: ExportService.Row) -> ForeignAmount? {
        guard row.accountCurrency != nil, let original = row.original else { return nil }
        return ForeignAmount(amount: row.kind == .income ? original.amount : -original.amount, currency: original.currency)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let service = context.clients.exportService
        let currency = try await context.settings().currency
        let (since, until, today) = (self.since, self.until, context.today)
        guard let path else {
            var output = CommandOutput(text: "", json: .object([("rows", .int(try service.count(since: since, until: until)))]))
            output.textStream = { stream in
                _ = try Self.write(service, currency: currency, since: since, until: until, today: today, into: &stream)
            }
            return output
        }
        var count = 0
        let bytes = try context.outputFile(path, force: force).write { stream in
            count = try Self.write(service, currency: currency, since: since, until: until, today: today, into: &stream)
        }
        return CommandOutput(
            text: "Exported \(counted(count, "transaction")) to \(path) as a journal (\(FileSize.shown(bytes))).",
            json: .object([("file", .string(path)), ("rows", .int(count)), ("bytes", .int(bytes))]))
    }
}
