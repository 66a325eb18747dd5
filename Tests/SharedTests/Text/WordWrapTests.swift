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
}
