import Shared
import Testing

@Suite struct TokenizerControlCharacterTests {
    @Test(
        arguments: [
            ("tx add \u{1B}]0;pwned\u{07}X 5", 8, 0x1B),
            ("tx add Nul\u{0}Name 5", 11, 0x00),
            ("tx add \"quoted\u{7F}\" 5", 15, 0x7F),
            ("tx add X\u{9B}2J 5", 9, 0x9B),
            ("tx add X 5 # comment \u{1B}[2J", 22, 0x1B),
            ("a\u{0B}b", 2, 0x0B),
        ] as [(String, Int, UInt32)])
    func controlCharactersAreRefusedWithTheirColumn(line: String, column: Int, value: UInt32) {
        let scalar = Unicode.Scalar(value)!
        #expect(throws: Tokenizer.Failure.controlCharacter(column: column, scalar: scalar)) { try Tokenizer.tokenize(line) }
    }

    @Test func theMessageNamesTheCodePointAndNeverPrintsTheCharacter() {
        let message = Tokenizer.Failure.controlCharacter(column: 8, scalar: "\u{1B}").description
        #expect(message.hasPrefix("control character U+001B at column 8 is not allowed"))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func tabsStillSeparateWordsAndOtherTextIsKept() throws {
        #expect(try Tokenizer.tokenize("tx\tadd  Café 5").map(\.text) == ["tx", "add", "Café", "5"])
        #expect(try Tokenizer.tokenize("goal new \"Épargne 🎉\"").map(\.text) == ["goal", "new", "Épargne 🎉"])
    }
}

@Suite struct TokenizerCombiningMarkTests {
    /// A combining mark joins the quote before it into one Character; the quote must still count.
    @Test(arguments: ["\u{64C}\u{754}\"", "\u{301}abc", "\"\u{301}x", "a\\\u{301}b c", "'\u{301}", "é \"é\""])
    func quotedWordsComeBackUnchanged(word: String) throws {
        #expect(try Tokenizer.tokenize(Tokenizer.quoted(word)).map(\.text) == [word])
    }
}
