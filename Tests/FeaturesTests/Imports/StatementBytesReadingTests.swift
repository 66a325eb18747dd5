import Testing

@testable import ImportsFeature

/// The readers' byte-level paths (QIF dates, MT940 tags) give what the character-by-character
/// reading gave, on every short text of the characters that matter (ASCII or not, `\r\n`, a
/// combining accent).
@Suite struct StatementBytesReadingTests {
    /// Every text of at most `length` pieces of `alphabet`.
    static func texts(_ alphabet: [String], upTo length: Int) -> [String] {
        var all = [""]
        var last = [""]
        for _ in 0..<length {
            last = last.flatMap { text in alphabet.map { text + $0 } }
            all += last
        }
        return all
    }

    /// The QIF date's numbers as they were read before the byte-level reading: split at the
    /// separators, spaces dropped, three pieces of one to four ASCII digits.
    static func qifParts(_ text: String) -> [Int]? {
        let pieces = text.split { $0 == "/" || $0 == "-" || $0 == "." || $0 == "'" }.map { $0.filter { $0 != " " } }
        guard pieces.count == 3, pieces.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
            return nil
        }
        return pieces.map { Int($0) ?? 0 }
    }

    @Test func qifDatePartsReadAsCharactersRead() {
        let texts =
            Self.texts(["1", "2", "/", ".", "-", "'", " ", "é", "\u{301}", "\r\n"], upTo: 5)
            + ["12/19/18", "19.12.2018", "2018-12-19", "1/ 2'98", "12345/1/1", "1/2/3/4", "//1//2//3//", " / /1/2", "01/01/2026"]
        for text in texts {
            #expect(QIFReader.parts(text) == Self.qifParts(text), "\(text.debugDescription)")
        }
        #expect(QIFReader.parts("1/ 2'98") == [1, 2, 98])
    }

    @Test func mt940TagsReadAsCharactersRead() {
        let texts =
            Self.texts([":", "6", "1", "F", "é", "\u{301}", "\r\n", "x"], upTo: 5).map { $0 + "ABC" }
            + [":61:2601010101C46,45", ":60F:C251231CHF100,00", ":86:/NAME/Anna", ":6é:x", ":61F:", "-}"]
        for text in texts {
            #expect(MT940Reader.tag(of: text) == MT940Reader.tagOfCharacters(text), "\(text.debugDescription)")
        }
        #expect(MT940Reader.tag(of: ":60F:C251231CHF100,00") == "60F")
        #expect(MT940Reader.tag(of: ":61:2601010101C46,45") == "61")
    }

    /// The byte search for `/NAME/` finds what the generic search found, on every short text of
    /// its letters, slashes and a non-ASCII character around it.
    @Test func mt940NameIsFoundAsTheGenericSearchFindsIt() {
        let texts = Self.texts(["/", "N", "A", "M", "E", "/NAME", "é", "x"], upTo: 5) + ["//NAME/Bakery/", "/NAM/NAME/Shop/", "/NAME//"]
        for text in texts {
            #expect(MT940Reader.endOfName(in: text) == text.utf8.firstRange(of: "/NAME/".utf8)?.upperBound, "\(text.debugDescription)")
        }
        #expect(MT940Reader.counterparty("/NAM/NAME/Shop/REMI/x") == "Shop")
    }
}
