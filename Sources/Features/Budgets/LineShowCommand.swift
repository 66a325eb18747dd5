import CommandKit
import Model
import Shared

/// `line show LINE [--budget MONTH]`
struct LineShowCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let budget = OptionSpec("--budget", value: "MONTH", hint: .month, "the budget of the line")
    }

    static let spec = CommandSpec(
        "line show", arguments: [ArgumentSpec("LINE", hint: .line)],
        options: [Options.budget],
        group: "Lines", summary: "one line: its figures, where it came from, its transactions",
        example: "line show Groceries --budget 2026-11",
        discussion: """
            LINE is #ID or a name in the budget (`--budget`, else the open one, else today's period's). Prints the \
            kind, planned, consumed (a checked line counts at least its planned amount, as in `budget show`), \
            remaining (planned − consumed), whether it is checked, where it came from (a template, edited by hand \
            or not, or added by hand), its goal and spread group, then its transactions oldest first with their \
            sum. `open line LINE` shows it as a screen.
            """
    )

    let line: String
    let budget: YearMonth?

    init(_ parsed: ParsedCommand) throws {
        line = try parsed.requiredArgument(0)
        budget = try parsed.value(Options.budget, ParsedCommand.month)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let detail = try await LineDetail.load(line, budget: budget, in: context)
        return CommandOutput(text: LineDetailScreen(detail: detail, style: context.style).render(), json: LineDetailScreen.json(detail))
    }
}
