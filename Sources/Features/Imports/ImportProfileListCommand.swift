import CommandKit
import Model
import Shared

/// `import profile list`
struct ImportProfileListCommand: PulpeCommand {
    static let spec = CommandSpec(
        "import profile list", group: "Import and export", summary: "list the saved CSV layouts", example: "import profile list")

    init(_ parsed: ParsedCommand) throws {}

    func run(in context: CommandContext) async throws -> CommandOutput {
        let profiles = try await context.clients.importSetupService.profiles()
        let text =
            profiles.isEmpty
            ? "No import profile yet: import profile add NAME --date COL --amount COL --payee COL"
            : profiles.map { "\($0.name): \(Self.describe($0))" }.joined(separator: "\n")
        return CommandOutput(text: text, json: .array(profiles.map(\.json)))
    }

    /// `date 'Datum' (DD.MM.YYYY), amount 'Betrag', payee 'Text'`.
    static func describe(_ profile: ImportProfile) -> String {
        var parts = ["date '\(profile.date)'" + (profile.dateFormat.map { " (\($0))" } ?? "")]
        if let amount = profile.amount { parts.append("amount '\(amount)'") }
        if let debit = profile.debit, let credit = profile.credit { parts.append("debit '\(debit)', credit '\(credit)'") }
        parts.append("payee '\(profile.payee)'")
        if let reference = profile.reference { parts.append("reference '\(reference)'") }
        if let direction = profile.direction { parts.append("direction '\(direction)'") }
        if let decimal = profile.decimal { parts.append("decimal \(decimal)") }
        if let separator = profile.separator { parts.append("separator \(separator)") }
        if let skip = profile.skip { parts.append("\(counted(skip, "line")) before the header") }
        if let encoding = profile.encoding { parts.append("encoding \(encoding)") }
        return parts.joined(separator: ", ")
    }
}
