import CommandKit
import Model
import Shared

/// The screens of the settings feature, for the REPL's destinations.
public enum SettingsScreens {
    @MainActor
    public static func screen(for destination: SettingsDestination, in context: CommandContext) async throws -> String {
        await SettingsScreen(settings: try await context.settings(), today: context.today, sync: try SettingsScreen.syncLine(context))
            .render()
    }
}
