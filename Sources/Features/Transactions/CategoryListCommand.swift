import CommandKit
import Model
import Shared

/// `category list [--month M | --since D [--until D]]`
struct CategoryListCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let month = OptionSpec("--month", value: "MONTH", hint: .month, "one budget's transactions")
        static let since = OptionSpec("--since", value: "DATE", hint: .date, "transactions from this date on")
        static let until = OptionSpec("--until", value: "DATE", hint: .date, "transactions up to this date")
    }

    static let spec = CommandSpec(
        "category list",
        options: [Options.month, Options.since, Options.until],
        group: "Transactions", summary: "the categories in use with their counts and totals",
        example: "category list --month 2026-11",
        discussion: """
            Without options: every budget. Categories equal but for case and accents count as one. \
            Each row: the number of transactions, the sums of income, spending (expenses without savings) \
            and savings, and the net (income +, spending and savings −); transactions without a category come last.
            """
    )

    let month: YearMonth?
    let since: LocalDate?
    let until: LocalDate?

    init(_ parsed: ParsedCommand) throws {
        month = try parsed.value(Options.month, ParsedCommand.month)
        since = try parsed.value(Options.since, ParsedCommand.date)
        until = try parsed.value(Options.until, ParsedCommand.date)
        if month != nil && (since != nil || until != nil) {
            throw CommandParseError.misusedOptions("--month names one period: drop it to use --since or --until")
        }
        if let since, let until, since > until {
            throw DomainError.invalidValue("--since \(since) is after --until \(until): swap them")
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        var budgetID: Int64?
        if let month { budgetID = try await context.resolveBudget(explicit: month).id }
        let categories = try await context.clients.transactionService.categoryTotals(budgetID: budgetID, since: since, until: until)
        let style = context.style
        return CommandOutput(
            text: Self.render(categories, style: style),
            json: .array(
                categories.map { category in
                    .object([
                        ("category", .optional(category.name) { .string($0) }), ("count", .int(Int64(category.totals.count))),
                        ("income", category.totals.income.json), ("spending", category.totals.expense.json),
                        ("savings", category.totals.saving.json), ("net", category.totals.net.json),
                        // Deprecated, kept one release: the spending under its old name, which
                        // everywhere else means spending and savings together.
                        ("expenses", category.totals.expense.json),
                    ])
                }))
    }

    static func render(_ categories: [CategoryTotal], style: ScreenStyle) -> String {
        guard !categories.isEmpty else { return "No transactions." }
        // On a narrow screen the count goes first, then the savings, the income and the net: the spending stays.
        var table = TextTable(columns: [
            .left("Category"), .right("Count").leftOutToFit(1), .right("Income").leftOutToFit(3), .right("Spending"),
            .right("Savings").leftOutToFit(2), .right("Net").leftOutToFit(4),
        ])
        for category in categories {
            let totals = category.totals
            table.addRow([
                category.name ?? style.styler.dim("(none)"), "\(totals.count)", totals.income.formatted,
                totals.expense.formatted, totals.saving.formatted, (totals.net.cents > 0 ? "+" : "") + totals.net.formatted,
            ])
        }
        return style.fitted(table)
    }
}
