/// One word of a command line, with where it started (1-based column) and whether it was quoted.
public struct Token: Sendable, Equatable {
    public let text: String
    public let column: Int
    public let isQuoted: Bool

    public init(_ text: String, column: Int = 1, isQuoted: Bool = false) {
        self.text = text
        self.column = column
        self.isQuoted = isQuoted
    }

    /// True for an unquoted `--name` word.
    public var isOption: Bool { !isQuoted && text.hasPrefix("--") && text.count > 2 }
}
