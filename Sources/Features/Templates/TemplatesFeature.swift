import CommandKit
import Model

/// The templates feature: plans of a normal month, and their propagation to budgets.
public enum TemplatesFeature {
    public static let commands: [any PulpeCommand.Type] = [
        TemplateNewCommand.self, TemplateListCommand.self, TemplateShowCommand.self, TemplateDeleteCommand.self,
        TemplateDefaultCommand.self, TemplateLineAddCommand.self, TemplateLineSetCommand.self, TemplateLineRemoveCommand.self,
    ]
}
