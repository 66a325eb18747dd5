import CommandKit
import Domain
import Model
import Shared

/// What the line commands share: the check/uncheck spec and their printed result.
enum LineCommands {
    static func checkSpec(_ words: String, summary: String) -> CommandSpec {
        CommandSpec(
            words, arguments: [ArgumentSpec("LINE", hint: .line)],
            options: [OptionSpec("--budget", value: "MONTH", hint: .month, "the budget of the line")],
            group: "Lines", summary: summary, example: "\(words) Rent",
            discussion: "Checking only reconciles: it never changes planned totals, only the realized figures."
        )
    }

    static func setChecked(_ reference: String, budget: YearMonth?, _ checked: Bool, in context: CommandContext) async throws
        -> CommandOutput
    {
        let line = try await context.resolveLine(reference, explicitBudget: budget)
        let updated = try await context.stores.budgetDetails.setLineChecked(id: line.id, checked)
        return try await describe(updated, verb: checked ? "Checked" : "Unchecked", in: context)
    }

    /// "Updated expense line 'Rent' #3: 1'800.00." with the line's JSON (and its consumption).
    static func describe(_ line: BudgetLine, verb: String, in context: CommandContext) async throws -> CommandOutput {
        let consumed = try await context.stores.lineService.consumed(lineID: line.id)
        return CommandOutput(
            text: "\(verb) \(line.kind.rawValue) line '\(line.name)' #\(line.id): \(line.amount.formatted).",
            json: line.json(consumed: consumed)
        )
    }
}
