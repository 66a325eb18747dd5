import CommandKit
import Model
import Shared

/// `budget set [MONTH] --description TEXT`: without MONTH, the open budget's (else the current one's),
/// as the other budget commands.
struct BudgetSetCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let description = OptionSpec(
            "--description", value: "TEXT", "a note about the month, shown by `budget show` (\"\" clears it)")
    }

    static let spec = CommandSpec(
        "budget set", arguments: [ArgumentSpec("MONTH", optional: true, hint: .month)],
        options: [Options.description],
        group: "Budgets", summary: "change a budget's description (MONTH: the open budget, else the current one)",
        example: "budget set 2026-12 --description \"Christmas at my parents'\"",
        required: [[Options.description.name]]
    )

    let month: YearMonth?
    let description: String

    init(_ parsed: ParsedCommand) throws {
        month = try parsed.argument(0).map(ParsedCommand.month)
        guard let description = parsed.value(Options.description) else {
            throw CommandParseError.misusedOptions("nothing to change: give --description TEXT (\"\" clears it)")
        }
        self.description = description
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let month = try await context.budgetMonth(explicit: month)
        let budget = try await context.clients.budgetList.setDescription(month: month, description)
        let text = budget.description.map { "Budget \(budget.month): \($0)" } ?? "Budget \(budget.month) has no description now."
        return CommandOutput(
            text: text,
            json: .object([
                ("month", .string(budget.month.description)), ("description", .optional(budget.description) { .string($0) }),
            ]))
    }
}
