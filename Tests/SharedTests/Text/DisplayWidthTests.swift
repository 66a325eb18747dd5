import Shared
import Testing

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("budget", 6),
        ("", 0),
        ("Épargne", 7),
        ("e\u{301}te\u{301}", 3),  // combining accents take no column
        ("日本", 4),  // wide characters take two
        ("🏖 beach", 8),
        ("\u{1B}[1;31mred\u{1B}[0m", 3),  // colour codes take none
        ("CHF\u{00A0}1\u{2019}234.50", 12),
    ])
    func widths(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test func truncateAddsAnEllipsisWithinTheWidth() {
        #expect(DisplayWidth.truncate("Groceries", toWidth: 6) == "Groce…")
        #expect(DisplayWidth.truncate("Groceries", toWidth: 9) == "Groceries")
        #expect(DisplayWidth.truncate("Groceries", toWidth: 1) == "…")
        #expect(DisplayWidth.truncate("Groceries", toWidth: 0) == "")
        #expect(DisplayWidth.truncate("日本語です", toWidth: 6) == "日本…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("日本語です", toWidth: 6)) == 5)
    }

    @Test func truncateKeepsColourCodesAndResets() {
        let styled = "\u{1B}[31mOverspent line\u{1B}[0m"
        let cut = DisplayWidth.truncate(styled, toWidth: 5)
        #expect(cut == "\u{1B}[31mOver…\u{1B}[0m")
        #expect(DisplayWidth.of(cut) == 5)
    }

    @Test func padAlignsLeftOrRight() {
        #expect(DisplayWidth.pad("ab", toWidth: 4, alignment: .left) == "ab  ")
        #expect(DisplayWidth.pad("ab", toWidth: 4, alignment: .right) == "  ab")
        #expect(DisplayWidth.pad("été", toWidth: 4, alignment: .right) == " été")
        #expect(DisplayWidth.pad("toolong", toWidth: 3, alignment: .left) == "toolong")
    }
}
