@preconcurrency import CEditLine
import Foundation
@preconcurrency import Glibc
import Synchronization

/// The interactive line editor: libedit through its readline-compatible API.
///
/// - `readline()` runs on a dedicated thread per call, bridged by a continuation, so the main actor keeps
///   running while the prompt waits.
/// - Ctrl-C is a key, not a signal (the terminal's `isig` is turned off while editing): it ends the read
///   with `.interrupted`. Ctrl-D on an empty line (or the end of piped input) gives `.endOfInput`.
/// - Tab asks the completer (see `setCompleter`); Up/Down and Ctrl-R search the history, which is loaded
///   from and saved to the `HistoryFile` after every command. Ctrl-R is `ReverseSearch`: pressed again,
///   it steps to an older line.
/// - When standard input is not a terminal, lines are read without a prompt or editing.
///
/// libedit is process-wide state: create one reader per process, and never call `readLine` and
/// `addHistory` at the same time.
public final class EditLineReader: LineReader {
    public let historyFile: HistoryFile?
    private let lastEntry: Mutex<String?>
    private let lastHistoryError: Mutex<HistoryFileError?>

    /// Sets libedit up, loads `historyFile` into its history and installs `completer`.
    /// A history file that cannot be read leaves the history empty; see `takeHistoryError()`.
    public init(historyFile: HistoryFile? = nil, completer: Completer? = nil) {
        self.historyFile = historyFile
        EditLineSetup.configureOnce()
        var loadError: HistoryFileError?
        var entries: [String] = []
        if let historyFile {
            do { entries = try historyFile.load() } catch { loadError = error }
            stifle_history(Int32(clamping: historyFile.limit))
        } else {
            stifle_history(Int32(HistoryFile.defaultLimit))
        }
        for entry in entries { _ = add_history(entry) }
        lastEntry = Mutex(entries.last)
        lastHistoryError = Mutex(loadError)
        setCompleter(completer)
    }

    /// Replaces the function Tab calls (nil: Tab completes nothing). Safe from any thread.
    public func setCompleter(_ completer: Completer?) {
        editLineState.completer.withLock { $0 = completer }
    }

    /// The last error reading or writing the history file, if any; reading it clears it.
    public func takeHistoryError() -> HistoryFileError? {
        lastHistoryError.withLock { error in
            defer { error = nil }
            return error
        }
    }

    public func readLine(prompt: String) async -> LineReadResult {
        await withCheckedContinuation { (continuation: CheckedContinuation<LineReadResult, Never>) in
            let thread = Thread { @Sendable in
                continuation.resume(returning: EditLineReader.blockingRead(prompt: prompt))
            }
            thread.name = "pulpe-line-reader"
            thread.start()
        }
    }

    /// Adds `line` (trimmed) to the editing history and saves it, unless it is blank or repeats the previous
    /// entry.
    public func addHistory(_ line: String) {
        let line = HistoryFile.normalize(line)
        let accepted = lastEntry.withLock { last in
            guard HistoryFile.accepts(line, after: last) else { return false }
            last = line
            return true
        }
        guard accepted else { return }
        _ = add_history(line)
        guard let historyFile else { return }
        do {
            try historyFile.append(line)
        } catch {
            lastHistoryError.withLock { $0 = error }
        }
    }

    /// One blocking `readline()` call, on the reader thread.
    private static func blockingRead(prompt: String) -> LineReadResult {
        let interactive = isatty(STDIN_FILENO) != 0
        editLineState.interrupted.store(false, ordering: .relaxed)
        guard let raw = readline(interactive ? prompt : "") else {
            let interrupted = editLineState.interrupted.exchange(false, ordering: .relaxed)
            if interactive {
                // The editor leaves the cursor on the abandoned line; end it like a shell does.
                let end = interrupted ? "^C\n" : "\n"
                _ = end.withCString { fputs($0, stdout) }
                fflush(stdout)
            }
            return interrupted ? .interrupted : .endOfInput
        }
        defer { free(raw) }
        return .line(String(cString: raw))
    }
}

/// State the C callbacks reach: they cannot capture context, so it lives in a `Sendable` global.
final class EditLineState: Sendable {
    let completer = Mutex<Completer?>(nil)
    let interrupted = Atomic<Bool>(false)
    let configured = Mutex(false)
}

let editLineState = EditLineState()

enum EditLineSetup {
    /// Configures libedit's globals the first time a reader is created.
    static func configureOnce() {
        editLineState.configured.withLock { configured in
            guard !configured else { return }
            configured = true
            useUTF8Characters()
            rl_readline_name = UnsafePointer(strdup("pulpe"))
            rl_basic_word_break_characters = UnsafePointer(strdup(" \t\n\"'"))
            _ = rl_initialize()
            using_history()
            // The space after a single match comes with the match itself (see CompletionMatches): libedit's
            // own decision to append one reads past a readline-style [match, NULL] array.
            rl_completion_append_character = 0
            rl_attempted_completion_function = pulpeAttemptCompletion
            // readline() re-initialises the terminal on every call, so turn ^C into a plain key each time.
            rl_pre_input_hook = { @Sendable () -> Int32 in
                _ = rl_parse_and_bind("setty -d -isig")
                return 0
            }
            _ = rl_add_defun("pulpe-interrupt", pulpeInterruptKey, 3)
            _ = rl_add_defun("pulpe-reverse-search", pulpeReverseSearchKey, 0x12)
        }
    }

    /// libedit decodes input with the C library's locale; without one, `é` would not be a character.
    private static func useUTF8Characters() {
        _ = setlocale(LC_CTYPE, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET))).uppercased()
        if codeset != "UTF-8" && codeset != "UTF8" {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}

/// Bound to Ctrl-C: marks the read as interrupted and makes `readline()` return NULL.
private func pulpeInterruptKey(_ count: Int32, _ key: Int32) -> Int32 {
    editLineState.interrupted.store(true, ordering: .relaxed)
    rl_done = 1
    return 0
}

/// Bound to Ctrl-R: the search of `ReverseSearch`.
private func pulpeReverseSearchKey(_ count: Int32, _ key: Int32) -> Int32 {
    ReverseSearch.run()
}

/// libedit's attempted-completion function: asks the registered completer and returns a malloc'd,
/// NULL-terminated array that libedit frees (`[0]` is what replaces the word).
private func pulpeAttemptCompletion(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    rl_attempted_completion_over = 1  // never fall back to file names
    guard let completer = editLineState.completer.withLock({ $0 }) else { return nil }
    let word = text.map { String(cString: $0) } ?? ""
    let line = rl_line_buffer.map { String(cString: $0) } ?? word
    let request = CompletionRequest(
        line: line,
        word: word,
        wordStart: CompletionMatches.wordStart(line: line, word: word, reportedStart: Int(start))
    )
    let entries = CompletionMatches.readlineArray(candidates: completer(request), word: word)
    guard !entries.isEmpty else { return nil }
    return makeCStringArray(entries)
}

/// A malloc'd, NULL-terminated array of strdup'd strings, as libedit expects to free it. It gets two NULLs:
/// libedit looks at `matches[2]` even when `matches[1]` is the terminator.
private func makeCStringArray(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    let capacity = strings.count + 2
    guard let raw = malloc(MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * capacity) else { return nil }
    let array = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: capacity)
    for (index, string) in strings.enumerated() { array[index] = strdup(string) }
    array[strings.count] = nil
    array[strings.count + 1] = nil
    return array
}
