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
/// well-formed subset a bank writes (UTF-8, or Latin-1 when declared; comments, processing
/// instructions and CDATA passed over or read as text). It never expands an entity beyond the
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
    private var closedRoot = false
    private var latin1 = false

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
        guard sawRoot else { throw XMLScanError(line: line, reason: "not well-formed XML: no element: the file is empty or not XML") }
        guard open.isEmpty else {
            throw XMLScanError(
                line: line, reason: "not well-formed XML: the document ends before its elements are closed: the file is cut short")
        }
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

    /// The index of the first `marker` at or after the position, reading chunks as needed.
    private mutating func find(_ marker: [UInt8]) throws -> Int? {
        var from = 0
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

    private var cutShort: XMLScanError {
        error("the document ends before its elements are closed: the file is cut short")
    }

    /// Counts the lines of `bytes` passed over.
    private mutating func count(_ bytes: ArraySlice<UInt8>) {
        for byte in bytes where byte == 0x0A { line += 1 }
    }

    // MARK: Markup

    private mutating func markup(_ handler: some XMLHandler) throws {
        guard try available(2) else { throw cutShort }
        switch buffer[position + 1] {
        case UInt8(ascii: "/"): try endTag(handler)
        case UInt8(ascii: "?"): try skip(until: Array("?>".utf8))
        case UInt8(ascii: "!"):
            guard try available(4) else { throw cutShort }
            if buffer[(position + 2)..<(position + 4)].elementsEqual("--".utf8) {
                try skip(until: Array("-->".utf8))
            } else if try available(9), buffer[position..<(position + 9)].elementsEqual("<![CDATA[".utf8) {
                guard !open.isEmpty else { throw error("text outside the document's element") }
                position += 9
                guard let end = try find(Array("]]>".utf8)) else { throw cutShort }
                let text = try decoded(buffer[position..<end], entities: false)
                count(buffer[position..<end])
                position = end + 3
                handler.text(text)
            } else {
                throw XMLScanError(line: line, reason: "a DOCTYPE or entity declaration is refused (no entity is ever expanded)")
            }
        default: try startTag(handler)
        }
    }

    /// Passes over a comment or processing instruction, up to and including `end`.
    private mutating func skip(until end: [UInt8]) throws {
        guard let found = try find(end) else { throw cutShort }
        if !sawRoot, buffer[position..<found].starts(with: "<?xml ".utf8) { try declaration(buffer[position..<found]) }
        count(buffer[position..<found])
        position = found + end.count
    }

    /// Reads the XML declaration's encoding: UTF-8 (or none) and ASCII are read as they are,
    /// Latin-1 byte by byte; any other is refused.
    private mutating func declaration(_ bytes: ArraySlice<UInt8>) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let range = text.range(of: "encoding") else { return }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        let name = rest.prefix { $0 != "\"" && $0 != "'" && $0 != " " }.lowercased()
        switch name {
        case "utf-8", "utf8", "us-ascii", "ascii": latin1 = false
        case "iso-8859-1", "latin1", "latin-1", "iso_8859-1", "iso8859-1": latin1 = true
        default:
            throw error("the encoding '\(name)' is not read: save the file as UTF-8 and import it again")
        }
    }

    private mutating func startTag(_ handler: some XMLHandler) throws {
        guard !closedRoot else { throw error("content after the document's element") }
        // The tag runs to the first `>` outside a quoted attribute value.
        var index = position + 1
        var quote: UInt8 = 0
        while true {
            if index == buffer.count {
                let offset = index - position
                guard try fill() else { throw cutShort }
                index = position + offset
            }
            let byte = buffer[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
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
        open.append(String(decoding: name, as: UTF8.self))
        try handler.start(Self.localName(name), attributes: attributes, line: tagLine)
        if selfClosing { try close(handler) }
    }

    private mutating func endTag(_ handler: some XMLHandler) throws {
        guard let end = try find(UInt8(ascii: ">"), from: 2) else { throw cutShort }
        var name = buffer[(position + 2)..<end]
        while let last = name.last, Self.isSpace(last) { name = name.dropLast() }
        guard let expected = open.last else { throw error("an end tag with no element open") }
        guard name.elementsEqual(expected.utf8) else { throw error("an end tag does not match the element it closes") }
        count(buffer[position...end])
        position = end + 1
        try close(handler)
    }

    private mutating func close(_ handler: some XMLHandler) throws {
        let name = open.removeLast()
        if open.isEmpty { closedRoot = true }
        try handler.end(Self.localName(name))
    }

    /// The attributes of a start tag: `name="value"` or `name='value'`, separated by spaces.
    private func attributes(_ bytes: ArraySlice<UInt8>) throws -> [(name: String, value: String)] {
        var found: [(name: String, value: String)] = []
        var index = bytes.startIndex
        let malformed = error("an attribute is not written name=\"value\"")
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
            found.append((Self.localName(name), value))
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
        for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "&") || byte >= 0x80 {
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                throw error("a character that XML does not allow")
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
                else { throw error("an entity reference that is not one of &amp; &lt; &gt; &quot; &apos;") }
                out.append(contentsOf: String(Character(scalar)).utf8)
                index = semicolon + 1
            } else if byte >= 0x80 && latin1 {
                out.append(contentsOf: String(Character(Unicode.Scalar(byte))).utf8)
                index += 1
            } else {
                out.append(byte)
                index += 1
            }
        }
        guard let text = String(validating: out, as: UTF8.self) else {
            throw error("bytes that are not UTF-8: save the file as UTF-8 (or declare its encoding) and import it again")
        }
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
        case let reference where reference.hasPrefix("#x"): return UInt32(reference.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        case let reference where reference.hasPrefix("#"): return UInt32(reference.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
        default: return nil
        }
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

    private static func localName(_ name: ArraySlice<UInt8>) -> String {
        let start = name.lastIndex(of: UInt8(ascii: ":")).map { $0 + 1 } ?? name.startIndex
        return String(decoding: name[start...], as: UTF8.self)
    }
}
