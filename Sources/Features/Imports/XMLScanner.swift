import Shared

/// What an `XMLScanner` passes on: each element's start (its local name, without a namespace
/// prefix, and its attributes), the text inside elements (entities decoded), and each end.
protocol XMLHandler: AnyObject {
    func start(_ name: String, attributes: [(name: String, value: String)], line: Int) throws
    func text(_ text: String)
    func end(_ name: String) throws
}

/// Why a document is not read: the line and the reason in words (the camt reader names the file).
struct XMLScanError: UserFacingError, Sendable {
    let line: Int
    let reason: String

    var message: String { "line \(line): \(reason)" }
    var exitStatus: ExitStatus { .dataError }
}

/// Reads XML from bytes, chunk by chunk, and passes its elements and text to a handler: the
/// well-formed subset a bank writes (UTF-8, or ISO-8859-1, ISO-8859-15 or Windows-1252 when
/// declared; comments, processing instructions and CDATA passed over or read as text). It never expands an entity beyond the
/// five XML predefines and character references, and refuses a DOCTYPE. A document that is not
/// well-formed stops it with the line and what is wrong.
/// Example: `<a:Amt Ccy="CHF">1&amp;2</a:Amt>` → start `Amt` [Ccy: CHF], text `1&2`, end `Amt`.
struct XMLScanner {
    /// Elements nested deeper than this stop the scan (a camt document nests about 12 deep).
    let maximumDepth: Int
    private let next: () throws -> [UInt8]
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    private(set) var line = 1
    /// The names of the elements open, as written (with their prefix).
    private var open: [String] = []
    private var sawRoot = false
    /// True once the document's element has closed: only space, comments and instructions may follow.
    private var closedRoot: Bool { sawRoot && open.isEmpty }
    /// The single-byte encoding the declaration names, nil for UTF-8.
    private var singleByte: SingleByteEncoding?
    /// No text, tag or comment longer than this is read (a hostile file would be held whole).
    static let longestToken = 16 << 20

    /// Scans the bytes `next` returns, chunk by chunk, until it returns an empty chunk.
    init(maximumDepth: Int, next: @escaping () throws -> [UInt8]) {
        self.maximumDepth = maximumDepth
        self.next = next
    }

    /// Scans the whole document, passing it to `handler`; throws `XMLScanError` when it is not
    /// well-formed, or what the handler threw.
    mutating func scan(_ handler: some XMLHandler) throws {
        _ = try available(3)
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        while true {
            guard try available(1) else { break }
            if buffer[position] == UInt8(ascii: "<") {
                try markup(handler)
            } else {
                try characters(handler)
            }
        }
        guard sawRoot else { throw error("no element: the file is empty or not XML") }
        guard open.isEmpty else { throw cutShort() }
    }

    // MARK: Bytes

    /// Reads the next chunk after what is left unread; false at the end of the input.
    private mutating func fill() throws -> Bool {
        guard !atEnd else { return false }
        let chunk = try next()
        if chunk.isEmpty {
            atEnd = true
            return false
        }
        if position > 0 {
            buffer.removeFirst(position)
            position = 0
        }
        guard buffer.count <= Self.longestToken else {
            throw error("a text, tag or comment longer than \(Self.longestToken >> 20) MB: not a bank statement")
        }
        buffer.append(contentsOf: chunk)
        return true
    }

    /// True when `count` bytes from the position are in the buffer, reading chunks as needed.
    private mutating func available(_ count: Int) throws -> Bool {
        while buffer.count - position < count {
            guard try fill() else { return false }
        }
        return true
    }

    /// The index of the first `byte` at or after `from` (an offset from the position), reading
    /// chunks as needed; nil at the end of the input.
    private mutating func find(_ byte: UInt8, from offset: Int) throws -> Int? {
        var searched = position + offset
        while true {
            if let found = buffer[searched...].firstIndex(of: byte) { return found }
            let already = buffer.count - position
            guard try fill() else { return nil }
            searched = position + already
        }
    }

    /// The index of the first `marker` at or after `offset` from the position, reading chunks as needed.
    private mutating func find(_ marker: [UInt8], from offset: Int = 0) throws -> Int? {
        var from = offset
        while true {
            guard let first = try find(marker[0], from: from) else { return nil }
            let offset = first - position
            guard try available(offset + marker.count) else { return nil }
            let start = position + offset
            if buffer[start..<(start + marker.count)].elementsEqual(marker) { return start }
            from = offset + 1
        }
    }

    private func error(_ words: String) -> XMLScanError {
        XMLScanError(line: line, reason: "not well-formed XML: " + words)
    }

    /// The document ends inside markup: the error names its last line.
    private mutating func cutShort() -> XMLScanError {
        count(buffer[position...])
        position = buffer.count
        return closedRoot
            ? error("the file ends inside markup after the document's element")
            : error("the document ends before its elements are closed: the file is cut short")
    }

    /// The error `words` at `index` of `bytes`, which start on the current line.
    private func error(_ words: String, at index: Int, in bytes: ArraySlice<UInt8>) -> XMLScanError {
        XMLScanError(line: line + Self.lineEnds(in: bytes[..<index]), reason: "not well-formed XML: " + words)
    }

    /// Counts the lines of `bytes` passed over.
    private mutating func count(_ bytes: ArraySlice<UInt8>) { line += Self.lineEnds(in: bytes) }

    /// The line ends in `bytes`: each LF, and each CR not followed by one (an old Mac file's).
    private static func lineEnds(in bytes: ArraySlice<UInt8>) -> Int {
        var ends = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 0x0A || bytes[index] == 0x0D && (index + 1 == bytes.endIndex || bytes[index + 1] != 0x0A) { ends += 1 }
            index += 1
        }
        return ends
    }

    // MARK: Markup

    private mutating func markup(_ handler: some XMLHandler) throws {
        guard try available(2) else { throw cutShort() }
        switch buffer[position + 1] {
        case UInt8(ascii: "/"): try endTag(handler)
        case UInt8(ascii: "?"): try skip(until: Array("?>".utf8), from: 2)
        case UInt8(ascii: "!"):
            guard try available(4) else { throw cutShort() }
            if buffer[(position + 2)..<(position + 4)].elementsEqual("--".utf8) {
                try skip(until: Array("-->".utf8), from: 4)
            } else if buffer[position + 2] == UInt8(ascii: "[") {
                guard try available(9) else { throw cutShort() }
                guard buffer[position..<(position + 9)].elementsEqual("<![CDATA[".utf8) else { throw error("markup that is not XML") }
                guard !open.isEmpty else { throw error("text outside the document's element") }
                position += 9
                guard let end = try find(Array("]]>".utf8)) else { throw cutShort() }
                let text = try decoded(buffer[position..<end], entities: false)
                count(buffer[position..<end])
                position = end + 3
                handler.text(text)
            } else if buffer[position + 2] == UInt8(ascii: "D") || buffer[position + 2] == UInt8(ascii: "E") {
                throw XMLScanError(line: line, reason: "a DOCTYPE or entity declaration is refused (no entity is ever expanded)")
            } else {
                throw error("markup that is not XML")
            }
        default: try startTag(handler)
        }
    }

    /// Passes over a comment or processing instruction, up to and including `end`, searched
    /// `from` bytes after its start.
    private mutating func skip(until end: [UInt8], from offset: Int) throws {
        guard let found = try find(end, from: offset) else { throw cutShort() }
        let body = buffer[position..<found]
        if !sawRoot, body.starts(with: "<?xml".utf8), body.count > 5, Self.isSpace(body[body.startIndex + 5]) { try declaration(body) }
        count(body)
        position = found + end.count
    }

    /// Reads the XML declaration's encoding: UTF-8 (or none) and ASCII are read as they are, the
    /// single-byte encodings banks use byte by byte; any other is refused.
    private mutating func declaration(_ bytes: ArraySlice<UInt8>) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let range = text.range(of: "encoding") else { return }
        let rest = text[range.upperBound...].drop { $0.isWhitespace || $0 == "=" || $0 == "\"" || $0 == "'" }
        let name = rest.prefix { $0 != "\"" && $0 != "'" && !$0.isWhitespace }.lowercased()
        if ["utf-8", "utf8", "us-ascii", "ascii"].contains(name) { return }
        guard let encoding = SingleByteEncoding(name: name) else {
            throw error("the encoding '\(name)' is not read: save the file as UTF-8 and import it again")
        }
        singleByte = encoding
    }

    private mutating func startTag(_ handler: some XMLHandler) throws {
        guard !closedRoot else { throw error("content after the document's element") }
        // The tag runs to the first `>` outside a quoted attribute value.
        var index = position + 1
        var quote: UInt8 = 0
        while true {
            if index == buffer.count {
                let offset = index - position
                guard try fill() else {
                    if quote != 0 { throw error("an attribute value is not closed with its quote") }
                    throw cutShort()
                }
                index = position + offset
            }
            let byte = buffer[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
                if byte == UInt8(ascii: "<") { throw error("an attribute is not written name=\"value\"") }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                break
            } else if byte == UInt8(ascii: "<") {
                throw error("a tag is not closed with '>'")
            }
            index += 1
        }
        let end = index
        let selfClosing = buffer[end - 1] == UInt8(ascii: "/")
        let tag = buffer[(position + 1)..<(selfClosing ? end - 1 : end)]
        let nameEnd = tag.firstIndex { Self.isSpace($0) } ?? tag.endIndex
        let name = tag[tag.startIndex..<nameEnd]
        guard Self.isName(name) else { throw error("a tag without a valid element name") }
        let attributes = try self.attributes(tag[nameEnd...])
        let tagLine = line
        count(buffer[position...end])
        position = end + 1
        guard open.count < maximumDepth else {
            throw XMLScanError(line: tagLine, reason: "elements nest deeper than \(maximumDepth): not a camt document")
        }
        sawRoot = true
        open.append(try text(of: name))
        try handler.start(Self.localName(open[open.count - 1]), attributes: attributes, line: tagLine)
        if selfClosing { try close(handler) }
    }

    private mutating func endTag(_ handler: some XMLHandler) throws {
        guard let end = try find(UInt8(ascii: ">"), from: 2) else { throw cutShort() }
        var name = buffer[(position + 2)..<end]
        while let last = name.last, Self.isSpace(last) { name = name.dropLast() }
        guard let expected = open.last else { throw error("an end tag with no element open") }
        // A UTF-8 name is its bytes (the start tag's were checked); a single-byte one is decoded first.
        guard singleByte == nil ? name.elementsEqual(expected.utf8) : try text(of: name) == expected else {
            throw error("an end tag does not match the element it closes")
        }
        count(buffer[position...end])
        position = end + 1
        try close(handler)
    }

    private mutating func close(_ handler: some XMLHandler) throws {
        try handler.end(Self.localName(open.removeLast()))
    }

    /// The attributes of a start tag: `name="value"` or `name='value'`, separated by spaces.
    private func attributes(_ bytes: ArraySlice<UInt8>) throws -> [(name: String, value: String)] {
        var found: [(name: String, value: String)] = []
        var index = bytes.startIndex
        var malformed: XMLScanError { error("an attribute is not written name=\"value\"") }
        while true {
            while index < bytes.endIndex, Self.isSpace(bytes[index]) { index += 1 }
            if index == bytes.endIndex { return found }
            let nameStart = index
            while index < bytes.endIndex, bytes[index] != UInt8(ascii: "="), !Self.isSpace(bytes[index]) { index += 1 }
            let name = bytes[nameStart..<index]
            while index < bytes.endIndex, Self.isSpace(bytes[index]) { index += 1 }
            guard Self.isName(name), index < bytes.endIndex, bytes[index] == UInt8(ascii: "=") else { throw malformed }
            index += 1
            while index < bytes.endIndex, Self.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { throw malformed }
            let quote = bytes[index]
            let valueStart = index + 1
            guard let valueEnd = bytes[valueStart...].firstIndex(of: quote) else { throw malformed }
            let value = try decoded(bytes[valueStart..<valueEnd], entities: true)
            found.append((Self.localName(try text(of: name)), value))
            index = valueEnd + 1
            guard index == bytes.endIndex || Self.isSpace(bytes[index]) else { throw malformed }
        }
    }

    // MARK: Text

    private mutating func characters(_ handler: some XMLHandler) throws {
        let end = try find(UInt8(ascii: "<"), from: 0) ?? buffer.count
        let bytes = buffer[position..<end]
        if open.isEmpty {
            guard bytes.allSatisfy(Self.isSpace) else {
                throw error(sawRoot ? "content after the document's element" : "not XML: no element at the start")
            }
            count(bytes)
        } else {
            let text = try decoded(bytes, entities: true)
            count(bytes)
            handler.text(text)
        }
        position = end
    }

    /// The text `bytes` hold: line ends as `\n`, entities decoded (outside CDATA); refuses a
    /// control character, a bad entity reference and bytes that are not UTF-8.
    private func decoded(_ bytes: ArraySlice<UInt8>, entities: Bool) throws -> String {
        var plain = true
        for index in bytes.indices where bytes[index] < 0x20 || bytes[index] == UInt8(ascii: "&") || bytes[index] >= 0x80 {
            let byte = bytes[index]
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                throw error("a character that XML does not allow", at: index, in: bytes)
            }
            plain = false
        }
        if plain { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0D {
                out.append(0x0A)
                index += 1
                if index < bytes.endIndex, bytes[index] == 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "&") && entities {
                guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")),
                    let scalar = Self.entity(bytes[(index + 1)..<semicolon])
                else { throw error("an entity reference that is not one of &amp; &lt; &gt; &quot; &apos;", at: index, in: bytes) }
                out.append(contentsOf: String(Character(scalar)).utf8)
                index = semicolon + 1
            } else if byte >= 0x80, let singleByte {
                out.append(contentsOf: String(Character(singleByte.scalar(byte))).utf8)
                index += 1
            } else {
                out.append(byte)
                index += 1
            }
        }
        guard let text = String(validating: out, as: UTF8.self) else { throw notUTF8(bytes) }
        return text
    }

    /// Bytes that are not UTF-8, on the line of the first of them.
    private func notUTF8(_ bytes: ArraySlice<UInt8>) -> XMLScanError {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var index = bytes.startIndex
        decoding: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): index += scalar.count
            case .emptyInput, .error: break decoding
            }
        }
        return error(
            "bytes that are not UTF-8: save the file as UTF-8 (or declare its encoding) and import it again", at: index, in: bytes)
    }

    /// A name as text: ASCII as it is, else in the document's encoding.
    private func text(of name: ArraySlice<UInt8>) throws -> String {
        if name.allSatisfy({ $0 < 0x80 }) { return String(decoding: name, as: UTF8.self) }
        if let singleByte { return String(String.UnicodeScalarView(name.map(singleByte.scalar))) }
        guard let text = String(validating: name, as: UTF8.self) else { throw notUTF8(name) }
        return text
    }

    /// The character an entity reference names (`amp`, `#233`, `#xE9`), nil for any other.
    private static func entity(_ name: ArraySlice<UInt8>) -> Unicode.Scalar? {
        switch String(decoding: name, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case let reference where reference.hasPrefix("#x"): return allowed(reference.dropFirst(2), radix: 16)
        case let reference where reference.hasPrefix("#"): return allowed(reference.dropFirst(), radix: 10)
        default: return nil
        }
    }

    /// The character a reference's digits name when XML allows it in a document (tab, line ends,
    /// and from U+0020 on, less the surrogates, U+FFFE and U+FFFF); nil otherwise.
    private static func allowed(_ digits: Substring, radix: Int) -> Unicode.Scalar? {
        guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit && (radix == 16 || $0.isASCII && $0.isNumber) }),
            let value = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(value)
        else { return nil }
        let ok = value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xFFFD).contains(value) || value >= 0x10000
        return ok ? scalar : nil
    }

    // MARK: Names

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// An XML name: a letter, `_`, `:` or any non-ASCII byte first, then those, digits, `-` and `.`.
    private static func isName(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        func letter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ":") || byte >= 0x80
        }
        guard letter(first) else { return false }
        return bytes.allSatisfy { letter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    /// The name after its namespace prefix: `Amt` for `ns2:Amt`.
    private static func localName(_ name: String) -> String {
        guard let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) else { return name }
        return String(name[name.utf8.index(after: colon)...])
    }

}
