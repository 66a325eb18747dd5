import CommandKit
import Domain
import Model
import Shared

/// `tx set TX [AMOUNT] [--amount A] [--name N] [--date D] [--line LINE|none] [--category C] [--budget MONTH]`
struct TxSetCommand: PulpeCommand {
    static let spec = CommandSpec(
        "tx set", arguments: [ArgumentSpec("TX", hint: .transaction), ArgumentSpec("AMOUNT", optional: true, hint: .amount)],
        options: [
            OptionSpec("--amount", value: "AMOUNT", hint: .amount, "the new amount (same as the AMOUNT argument)"),
            OptionSpec("--name", value: "NAME", "the new name"),
            OptionSpec("--date", value: "DATE", hint: .date, "the new date, in the same budget's period"),
            OptionSpec("--line", value: "LINE", hint: .line, "allocate to this line, or `none` to make it free"),
            OptionSpec("--category", value: "TEXT", hint: .category, "the category, or \"\" to clear it"),
            OptionSpec("--budget", value: "MONTH", hint: .month, "the budget of the transaction"),
        ],
        group: "Transactions", summary: "change a transaction",
        example: "tx set last 84.10",
        discussion: "TX is #ID, `last`, or a name unique in its budget. Inside `open tx` TX is the open transaction."
    )

    let reference: String
    let amount: Money?
    let name: String?
    let date: LocalDate?
    let line: String?
    /// `.some(nil)` clears the category (`--category ""`).
    let category: String??
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        amount = try parsed.amountArgumentOrOption(at: 1)
        name = parsed.value("--name")
        date = try parsed.value("--date", ParsedCommand.date)
        line = parsed.value("--line")
        category = parsed.value("--category").map { $0.trimmingSpaces().isEmpty ? nil : $0 }
        budget = try parsed.value("--budget", ParsedCommand.month)
        guard amount != nil || name != nil || date != nil || line != nil || category != nil else {
            throw DomainError.invalidArgument("nothing to change: give an AMOUNT, --name, --date, --line or --category")
        }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let updated = try await context.stores.budgetDetails.updateTransaction(
            context.transactionReference(reference, explicitBudget: budget), name: name, amount: amount, date: date, line: line,
            category: category)
        return TxCommands.describe(updated, verb: "Updated")
    }
}
