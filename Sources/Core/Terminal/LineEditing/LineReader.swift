/// What one attempt to read a line produced.
public enum LineReadResult: Sendable, Equatable {
    /// A line the user entered (without its newline).
    case line(String)
    /// Ctrl-C abandoned the line being typed; the caller shows a fresh prompt.
    case interrupted
    /// Ctrl-D on an empty line, or the end of a non-interactive input.
    case endOfInput
}

/// A source of input lines for the REPL: the real line editor or a scripted test double.
///
/// `readLine` and `addHistory` are called one after the other by a single loop, never concurrently.
public protocol LineReader: Sendable {
    /// Shows `prompt` (when interactive) and waits for one line.
    func readLine(prompt: String) async -> LineReadResult
    /// Remembers an entered line so the arrows and Ctrl-R find it again (and persists it, when the reader keeps a file).
    func addHistory(_ line: String)
}
