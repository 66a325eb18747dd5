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

@Suite struct TokenizerControlFastPathTests {
    /// The byte check never says "none" for a text the character check would refuse: 20,000 texts
    /// drawn from controls, C1, DEL, tab, combining marks, accents, emoji and ASCII.
    @Test func theByteCheckNeverMissesAControlCharacter() {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", " ", "#", "\"", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é", "\u{301}", "\u{C2}",
            "\u{100}", "€", "🎉", "\u{200D}",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var refused = 0
        for _ in 0..<20_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<(1 + Int(state % 7)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let string = String(text)
            let hasControl = string.contains { Tokenizer.isControl($0) }
            if hasControl { refused += 1 }
            #expect(!hasControl || Tokenizer.mayContainControl(string), "\(string.unicodeScalars.map { Tokenizer.codePoint($0) })")
        }
        #expect(refused > 1_000)
    }

    @Test func plainTextHasNoControlByte() {
        #expect(!Tokenizer.mayContainControl("tx add \"Épicerie fine\" 12.50 --line Courses 🎉"))
        #expect(!Tokenizer.mayContainControl("\u{A0}\u{C2}A"))
        #expect(Tokenizer.mayContainControl("a\u{85}b"))
        #expect(Tokenizer.mayContainControl("a\u{7F}"))
    }
}
