/// What Tab asks the completer for: the whole line being edited and the word under the cursor.
public struct CompletionRequest: Sendable, Equatable {
    /// The full line buffer, including any text after the cursor.
    public let line: String
    /// The word being completed (from its start up to the cursor); may be empty.
    public let word: String
    /// Where `word` starts in `line`, counted in `Character`s.
    public let wordStart: Int

    public init(line: String, word: String, wordStart: Int) {
        self.line = line
        self.word = word
        self.wordStart = max(0, min(wordStart, line.count))
    }

    /// The text before the word being completed: the context that decides what fits (command, sub-command, option).
    public var textBeforeWord: String { String(line.prefix(wordStart)) }
}

/// Produces the candidates for one Tab press. Runs on the reader thread, so it must only read `Sendable`
/// snapshots (never a `@MainActor` store).
public typealias Completer = @Sendable (CompletionRequest) -> [String]
