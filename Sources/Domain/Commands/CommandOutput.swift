import Shared

/// What a command prints: text for people, JSON for scripts (one document per command).
public struct CommandOutput: Sendable {
    public var text: String
    /// Built when read: a month's details can hold tens of thousands of transactions, and table
    /// output never reads it.
    public var json: JSONValue? {
        get { makeJSON() }
        set { makeJSON = { newValue } }
    }
    /// Warnings for stderr (e.g. a withdrawal larger than the goal holds).
    public var warnings: [String]
    private var makeJSON: @Sendable () -> JSONValue?

    public init(text: String, json: JSONValue? = nil, warnings: [String] = []) {
        self.text = text
        self.makeJSON = { json }
        self.warnings = warnings
    }

    /// Output whose JSON document is built only if it is printed.
    public init(text: String, warnings: [String] = [], json makeJSON: @escaping @Sendable () -> JSONValue?) {
        self.text = text
        self.makeJSON = makeJSON
        self.warnings = warnings
    }

    /// Nothing to print (navigation, meta-commands).
    public static let none = CommandOutput(text: "")
}
