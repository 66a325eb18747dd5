/// Where the user can be in the settings feature.
public enum SettingsDestination: Hashable, Sendable {
    case overview
}
