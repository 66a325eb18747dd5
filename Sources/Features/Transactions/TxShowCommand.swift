import CommandKit
import Model
import Shared

/// `tx show TX [--budget MONTH]`
struct TxShowCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let budget = OptionSpec("--budget", value: "MONTH", hint: .month, "the budget, when TX is a name")
    }

    static let spec = CommandSpec(
        "tx show", arguments: [ArgumentSpec("TX", hint: .transaction)],
        options: [Options.budget],
        group: "Transactions", summary: "every field of one transaction",
        example: "tx show #42",
        discussion: """
            TX is #ID, `last` (the transaction created most recently here), or a name unique in its budget. \
            Prints the name, amount, kind, date, the budget and its period, the line (or free), the category, \
            when it was checked, and the savings goal it feeds or was drawn from. `open tx TX` shows it as a screen.
            """
    )

    let reference: String
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        budget = try parsed.value(Options.budget, ParsedCommand.month)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let detail = try await context.clients.transactionService.detail(context.transactionReference(reference, explicitBudget: budget))
        let style = context.style
        return CommandOutput(
            text: TransactionDetailScreen(detail: detail, style: style).render(), json: TransactionDetailScreen.json(detail))
    }
}
