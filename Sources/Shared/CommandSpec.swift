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
    /// Options that must be given: each group is one required option, or a choice of several
    /// (`[["--monthly", "--redistribute"]]`: exactly one of them). The command checks them.
    public let required: [[String]]

    public init(
        _ words: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
        group: String, summary: String, example: String? = nil, discussion: String? = nil, required: [[String]] = []
    ) {
        self.words = words.split(separator: " ").map(String.init)
        name = self.words.joined(separator: " ")
        self.arguments = arguments
        self.options = options
        self.group = group
        self.summary = summary
        self.example = example
        self.discussion = discussion
        self.required = required
    }

    /// `line add`: stored, since every line's dispatch compares it with a dozen names.
    public let name: String

    /// `line add KIND NAME AMOUNT [--budget MONTH] [--checked]`; required options come first,
    /// without brackets: `goal plan GOAL (--monthly AMOUNT | --redistribute) [--set MONTH=AMOUNT] …`.
    public var synopsis: String {
        var parts = words
        parts += arguments.map(\.usage)
        for group in required {
            let usages = group.compactMap { option(named: $0)?.usage }
            parts.append(usages.count == 1 ? usages[0] : "(" + usages.joined(separator: " | ") + ")")
        }
        parts += options.filter { !isRequired($0.name) }.map { "[\($0.usage)]" }
        return parts.joined(separator: " ")
    }

    /// True when the option is required, alone or as one of a choice.
    public func isRequired(_ name: String) -> Bool { required.contains { $0.contains(name) } }

    public func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
}
