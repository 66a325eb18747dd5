/// Where the user can be in the templates feature.
public enum TemplateDestination: Hashable, Sendable {
    case list
    case details(templateID: Int64)
}
