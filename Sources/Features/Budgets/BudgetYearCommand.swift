import CommandKit
import Model
import Shared

/// `budget year YYYY [--template T]`
struct BudgetYearCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let template = OptionSpec("--template", value: "TEMPLATE", hint: .template, "the template (default: the default template)")
    }

    static let spec = CommandSpec(
        "budget year", arguments: [ArgumentSpec("YYYY")],
        options: [Options.template],
        group: "Budgets", summary: "create every missing month of a year, in one go",
        example: "budget year 2027",
        discussion: "All or nothing. Months that already have a budget are left as they are."
    )

    let year: Int
    let template: String?

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        guard text.count == 4, let year = Int.strictDigits(text), year >= 1900 else {
            throw DomainError.invalidValue("'\(text)' is not a year: use YYYY, e.g. 2027")
        }
        self.year = year
        template = parsed.value(Options.template)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        var templateID: Int64?
        if let template { templateID = try await context.clients.templates.template(template).template.id }
        let generation = try await context.clients.templates.generateYear(year, templateID: templateID)
        let created =
            generation.created.isEmpty ? "Created no budget" : "Created \(generation.created.map(\.description).joined(separator: ", "))"
        let existing =
            generation.existing.isEmpty ? "" : "; already there: \(generation.existing.map(\.description).joined(separator: ", "))"
        return CommandOutput(
            text: created + existing + ".",
            json: .object([
                ("year", .int(year)),
                ("created", .array(generation.created.map { .string($0.description) })),
                ("existing", .array(generation.existing.map { .string($0.description) })),
            ])
        )
    }
}
