import CommandKit
import Model
import Shared

/// `rule test TEXT`
struct RuleTestCommand: PulpeCommand {
    static let spec = CommandSpec(
        "rule test", arguments: [ArgumentSpec("TEXT")], group: "Import and export",
        summary: "show which rule would place a payee", example: "rule test \"MIGROS ZURICH 1234\"")

    let text: String

    init(_ parsed: ParsedCommand) throws { text = try parsed.requiredArgument(0) }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let rules = try await context.clients.importSetupService.rules()
        let matcher: RuleMatcher
        matcher = try RuleMatcher(rules: rules)
        guard let rule = matcher.match(text), let number = rules.firstIndex(of: rule).map({ $0 + 1 }) else {
            return CommandOutput(
                text: "No rule matches '\(text)': it would be a free transaction.",
                json: .object([("text", .string(text)), ("rule", .null)]))
        }
        return CommandOutput(
            text: "Rule \(number) matches: \(RuleListCommand.describe(rule)).",
            json: .object([("text", .string(text)), ("rule", rule.json(number: number))]))
    }
}
