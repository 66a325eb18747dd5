import Testing

@testable import Shared

/// The byte path for ASCII lines gives exactly what the grapheme path gives: same words, same
/// columns, same quoting, same errors, on 50,000 lines made of the characters the rules care about.
@Suite struct TokenizerASCIIPathTests {
    @Test func theBytePathAgreesWithTheCharacterPath() {
        let alphabet: [UInt8] = Array("a1#\"'\\ \t-.x9@".utf8)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var quoted = 0
        for _ in 0..<50_000 {
            var bytes: [UInt8] = []
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<(Int(state >> 60) + 1) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let line = String(decoding: bytes, as: UTF8.self)
            let fast = Result { () throws(Tokenizer.Failure) in try Tokenizer.tokenizeASCII(bytes) }
            let slow = Result { () throws(Tokenizer.Failure) in try Tokenizer.tokenizeCharacters(line) }
            #expect(fast == slow, "\(line.debugDescription)")
            if case .success(let tokens) = fast, tokens.contains(where: \.isQuoted) { quoted += 1 }
        }
        #expect(quoted > 4_000)
    }

    @Test func anASCIILineTakesTheBytePath() throws {
        #expect(
            try Tokenizer.tokenize(#"tx add "Coop \"city\"" 42.50 --line #3 # a comment"#)
                == [
                    Token("tx", column: 1), Token("add", column: 4), Token(#"Coop "city""#, column: 8, isQuoted: true),
                    Token("42.50", column: 24), Token("--line", column: 30), Token("#3", column: 37),
                ])
    }
}
