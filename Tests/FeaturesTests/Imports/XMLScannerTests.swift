import Testing

@testable import ImportsFeature

/// The XML scanner on small documents: what it passes on (local names, attributes, decoded text,
/// CDATA, Latin-1), the same whatever the chunks the bytes arrive in, and what it refuses, with
/// the line.
@Suite struct XMLScannerTests {
    /// Writes down every event as one line: `+Name k=v`, `"text"` (whitespace-only text left out), `-Name`.
    final class Recorder: XMLHandler {
        var events: [String] = []
        func start(_ name: String, attributes: [(name: String, value: String)], line: Int) {
            events.append((["+\(name)@\(line)"] + attributes.map { "\($0.name)=\($0.value)" }).joined(separator: " "))
        }
        func text(_ text: String) {
            if !text.allSatisfy(\.isWhitespace) { events.append("\"\(text)\"") }
        }
        func end(_ name: String) { events.append("-\(name)") }
    }

    /// The events of `text` read in chunks of `chunk` bytes, or the error's line and words.
    private func scan(_ text: String, chunk: Int = 1 << 20) -> [String] {
        var bytes = Array(text.utf8)[...]
        var scanner = XMLScanner(maximumDepth: 8) {
            defer { bytes = bytes.dropFirst(chunk) }
            return Array(bytes.prefix(chunk))
        }
        let recorder = Recorder()
        do { try scanner.scan(recorder) } catch let error as XMLScanError {
            return ["line \(error.line): \(error.reason)"]
        } catch { return ["\(error)"] }
        return recorder.events
    }

    @Test func passesOnLocalNamesAttributesAndDecodedText() {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a statement -->
            <ns:Doc xmlns:ns="urn:x">
              <ns:Amt Ccy="CHF" b='a>b'>1&amp;2 &lt;&#233;&#x41;&gt;</ns:Amt>
              <Nm><![CDATA[Caf\u{E9} & <Co>]]></Nm><Empty/>
            </ns:Doc>
            """
        #expect(
            scan(document) == [
                "+Doc@3 ns=urn:x", "+Amt@4 Ccy=CHF b=a>b", "\"1&2 <éA>\"", "-Amt", "+Nm@5", "\"Café & <Co>\"", "-Nm", "+Empty@5",
                "-Empty", "-Doc",
            ])
    }

    /// Every chunk size gives the same events: a tag, an entity or a line end cut between two
    /// chunks is read whole.
    @Test(arguments: [1, 2, 3, 5, 7, 13, 64])
    func theChunksDoNotMatter(chunk: Int) {
        let document =
            "<?xml version=\"1.0\"?>\r\n<Doc a=\"1\">\r\n"
            + (1...5).map { "<E n='\($0)'>x&amp;y\r\nz<!-- c --><![CDATA[<q>]]></E>" }.joined(separator: "\n") + "\n</Doc>"
        let whole = scan(document)
        #expect(whole.count == 2 + 5 * 4)
        #expect(Array(whole[0...4]) == ["+Doc@2 a=1", "+E@3 n=1", "\"x&y\nz\"", "\"<q>\"", "-E"], "\(whole)")
        #expect(scan(document, chunk: chunk) == whole)
    }

    /// A scanner given `bytes` in one chunk.
    private static func scanner(_ bytes: [UInt8]) -> XMLScanner {
        var given = false
        return XMLScanner(maximumDepth: 8) {
            defer { given = true }
            return given ? [] : bytes
        }
    }

    @Test func readsLatin1WhenTheDocumentSaysSo() {
        let bytes: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>Z".utf8) + [0xFC] + Array("rich</a>".utf8)
        var scanner = Self.scanner(bytes)
        let recorder = Recorder()
        #expect(throws: Never.self) { try scanner.scan(recorder) }
        #expect(recorder.events == ["+a@1", "\"Zürich\"", "-a"])
    }

    @Test(arguments: [
        ("<a>\n<b></c>\n</a>", "line 2: not well-formed XML: an end tag does not match the element it closes"),
        ("<a>\n<b>", "line 2: not well-formed XML: the document ends before its elements are closed: the file is cut short"),
        ("<a>\n<b att", "line 2: not well-formed XML: the document ends before its elements are closed: the file is cut short"),
        ("<a>&nbsp;</a>", "line 1: not well-formed XML: an entity reference that is not one of &amp; &lt; &gt; &quot; &apos;"),
        ("<a b=c/>", "line 1: not well-formed XML: an attribute is not written name=\"value\""),
        ("<a>\u{1}</a>", "line 1: not well-formed XML: a character that XML does not allow"),
        ("<a/>\n<b/>", "line 2: not well-formed XML: content after the document's element"),
        ("hello <a/>", "line 1: not well-formed XML: not XML: no element at the start"),
        ("", "line 1: not well-formed XML: no element: the file is empty or not XML"),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE a>\n<a/>", "line 2: a DOCTYPE or entity declaration is refused (no entity is ever expanded)"),
        (
            "<?xml version=\"1.0\" encoding=\"EBCDIC\"?><a/>",
            "line 1: not well-formed XML: the encoding 'ebcdic' is not read: save the file as UTF-8 and import it again"
        ),
        ("<1a/>", "line 1: not well-formed XML: a tag without a valid element name"),
        ("<a><b><c><d><e><f><g><h><i/></h></g></f></e></d></c></b></a>", "line 1: elements nest deeper than 8: not a camt document"),
        ("<a>x\ny\n&bogus;</a>", "line 3: not well-formed XML: an entity reference that is not one of &amp; &lt; &gt; &quot; &apos;"),
        ("<a>&#0;</a>", "line 1: not well-formed XML: an entity reference that is not one of &amp; &lt; &gt; &quot; &apos;"),
        ("<a>&#+65;</a>", "line 1: not well-formed XML: an entity reference that is not one of &amp; &lt; &gt; &quot; &apos;"),
        ("<a>&#xFFFE;</a>", "line 1: not well-formed XML: an entity reference that is not one of &amp; &lt; &gt; &quot; &apos;"),
        ("<a>\n<!-- x\n\n", "line 4: not well-formed XML: the document ends before its elements are closed: the file is cut short"),
        ("<a>\r<b>\r</c></a>", "line 3: not well-formed XML: an end tag does not match the element it closes"),
        ("<a/>\n<", "line 2: not well-formed XML: the file ends inside markup after the document's element"),
        ("<a><![CDA", "line 1: not well-formed XML: the document ends before its elements are closed: the file is cut short"),
        ("<a x=\"1><b>x</b></a>", "line 1: not well-formed XML: an attribute is not written name=\"value\""),
        ("<a x=\"1", "line 1: not well-formed XML: an attribute value is not closed with its quote"),
        ("<a><!-->", "line 1: not well-formed XML: the document ends before its elements are closed: the file is cut short"),
        ("<a><!ELEMENT a></a>", "line 1: a DOCTYPE or entity declaration is refused (no entity is ever expanded)"),
        ("<a><!foo></a>", "line 1: not well-formed XML: markup that is not XML"),
    ])
    func refusesWhatIsNotWellFormed(text: String, message: String) {
        #expect(scan(text) == [message])
    }

    /// Names and text in the single-byte encodings a declaration may name, however it is spaced.
    @Test(arguments: [
        ("ISO-8859-1", [0xE9] as [UInt8], "é"), ("iso-8859-15", [0xA4], "€"), ("windows-1252", [0x80, 0x93], "€\u{201C}"),
        ("latin1", [0xFC], "ü"),
    ])
    func readsSingleByteEncodings(name: String, bytes: [UInt8], text: String) {
        let document: [UInt8] =
            Array("<?xml\n version=\"1.0\"\n encoding=\"\(name)\"?><a><N".utf8) + bytes + Array(">x".utf8) + bytes + Array("</N".utf8)
            + bytes + Array("></a>".utf8)
        var scanner = Self.scanner(document)
        let recorder = Recorder()
        #expect(throws: Never.self) { try scanner.scan(recorder) }
        #expect(recorder.events == ["+a@3", "+N\(text)@3", "\"x\(text)\"", "-N\(text)", "-a"])
    }

    @Test func refusesBytesThatAreNotUTF8() {
        let bytes: [UInt8] = Array("<a>Z".utf8) + [0xFC] + Array("rich</a>".utf8)
        var scanner = Self.scanner(bytes)
        #expect {
            try scanner.scan(Recorder())
        } throws: { ($0 as? XMLScanError)?.reason.contains("not UTF-8") == true }
        // In a name, and on the line of the bad byte.
        var named = Self.scanner(Array("<a>\n<b".utf8) + [0xFF] + Array("></b\u{FF}></a>".utf8))
        #expect {
            try named.scan(Recorder())
        } throws: { ($0 as? XMLScanError)?.line == 2 && ($0 as? XMLScanError)?.reason.contains("not UTF-8") == true }
    }
}
