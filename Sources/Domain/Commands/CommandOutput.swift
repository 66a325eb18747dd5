import Shared

/// What a command prints: text for people, JSON for scripts (one document per command).
public struct CommandOutput: Sendable {
    public var text: String
    public var json: JSONValue?
    /// Warnings for stderr (e.g. a withdrawal larger than the goal holds).
    public var warnings: [String]

    public init(text: String, json: JSONValue? = nil, warnings: [String] = []) {
        self.text = text
        self.json = json
        self.warnings = warnings
    }

    /// Nothing to print (navigation, meta-commands).
    public static let none = CommandOutput(text: "")
}
