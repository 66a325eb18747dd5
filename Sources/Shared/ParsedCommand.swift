/// A command line matched against its spec: positionals in order, option values and flags by name.
public struct ParsedCommand: Sendable {
    public let spec: CommandSpec
    public let arguments: [String]
    public let values: [String: String]
    public let flags: Set<String>
    /// The values of repeatable options, in the order given.
    public let repeatedValues: [String: [String]]
    /// The options whose value was taken from where the user is (`open account A` gives `--from A`), not typed.
    public let scoped: Set<String>

    public init(
        spec: CommandSpec, arguments: [String], values: [String: String], flags: Set<String>,
        repeatedValues: [String: [String]] = [:], scoped: Set<String> = []
    ) {
        self.spec = spec
        self.arguments = arguments
        self.values = values
        self.flags = flags
        self.repeatedValues = repeatedValues
        self.scoped = scoped
    }

    /// True when `option`'s value was taken from where the user is, not typed.
    public func isScoped(_ option: OptionSpec) -> Bool { scoped.contains(option.name) }

    /// The positional argument at `index`, or nil when it was not given.
    public func argument(_ index: Int) -> String? { index < arguments.count ? arguments[index] : nil }

    /// The value of `option`, or nil when absent. Options are read through their declaration
    /// (`Options.budget`), never by a name typed again: a misspelt one does not compile.
    public func value(_ option: OptionSpec) -> String? { values[option.name] }

    /// True when the flag `option` was given.
    public func has(_ option: OptionSpec) -> Bool { flags.contains(option.name) }

    /// Every value of the repeatable `option`, in order; empty when absent.
    public func allValues(_ option: OptionSpec) -> [String] { repeatedValues[option.name] ?? [] }
}
