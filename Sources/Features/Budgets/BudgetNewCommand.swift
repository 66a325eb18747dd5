import CommandKit
import Model
import Shared

/// `budget new MONTH [--template T] [--description TEXT]`
struct BudgetNewCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let template = OptionSpec(
            "--template", value: "TEMPLATE", hint: .template, "copy this template's lines (default: the default template)")
        static let description = OptionSpec("--description", value: "TEXT", "a note about the month")
    }

    static let spec = CommandSpec(
        "budget new", arguments: [ArgumentSpec("MONTH", hint: .month)],
        options: [Options.template, Options.description],
        group: "Budgets", summary: "create the budget of a month",
        example: "budget new 2026-11",
        discussion:
            "Copies the lines of the template (the default one when none is named); an empty budget when there is no template. One budget per month."
    )

    let month: YearMonth
    let template: String?
    let description: String?

    init(_ parsed: ParsedCommand) throws {
        month = try ParsedCommand.month(parsed.requiredArgument(0))
        template = parsed.value(Options.template)
        description = parsed.value(Options.description)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        var templateID: Int64?
        if let template {
            templateID = try await context.clients.templates.template(template).template.id
        }
        let budget = try await context.clients.budgetList.create(month: month, description: description, templateID: templateID)
        let lines = try await context.clients.lineService.lines(budgetID: budget.id)
        let from = lines.isEmpty ? "empty" : "with \(lines.count) line\(lines.count == 1 ? "" : "s") from its template"
        return CommandOutput(text: "Created budget \(budget.month) (\(from)).", json: budget.json)
    }
}
