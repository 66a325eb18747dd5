import CommandKit
import Model
import Shared

/// `rule list`
struct RuleListCommand: PulpeCommand {
    static let spec = CommandSpec(
        "rule list", group: "Import and export", summary: "list the import rules in the order they apply", example: "rule list")

    init(_ parsed: ParsedCommand) throws {}

    func run(in context: CommandContext) async throws -> CommandOutput {
        let rules = try await context.clients.importSetupService.rules()
        let text =
            rules.isEmpty
            ? "No rule yet: rule add PATTERN --line LINE"
            : rules.enumerated().map { "\($0.offset + 1). \(Self.describe($0.element))" }.joined(separator: "\n")
        return CommandOutput(text: text, json: .array(rules.enumerated().map { $0.element.json(number: $0.offset + 1) }))
    }

    /// `'migros*' → Groceries, category Food`.
    static func describe(_ rule: ImportRule) -> String {
        var text = (rule.isRegex ? "regex " : "") + "'\(rule.pattern)' → \(rule.line)"
        if let category = rule.category { text += ", category \(category)" }
        if let rename = rule.rename { text += ", renamed '\(rename)'" }
        if let kind = rule.kind { text += ", kind \(kind.rawValue)" }
        return text
    }
}
