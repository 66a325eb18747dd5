import CommandKit
import Model
import Shared

/// `rule remove NUMBER`
struct RuleRemoveCommand: PulpeCommand {
    static let spec = CommandSpec(
        "rule remove", arguments: [ArgumentSpec("NUMBER")], group: "Import and export",
        summary: "remove an import rule (its number in rule list)", example: "rule remove 2")

    let number: Int

    init(_ parsed: ParsedCommand) throws {
        let text = try parsed.requiredArgument(0)
        guard let number = Int(text.hasPrefix("#") ? String(text.dropFirst()) : text) else {
            throw DomainError.invalidValue("'\(Echo.cut(text))' is not a rule number: see rule list")
        }
        self.number = number
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let rule = try await context.clients.importSetupService.removeRule(number: number)
        return CommandOutput(text: "Removed rule \(number): \(RuleListCommand.describe(rule)).", json: rule.json(number: number))
    }
}
