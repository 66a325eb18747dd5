import CommandKit
import Model
import Shared

/// `budget list [--year YYYY]`
struct BudgetListCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let year = OptionSpec("--year", value: "YYYY", "only the budgets of this year")
    }

    static let spec = CommandSpec(
        "budget list", options: [Options.year],
        group: "Budgets", summary: "one row per budget: income, spending, savings, net, rollover, ending balance",
        example: "budget list --year 2026",
        discussion: "Rollover is the sum of the nets of all earlier budgets, earlier years included."
    )

    let year: Int?

    init(_ parsed: ParsedCommand) throws {
        year = try parsed.value(Options.year) { text in
            guard let year = Int.strictDigits(text), text.count == 4 else {
                throw DomainError.invalidValue("'\(text)' is not a year: use YYYY, e.g. 2026")
            }
            return year
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let summaries = try await context.clients.budgetList.currentSummaries().filter { year == nil || $0.month.year == year }
        let currency = try await context.settings().currency
        return CommandOutput(
            text: BudgetListScreen(summaries: summaries, currency: currency, style: context.style, totals: year != nil).render(),
            json: .array(summaries.map(\.json))
        )
    }
}
