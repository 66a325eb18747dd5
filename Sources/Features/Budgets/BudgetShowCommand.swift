import CommandKit
import Model
import Shared

/// `budget show [MONTH] [--all]`
struct BudgetShowCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let all = OptionSpec("--all", "every transaction, not only the latest 20")
    }

    static let spec = CommandSpec(
        "budget show", arguments: [ArgumentSpec("MONTH", optional: true, hint: .month)],
        options: [Options.all],
        group: "Budgets", summary: "a budget's lines, transactions, metrics and period",
        example: "budget show 2026-11",
        discussion: """
            Without MONTH: the budget open in the REPL, else the budget of today's period. The table shows the \
            latest 20 transactions and how many more there are (`tx list --budget MONTH` pages through them); \
            --all shows every one. --json always holds every transaction.
            """
    )

    let month: YearMonth?
    let all: Bool

    init(_ parsed: ParsedCommand) throws {
        month = try parsed.argument(0).map(ParsedCommand.month)
        all = parsed.has(Options.all)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let month = try await context.budgetMonth(explicit: month)
        if !all && !context.printsDocument {
            // The text shows the latest transactions only: read the figures the database keeps and
            // those, not the month (41,667 transactions in a month of a 1M database).
            guard
                let summary = try await context.clients.budgetService.dashboard(
                    month: month, latest: BudgetDetailsScreen.shownTransactions, unchecked: 0)
            else { throw DomainError.noBudget(month) }
            let currency = try await context.settings().currency
            let screen = BudgetDetailsScreen(summary: summary, today: context.today, currency: currency, style: context.style)
            return CommandOutput(text: screen.render())
        }
        guard let details = try await context.clients.budgetDetails.details(for: month) else {
            throw DomainError.noBudget(month)
        }
        let currency = try await context.settings().currency
        let screen = BudgetDetailsScreen(
            details: details, today: context.today, currency: currency, style: context.style, showsAllTransactions: all)
        return CommandOutput(
            render: { screen.render() }, json: { details.json(today: screen.today) },
            stream: { details.writeJSON(today: screen.today, to: &$0) })
    }
}
