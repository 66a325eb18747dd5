import CommandKit
import Importing
import Model
import Shared

/// `pattern add KEYWORD --kind income|expense [--source NAME]`
struct PatternAddCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let kind = OptionSpec("--kind", value: "KIND", hint: .kind, "income or expense: the direction a text with KEYWORD has")
        static let source = OptionSpec("--source", value: "NAME", "only for texts of this source (tx parse --source)")
    }

    static let spec = CommandSpec(
        "pattern add", arguments: [ArgumentSpec("KEYWORD")],
        options: [Options.kind, Options.source],
        group: "Import and export", summary: "teach tx parse a direction keyword",
        example: "pattern add \"TWINT:\" --kind expense --source twint",
        discussion: "Your keywords weigh more than the built-in ones (received, spent, Gutschrift, paiement, …).",
        required: [[Options.kind.name]]
    )

    let keyword: String
    let kind: Kind
    let source: String?

    init(_ parsed: ParsedCommand) throws {
        keyword = try parsed.requiredArgument(0)
        guard let kind = try parsed.value(Options.kind, ParsedCommand.kind) else {
            throw CommandParseError.misusedOptions("pattern add needs --kind income or --kind expense")
        }
        self.kind = kind
        source = parsed.value(Options.source)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let (pattern, number) = try await context.clients.importSetupService.addPattern(keyword: keyword, kind: kind, source: source)
        return CommandOutput(text: "Added pattern \(number): \(PatternListCommand.describe(pattern)).", json: pattern.json(number: number))
    }
}

/// `pattern list`
struct PatternListCommand: PulpeCommand {
    static let spec = CommandSpec(
        "pattern list", group: "Import and export", summary: "your tx parse keywords and the known sources", example: "pattern list")

    init(_ parsed: ParsedCommand) throws {}

    func run(in context: CommandContext) async throws -> CommandOutput {
        let patterns = try await context.clients.importSetupService.patterns()
        var lines = patterns.isEmpty ? ["No pattern of yours yet: pattern add KEYWORD --kind income|expense"] : []
        lines += patterns.enumerated().map { "\($0.offset + 1). \(Self.describe($0.element))" }
        lines.append("Known sources (--source):")
        lines += NotificationImport.knownSources.map { "  \($0.name): \($0.sends)" }
        return CommandOutput(
            text: lines.joined(separator: "\n"),
            json: .object([
                ("patterns", .array(patterns.enumerated().map { $0.element.json(number: $0.offset + 1) })),
                (
                    "sources",
                    .array(NotificationImport.knownSources.map { .object([("name", .string($0.name)), ("sends", .string($0.sends))]) })
                ),
            ]))
    }

    static func describe(_ pattern: ImportSetupService.Pattern) -> String {
        "'\(pattern.keyword)' → \(pattern.kind.rawValue)" + (pattern.source.map { " (source \($0))" } ?? "")
    }
}

/// `pattern remove N`
struct PatternRemoveCommand: PulpeCommand {
    static let spec = CommandSpec(
        "pattern remove", arguments: [ArgumentSpec("NUMBER")], group: "Import and export",
        summary: "remove one of your tx parse keywords (its number in pattern list)", example: "pattern remove 1")

    let number: Int

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        guard let number = Int(text) else {
            throw DomainError.invalidValue("'\(Echo.cut(text))' is not a pattern number: see pattern list")
        }
        self.number = number
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let pattern = try await context.clients.importSetupService.removePattern(number: number)
        return CommandOutput(
            text: "Removed pattern \(number): \(PatternListCommand.describe(pattern)).", json: pattern.json(number: number))
    }
}

extension ImportSetupService.Pattern {
    func json(number: Int) -> JSONValue {
        .object([
            ("number", .int(number)), ("keyword", .string(keyword)), ("kind", .string(kind.rawValue)),
            ("source", .optional(source) { .string($0) }),
        ])
    }
}
