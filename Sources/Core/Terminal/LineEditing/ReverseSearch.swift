@preconcurrency import CEditLine
import Foundation
@preconcurrency import Glibc

/// Ctrl-R: an incremental search of the history, newest first, as in readline. Typed characters
/// extend the pattern; Ctrl-R again steps to the next older line that holds it (libedit's own
/// search first walks the other matches inside the same line, so a press seemed to do nothing);
/// Backspace shortens it; Enter runs the line found; Ctrl-G or Ctrl-C gives the line typed back;
/// any other key keeps the line found for editing.
///
/// Example: history `budget list`, `line set Rent 1700`, `budget show`; Ctrl-R `bud` shows
/// `budget show`, Ctrl-R again `budget list`.
enum ReverseSearch {
    /// The index of the newest entry older than `before` that contains `pattern` and differs from
    /// `shown`, or nil.
    static func find(_ pattern: String, in entries: [String], before: Int, skipping shown: String?) -> Int? {
        guard !pattern.isEmpty else { return nil }
        var index = min(before, entries.count) - 1
        while index >= 0 {
            if entries[index].contains(pattern) && entries[index] != shown { return index }
            index -= 1
        }
        return nil
    }

    /// What the search shows in place of the prompt: `(reverse-i-search)'bud': `, or `failed` when
    /// nothing older holds the pattern.
    static func prompt(pattern: String, failed: Bool) -> String {
        (failed ? "(failed reverse-i-search)'" : "(reverse-i-search)'") + pattern + "': "
    }

    /// The history as libedit holds it, oldest first.
    static func historyEntries() -> [String] {
        var entries: [String] = []
        let count = Int32(history_length)
        var offset: Int32 = 0
        while offset < count {
            if let entry = history_get(history_base + offset), let text = entry.pointee.line {
                entries.append(String(cString: text))
            }
            offset += 1
        }
        return entries
    }

    /// Runs one search on the terminal, from the key binding: reads keys straight from standard
    /// input (libedit reads one byte at a time, so none waits in its buffer) and draws the search
    /// line itself, then gives the line found back to libedit.
    static func run() -> Int32 {
        let original = rl_line_buffer.map { String(cString: $0) } ?? ""
        let entries = historyEntries()
        var pattern: [UInt8] = []
        var position = entries.count
        var failed = false
        var text: String { String(decoding: pattern, as: UTF8.self) }
        func finish(_ line: String) {
            replaceLine(line)
            draw("")
            rl_forced_update_display()
        }
        draw(prompt(pattern: "", failed: false) + original)
        while true {
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else {
                finish(original)
                return 0
            }
            let current = position < entries.count ? entries[position] : original
            switch byte {
            case 0x12:  // Ctrl-R: an older line
                if let found = find(text, in: entries, before: position, skipping: current) {
                    position = found
                    failed = false
                } else {
                    failed = true
                }
            case 0x07, 0x03:  // Ctrl-G, Ctrl-C: back to the line typed
                finish(original)
                return 0
            case 0x0D, 0x0A:  // Enter: run the line found
                finish(current)
                _ = rl_newline(1, Int32(byte))
                return 0
            case 0x7F, 0x08:  // Backspace: a shorter pattern, searched again from the newest
                if !pattern.isEmpty { pattern.removeLast() }
                while let last = pattern.last, last & 0xC0 == 0x80 { pattern.removeLast() }
                position = find(text, in: entries, before: entries.count, skipping: nil) ?? entries.count
                failed = false
            case 0x20...0x7E, 0x80...0xFF:
                pattern.append(byte)
                // A character cut in the middle waits for its other bytes.
                guard String(validating: pattern, as: UTF8.self) != nil else { continue }
                if let found = find(text, in: entries, before: min(position + 1, entries.count), skipping: nil) {
                    position = found
                    failed = false
                } else {
                    failed = true
                }
            default:  // another key (an arrow, Ctrl-A…): keep the line found, and the key acts on it
                finish(current)
                _ = rl_insert(1, Int32(byte))
                return 0
            }
            draw(prompt(pattern: text, failed: failed) + (position < entries.count ? entries[position] : original))
        }
    }

    /// Writes `text` over the current terminal line, cut to the terminal's width (a wrapped line
    /// could not be drawn over again).
    private static func draw(_ text: String) {
        let width = Terminal.width()
        let line = "\r\u{1B}[K" + (text.count < width ? text : String(text.prefix(max(1, width - 2))) + "…")
        _ = line.withCString { fputs($0, stdout) }
        fflush(stdout)
    }

    /// Puts `text` in the line being edited, the cursor at its end. libedit replaces a line only
    /// with a non-empty one and leaves the cursor where it was, so the keys that finish the job
    /// (Ctrl-E; Ctrl-A Ctrl-K to empty the line) are pushed back as input, read after this returns.
    private static func replaceLine(_ text: String) {
        if text.isEmpty {
            _ = rl_insert(1, 0x01)
            _ = rl_insert(1, 0x0B)
        } else {
            rl_replace_line(text, 0)
            _ = rl_insert(1, 0x05)
        }
    }
}
