/// A positional argument of a command, e.g. `AMOUNT`.
public struct ArgumentSpec: Sendable {
    public let name: String
    public let isOptional: Bool
    public let hint: ValueHint
    /// The last argument may take every remaining word (`help line add`).
    public let isVariadic: Bool

    public init(_ name: String, optional: Bool = false, variadic: Bool = false, hint: ValueHint = .text) {
        self.name = name
        self.isOptional = optional
        self.isVariadic = variadic
        self.hint = hint
    }

    /// `NAME`, `[NAME]`, `[NAME...]`.
    public var usage: String {
        let base = isVariadic ? "\(name)..." : name
        return isOptional ? "[\(base)]" : base
    }
}

/// A `--name` option of a command: a flag, or an option that takes one value.
public struct OptionSpec: Sendable {
    /// The option with its dashes, e.g. `--budget`.
    public let name: String
    /// The placeholder of its value (`MONTH`), or nil for a flag.
    public let valueName: String?
    public let summary: String
    public let hint: ValueHint
    /// May be given several times (`--pin A --pin B`); every value is kept, in order.
    public let isRepeatable: Bool
    /// Left out, it takes the value of its hint from where the user is (`transfer`'s `--from`
    /// inside `open account A` is A), as a leading argument does.
    public let takesScope: Bool

    public init(
        _ name: String, value valueName: String? = nil, hint: ValueHint = .text, repeatable: Bool = false, takesScope: Bool = false,
        _ summary: String
    ) {
        self.name = name
        self.valueName = valueName
        self.summary = summary
        self.hint = hint
        self.isRepeatable = repeatable
        self.takesScope = takesScope
    }

    public var isFlag: Bool { valueName == nil }
    public var usage: String { valueName.map { "\(name) \($0)" } ?? name }
}
