/// The declared shape of one command: its words, arguments and options, and its help text.
/// One declaration serves parsing, `help`, completion and error messages alike.
public struct CommandSpec: Sendable {
    /// The command words, e.g. `["line", "add"]`.
    public let words: [String]
    public let arguments: [ArgumentSpec]
    public let options: [OptionSpec]
    /// A group heading for `help`, e.g. "Budgets".
    public let group: String
    public let summary: String
    public let example: String?
    /// Longer help: rules a user needs to know.
    public let discussion: String?

    public init(
        _ words: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
        group: String, summary: String, example: String? = nil, discussion: String? = nil
    ) {
        self.words = words.split(separator: " ").map(String.init)
        self.arguments = arguments
        self.options = options
        self.group = group
        self.summary = summary
        self.example = example
        self.discussion = discussion
    }

    /// `line add`.
    public var name: String { words.joined(separator: " ") }

    /// `line add KIND NAME AMOUNT [--budget MONTH] [--checked]`.
    public var synopsis: String {
        var parts = words
        parts += arguments.map(\.usage)
        parts += options.map { "[\($0.usage)]" }
        return parts.joined(separator: " ")
    }

    public func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
}
