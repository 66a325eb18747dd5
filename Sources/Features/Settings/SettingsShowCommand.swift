import CommandKit
import Model
import Shared

/// `settings`
struct SettingsShowCommand: PulpeCommand {
    static let spec = CommandSpec("settings", group: "Settings", summary: "show the settings", example: "settings")

    init(_ parsed: ParsedCommand) throws {}

    func run(in context: CommandContext) async throws -> CommandOutput {
        let settings = try await context.settings()
        return await CommandOutput(
            text: SettingsScreen(settings: settings, today: context.today, sync: try SettingsScreen.syncLine(context)).render(),
            json: settings.json)
    }
}
