import Shared
import Testing

@Suite struct ScriptLinesTests {
    func texts(_ bytes: [UInt8]) -> [ScriptLines.Line] { ScriptLines.split(bytes) }

    @Test(
        arguments: [
            ("a\nb\n", ["a", "b"]),
            ("a\r\nb\r\n", ["a", "b"]),
            ("a\rb\r", ["a", "b"]),
            ("a\r\n\r\nb", ["a", "", "b"]),
            ("a\n\rb", ["a", "", "b"]),
            ("no line end", ["no line end"]),
            ("", []),
            ("\n", [""]),
            ("\r\n", [""]),
        ] as [(String, [String])])
    func everyLineEndEndsALine(text: String, expected: [String]) {
        #expect(ScriptLines.split(Array(text.utf8)) == expected.map { .text($0) })
        #expect(ScriptLines.split(text) == expected.map { .text($0) })
    }

    @Test func aByteOrderMarkAtTheStartIsSkippedButNotElsewhere() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(texts(bom + Array("budget new 2026-11\r\n".utf8)) == [.text("budget new 2026-11")])
        #expect(texts(Array("a\n".utf8) + bom + Array("b".utf8)) == [.text("a"), .text("\u{FEFF}b")])
    }

    @Test func invalidUTF8IsReportedWithItsByteNotReplaced() {
        // "tx add " is 7 bytes: the lone 0xFF is byte 8 of the second line; the lines around it stay.
        let bytes = Array("ok\ntx add ".utf8) + [0xFF, 0x41] + Array("\nnext".utf8)
        #expect(texts(bytes) == [.text("ok"), .invalidUTF8(byte: 8), .text("next")])
        // A truncated two-byte sequence (é is C3 A9) at the end of a line.
        #expect(texts([0x61, 0xC3, 0x0A]) == [.invalidUTF8(byte: 2)])
        #expect(texts([0xC3, 0xA9]) == [.text("é")])
    }
}
