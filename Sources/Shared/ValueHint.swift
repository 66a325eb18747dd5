/// What a positional argument or option value names, so completion can offer candidates.
/// The words are defined by the layers that know them (e.g. Domain's `.month`, `.line`).
public struct ValueHint: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Free text: nothing to complete.
    public static let text = ValueHint(rawValue: "text")
    /// The words of a command (`help line add`).
    public static let command = ValueHint(rawValue: "command")
}
