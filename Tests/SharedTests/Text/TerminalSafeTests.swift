import Shared
import Testing

/// Stored text never drives the terminal: controls shown in caret notation, invisible characters
/// as code points, pulpe's own colours kept.
@Suite struct TerminalSafeTests {
    @Test(arguments: [
        ("Migros\u{1B}]0;PWNED\u{07}", "Migros^[]0;PWNED^G"),
        ("\u{1B}[2J\u{1B}[H", "^[[2J^[[H"),
        ("a\rb", "a^Mb"),
        ("del\u{7F}", "del^?"),
        ("c1\u{9B}31m", "c1<U+009B>31m"),
        ("abc\u{202E}fed", "abc<U+202E>fed"),
        ("zero\u{200B}width\u{FEFF}", "zero<U+200B>width<U+FEFF>"),
        ("\u{1B}[38;5;9mred", "^[[38;5;9mred"),
        ("\u{1B}[31;5m", "^[[31;5m"),
    ])
    func unsafeCharactersAreShownInsteadOfActing(text: String, shown: String) {
        #expect(TerminalSafe.escaped(text) == shown)
    }

    @Test(arguments: [
        "Groceries  600.00  Café ☕ 👨‍👩‍👧", "line one\nline two\ttabbed", "csv,row\r\n", "\u{1B}[1;31mred bold\u{1B}[0m",
        "\u{1B}[2mdim\u{1B}[0m",
    ])
    func safeTextAndPulpesOwnColoursAreKept(text: String) {
        #expect(TerminalSafe.escaped(text) == text)
        var copy = text
        #expect(copy.withUTF8 { TerminalSafe.escaped($0) } == nil)
    }

    @Test func everyStyleTheStylerWritesPassesUnchanged() {
        let styled = Styler(enabled: true).apply(Style.allCases, to: "all") + Styler(enabled: true).red("r")
        #expect(TerminalSafe.escaped(styled) == styled)
    }
}
