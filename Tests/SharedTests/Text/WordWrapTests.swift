import Shared
import Testing

@Suite struct WordWrapTests {
    @Test func breaksAtSpacesWithinTheWidth() {
        #expect(WordWrap.lines("Rechnung 4711 Swisscom", width: 13) == ["Rechnung 4711", "Swisscom"])
        #expect(WordWrap.lines("Rechnung 4711 Swisscom", width: 22) == ["Rechnung 4711 Swisscom"])
        #expect(WordWrap.lines("a  b", width: 1) == ["a", "b"])
    }

    @Test func aWordWiderThanALineIsCutAndWideCharactersCountTwice() {
        #expect(WordWrap.lines("ABCDEFGHIJ", width: 4) == ["ABCD", "EFGH", "IJ"])
        #expect(WordWrap.lines("x 東京都庁", width: 4) == ["x", "東京", "都庁"])
        #expect(WordWrap.lines("", width: 10) == [""])
    }

    /// A command between backticks moves to the next line whole: `tx list` at 28 columns would
    /// otherwise end one line with "`tx" and start the next with "list`),".
    @Test func aCommandInBackticksIsNeverBroken() {
        #expect(
            WordWrap.lines("the latest transactions (`tx list`), the accounts", width: 28)
                == ["the latest transactions", "(`tx list`), the accounts"])
        // Wider than a line, it is cut like any long word; a backtick never closed joins nothing.
        #expect(WordWrap.lines("see `goal show Holidays` now", width: 12) == ["see", "`goal show H", "olidays` now"])
        #expect(WordWrap.lines("an ` alone here", width: 7) == ["an `", "alone", "here"])
    }
}
