import Synchronization
import Terminal

/// A `LineReader` for tests: hands out scripted results in order and records what it was shown and given.
///
/// Once the script runs out, every read returns `.endOfInput`, so a REPL loop under test always ends.
public final class ScriptedLineReader: LineReader {
    private struct State {
        var pending: [LineReadResult]
        var prompts: [String] = []
        var history: [String] = []
    }

    private let state: Mutex<State>

    public init(_ results: [LineReadResult]) {
        state = Mutex(State(pending: results))
    }

    /// A script of plain lines, ending with `.endOfInput`.
    public convenience init(lines: [String]) {
        self.init(lines.map(LineReadResult.line))
    }

    public func readLine(prompt: String) async -> LineReadResult {
        state.withLock { state in
            state.prompts.append(prompt)
            return state.pending.isEmpty ? .endOfInput : state.pending.removeFirst()
        }
    }

    public func addHistory(_ line: String) {
        state.withLock { $0.history.append(line) }
    }

    /// Every prompt passed to `readLine`, in order.
    public var prompts: [String] { state.withLock { $0.prompts } }
    /// Every line passed to `addHistory`, in order, exactly as given.
    public var history: [String] { state.withLock { $0.history } }
    /// The scripted results not read yet.
    public var remaining: [LineReadResult] { state.withLock { $0.pending } }
}
