import Shared
import Testing

/// A CSV field is quoted only when it must be (RFC 4180), and a spreadsheet formula is kept from running.
@Suite struct CSVTableTests {
    @Test(arguments: [
        ("Migros", "Migros"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\r\nlines", "\"two\r\nlines\""),
        ("line\nfeed", "\"line\nfeed\""), ("Café, Zürich", "\"Café, Zürich\""), ("👩‍👩‍👧 family", "👩‍👩‍👧 family"), ("", ""),
        ("e\u{301},x", "\"e\u{301},x\""),
    ])
    func fieldIsQuotedOnlyWhenItHoldsAMark(text: String, expected: String) {
        #expect(CSVTable.field(text) == expected)
    }

    @Test(arguments: [
        ("=1+1", "\"'=1+1\""), ("-5", "\"'-5\""), ("+41", "\"'+41\""), ("@SUM(A1)", "\"'@SUM(A1)\""),
        ("=HYPERLINK(\"x\")", "\"'=HYPERLINK(\"\"x\"\")\""), ("Coop", "Coop"), ("a=b", "a=b"), ("é=1", "é=1"),
    ])
    func textFieldKeepsAFormulaFromRunning(text: String, expected: String) {
        #expect(CSVTable.textField(text) == expected)
    }

    /// Any text read back by an independent RFC 4180 reading of one field is the text itself.
    @Test func everyFieldReadsBackAsItsText() {
        let pieces = ["a", "é", "e\u{301}", ",", "\"", "\r\n", "\n", "\r", " ", "👍🏽", "x"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for step in 0..<Int(state >> 60) {
                text += pieces[Int((state >> UInt64(step * 4)) & 0xFFFF) % pieces.count]
            }
            // Compared on their bytes: String's == would take "é" and "e\u{301}" for one another.
            #expect(Self.read(CSVTable.field(text)).map { Array($0.utf8) } == Array(text.utf8), "\(text.debugDescription)")
        }
    }

    /// One field as RFC 4180 reads it: quoted, with doubled quotes, or as it is (then holding no mark).
    private static func read(_ field: String) -> String? {
        let bytes = Array(field.utf8)
        guard bytes.first == 0x22 else { return bytes.contains(where: { [0x2C, 0x22, 0x0A, 0x0D].contains($0) }) ? nil : field }
        guard bytes.count >= 2, bytes.last == 0x22 else { return nil }
        var out: [UInt8] = []
        var index = 1
        while index < bytes.count - 1 {
            if bytes[index] == 0x22 {
                guard bytes[index + 1] == 0x22, index + 1 < bytes.count - 1 else { return nil }
                index += 1
            }
            out.append(bytes[index])
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
