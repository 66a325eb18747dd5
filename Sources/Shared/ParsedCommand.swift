/// A command line matched against its spec: positionals in order, option values and flags by name.
public struct ParsedCommand: Sendable {
    public let spec: CommandSpec
    public let arguments: [String]
    public let values: [String: String]
    public let flags: Set<String>
    /// The values of repeatable options, in the order given.
    public let repeatedValues: [String: [String]]

    public init(
        spec: CommandSpec, arguments: [String], values: [String: String], flags: Set<String>,
        repeatedValues: [String: [String]] = [:]
    ) {
        self.spec = spec
        self.arguments = arguments
        self.values = values
        self.flags = flags
        self.repeatedValues = repeatedValues
    }

    /// The positional argument at `index`, or nil when it was not given.
    public func argument(_ index: Int) -> String? { index < arguments.count ? arguments[index] : nil }

    /// The value of `--name`, or nil when absent.
    public func value(_ name: String) -> String? { values[name] }

    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Every value of the repeatable option `--name`, in order; empty when absent.
    public func allValues(_ name: String) -> [String] { repeatedValues[name] ?? [] }
}
