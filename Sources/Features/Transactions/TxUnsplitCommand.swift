import CommandKit
import Model
import Shared

/// `tx unsplit TX [--budget MONTH]`
struct TxUnsplitCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let budget = OptionSpec("--budget", value: "MONTH", hint: .month, "the budget, when TX is a name")
    }

    static let spec = CommandSpec(
        "tx unsplit", arguments: [ArgumentSpec("TX", hint: .transaction)],
        options: [Options.budget],
        group: "Transactions", summary: "join the parts of a split movement again",
        example: "tx unsplit #42",
        discussion: """
            TX is any part of the movement (#ID, `last`, or its name). The first part takes the whole amount and \
            keeps its line; the other parts are removed. `undo` takes it back.
            """
    )

    let reference: String
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        budget = try parsed.value(Options.budget, ParsedCommand.month)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let split = try await context.clients.transactionService.unsplit(context.transactionReference(reference, explicitBudget: budget))
        return TxSplitCommand.describe(split, verb: "Joined", style: context.style)
    }
}
