/// User input repeated in a message, cut to a readable length: a megabyte word must not make a
/// megabyte error.
public enum Echo {
    /// Characters of the input a message repeats before it cuts with `…`.
    public static let limit = 40

    /// `text` itself when short, else its first `limit` characters and `…`.
    public static func cut<S: StringProtocol>(_ text: S) -> String {
        guard !text.dropFirst(limit).isEmpty else { return String(text) }
        return String(text.prefix(limit)) + "…"
    }

    /// Characters of a whole message kept before the safety cut of `bounded`.
    public static let messageLimit = 400

    /// A whole message kept to about `messageLimit` characters: its start, `…`, and its end
    /// (where the advice is), for messages that repeat input without cutting it themselves.
    public static func bounded(_ message: String) -> String {
        guard !message.dropFirst(messageLimit).isEmpty else { return message }
        return String(message.prefix(messageLimit - 100)) + " … " + String(message.suffix(100))
    }
}
