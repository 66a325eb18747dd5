import CommandKit
import Model
import Shared

/// The screens of the templates feature, for the REPL's destinations.
public enum TemplatesScreens {
    @MainActor
    public static func screen(for destination: TemplateDestination, in context: CommandContext) async throws -> String {
        switch destination {
        case .list:
            return TemplateListScreen(templates: try await context.clients.templates.currentTemplates(), style: context.style).render()
        case .details(let id):
            return TemplateDetailsScreen(details: try await context.clients.templates.template("#\(id)"), style: context.style).render()
        }
    }
}
