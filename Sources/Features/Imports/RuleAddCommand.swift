import CommandKit
import Model
import Shared

/// `rule add PATTERN --line NAME [--category C] [--rename NEW] [--kind K] [--regex]`
struct RuleAddCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let line = OptionSpec("--line", value: "LINE", "the line the matching rows go to (by name, in each row's month)")
        static let category = OptionSpec("--category", value: "TEXT", "a category for the matching rows")
        static let rename = OptionSpec("--rename", value: "NAME", "the name the matching rows get instead of the payee")
        static let kind = OptionSpec("--kind", value: "KIND", hint: .kind, "income, expense or saving (default: from the amount's sign)")
        static let regex = OptionSpec("--regex", "PATTERN is a regular expression (default: a glob)")
    }

    static let spec = CommandSpec(
        "rule add", arguments: [ArgumentSpec("PATTERN")],
        options: [Options.line, Options.category, Options.rename, Options.kind, Options.regex],
        group: "Import and export", summary: "place imported rows whose payee matches on a line",
        example: "rule add \"migros*\" --line Groceries --category Food",
        discussion:
            "A glob matches the whole payee, ignoring case (* any text, ? one character); a pattern without * or ? matches payees "
            + "that contain it. Rules apply in order, the first match wins, on import and on tx parse. A row whose month has no "
            + "such line (or a line of another kind) stays free, and the import says so.",
        required: [[Options.line.name]]
    )

    let pattern: String
    let line: String
    let category: String?
    let rename: String?
    let kind: Kind?
    let isRegex: Bool

    init(_ parsed: ParsedCommand) throws {
        pattern = try parsed.requiredArgument(0)
        guard let line = parsed.value(Options.line) else { throw CommandParseError.misusedOptions("rule add needs --line LINE") }
        self.line = line
        category = parsed.value(Options.category)
        rename = parsed.value(Options.rename)
        kind = try parsed.value(Options.kind, ParsedCommand.kind)
        isRegex = parsed.has(Options.regex)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let rule = try await context.clients.importSetupService.addRule(
            pattern: pattern, isRegex: isRegex, line: line, category: category, rename: rename, kind: kind)
        let number = try await context.clients.importSetupService.rules().count
        return CommandOutput(text: "Added rule \(number): \(RuleListCommand.describe(rule)).", json: rule.json(number: number))
    }
}

extension ImportRule {
    func json(number: Int) -> JSONValue {
        .object([
            ("number", .int(number)), ("pattern", .string(pattern)), ("regex", .bool(isRegex)), ("line", .string(line)),
            ("category", .optional(category) { .string($0) }), ("rename", .optional(rename) { .string($0) }),
            ("kind", .optional(kind) { .string($0.rawValue) }),
        ])
    }
}
