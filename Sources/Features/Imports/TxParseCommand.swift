import CommandKit
import Model
import Shared

/// `tx parse TEXT [--source NAME] [--rate R] [--dry-run]`
struct TxParseCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let source = OptionSpec(
            "--source", value: "NAME", "where the text comes from (twint, revolut, …: pattern list); its patterns apply")
        static let rate = OptionSpec("--rate", value: "RATE", "for an amount in another currency: what 1 unit is worth in the budget's")
        static let dryRun = OptionSpec("--dry-run", "show what would be added and change nothing")
    }

    static let spec = CommandSpec(
        "tx parse", arguments: [ArgumentSpec("TEXT")],
        options: [Options.source, Options.rate, Options.dryRun],
        group: "Import and export", summary: "record the transaction a bank or e-wallet notification describes",
        example: "tx parse \"You spent CHF 12.50 at Migros Zürich on 03.11.2026\"",
        discussion:
            "Finds the amount next to its currency mark (1'234.50, 1.234,50 and 1,234.50 alike), the direction from keywords "
            + "in English, French and German (received, credit, deposit, transfer from / spent, payment, purchase, debit, "
            + "transfer to, …) and your patterns, the counterparty after at/to/from/chez/bei/von, and a date in the text (else "
            + "today). Then it is placed like an imported row: its month's budget, the first matching rule. The same text twice "
            + "is one notification: added once. Text that is not a transaction is refused and nothing changes. An amount in "
            + "another currency ($15.99 in a franc budget) is kept as paid and converted at --rate, else at the rate kept for "
            + "its day (`rate set USD 0.8812`)."
    )

    let text: String
    let source: String?
    let rate: ExchangeRate?
    let dryRun: Bool

    init(_ parsed: ParsedCommand) throws {
        text = try parsed.requiredArgument(0)
        source = parsed.value(Options.source)
        rate = try parsed.value(Options.rate, ParsedCommand.rate)
        dryRun = parsed.has(Options.dryRun)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let keywords = NotificationImport.keywords(try await context.clients.importSetupService.patterns(), source: source)
        let home = try await context.settings().currency
        var input = NotificationImport.input(text, line: 1, source: source, keywords: keywords, today: context.today, home: home)
        guard case .row(var row) = input else { throw ImportError.notATransaction(text) }
        if let rate, let original = row.original {
            // The rate given: converted here, as a bank would have (the import keeps both amounts).
            let magnitude = original.amount.magnitude
            guard let amount = rate.convert(magnitude, fromDigits: original.currency.minorDigits, toDigits: home.minorDigits) else {
                throw CurrencyError.convertedTooLarge(amount: original.formatted, rate: rate.description)
            }
            row.amount = original.amount.isNegative ? -amount : amount
            input = .row(row)
        }
        let request = ImportRequest(
            source: "notification:" + NameKey.make(source ?? "text"), dryRun: true, origin: TransactionSource.notification(source))
        // A dry run first gives the fate (month, line) without writing; then the real one.
        var once: ImportInput? = input
        let preview = try context.clients.importService.importRows(request) {
            defer { once = nil }
            return once
        }
        var outcome = preview
        if !dryRun {
            once = input
            var real = request
            real.dryRun = false
            outcome = try await context.trackingLast {
                try context.clients.importService.importRows(real) {
                    defer { once = nil }
                    return once
                }
            }
        }
        let kind = (row.original?.amount ?? row.amount).isNegative ? "expense" : "income"
        let fate = preview.rows.first.map { ImportSummary.fate($0.fate) } ?? "?"
        let name = preview.rows.first?.name ?? row.payee
        // The amount the import placed: converted when it was paid in another currency.
        let amount = (preview.rows.first?.amount ?? row.amount).magnitude
        let paidIn = row.original?.magnitude
        let paid = paidIn.map { " (\($0.formatted))" } ?? ""
        var text =
            "\(dryRun ? "Would record" : outcome.added == 1 ? "Recorded" : "Already recorded") \(kind) '\(name)' "
            + "\(amount.formatted)\(paid) on \(row.date.shown): \(fate)."
        for (_, note) in preview.notes { text += "\n  \(note)" }
        if let created = ImportSummary.createdBudgets(outcome) { text += "\n  " + created }
        return CommandOutput(
            text: text,
            json: .object([
                ("name", .string(name)), ("kind", .string(kind)), ("amount", amount.json),
                ("original", .optional(paidIn) { $0.json }),
                ("date", .string(row.date.description)), ("added", .bool(!dryRun && outcome.added == 1)),
                ("alreadyThere", .bool(preview.alreadyThere == 1)), ("dryRun", .bool(dryRun)),
                ("createdBudgets", .array(outcome.createdBudgets.map { .string($0.description) })),
                (
                    "budget",
                    .optional(preview.rows.first.flatMap { if case .added(let month, _) = $0.fate { month } else { nil } }) {
                        .string($0.description)
                    }
                ),
            ]))
    }
}
