import Foundation

/// Splits one command line into words (Docs/Commands.md §2, lexical rules): spaces separate words,
/// `#` starts a comment unless a digit follows, a quote opens a quoted word only at a word's start.
/// Unquoted text right after a closing quote joins its word, up to the next space (a second quote
/// there is kept as it is): `"Rainy day"=20` is the one word `Rainy day=20`. A favourite's `@`
/// may stand before the quote: `@"Morning coffee"` is the word `@Morning coffee`.
public enum Tokenizer {
    public enum Failure: UserFacingError, Equatable, Sendable {
        case unterminatedQuote(column: Int, quote: Character)
        /// A control character (C0 but tab, DEL, C1): printed later, it would drive the terminal.
        case controlCharacter(column: Int, scalar: Unicode.Scalar)

        /// A quote left open is a malformed line (64); a control character is bad data (65).
        public var exitStatus: ExitStatus {
            switch self {
            case .unterminatedQuote: .usage
            case .controlCharacter: .dataError
            }
        }

        public var message: String {
            switch self {
            case .unterminatedQuote(let column, let quote):
                return "unterminated \(quote) quote starting at column \(column): close it with \(quote)"
            case .controlCharacter(let column, let scalar):
                return "control character \(Tokenizer.codePoint(scalar)) at column \(column) is not allowed: "
                    + "names, categories and descriptions are plain text, remove it"
            }
        }
    }

    public static func tokenize(_ line: String) throws(Failure) -> [Token] {
        if mayContainControl(line), let index = Array(line).firstIndex(where: isControl) {
            let character = Array(line)[index]
            throw .controlCharacter(column: index + 1, scalar: character.unicodeScalars.first ?? Unicode.Scalar(0))
        }
        // Most lines are ASCII: one byte is one character, so no grapheme breaking is needed.
        if line.utf8.allSatisfy({ $0 < 0x80 }) { return try tokenizeASCII(Array(line.utf8)) }
        return try tokenizeCharacters(line)
    }

    /// The same rules as `tokenizeCharacters`, on the bytes of an ASCII line without controls.
    static func tokenizeASCII(_ bytes: [UInt8]) throws(Failure) -> [Token] {
        let space: UInt8 = 0x20
        let tab: UInt8 = 0x09
        let hash = UInt8(ascii: "#")
        let doubleQuote = UInt8(ascii: "\"")
        let singleQuote = UInt8(ascii: "'")
        let backslash = UInt8(ascii: "\\")
        func isSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }
        var tokens: [Token] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) {
                index += 1
                continue
            }
            let start = index
            if byte == hash && !(index + 1 < bytes.count && (0x30...0x39).contains(bytes[index + 1])) { break }
            var text: [UInt8] = []
            var quote = byte
            if byte == UInt8(ascii: "@"), index + 1 < bytes.count, bytes[index + 1] == doubleQuote || bytes[index + 1] == singleQuote {
                text = [byte]
                quote = bytes[index + 1]
                index += 1
            }
            if quote == doubleQuote || quote == singleQuote {
                index += 1
                var closed = false
                while index < bytes.count {
                    let current = bytes[index]
                    if current == quote {
                        closed = true
                        index += 1
                        break
                    }
                    if quote == doubleQuote && current == backslash && index + 1 < bytes.count
                        && (bytes[index + 1] == doubleQuote || bytes[index + 1] == backslash)
                    {
                        text.append(bytes[index + 1])
                        index += 2
                        continue
                    }
                    text.append(current)
                    index += 1
                }
                guard closed else { throw .unterminatedQuote(column: start + 1, quote: Character(Unicode.Scalar(quote))) }
                while index < bytes.count && !isSpace(bytes[index]) {
                    text.append(bytes[index])
                    index += 1
                }
                tokens.append(Token(String(decoding: text, as: UTF8.self), column: start + 1, isQuoted: true))
                continue
            }
            var end = index
            while end < bytes.count && !isSpace(bytes[end]) { end += 1 }
            tokens.append(Token(String(decoding: bytes[index..<end], as: UTF8.self), column: start + 1))
            index = end
        }
        return tokens
    }

    /// The rules on grapheme clusters, for lines with accents, emoji or other non-ASCII text.
    static func tokenizeCharacters(_ line: String) throws(Failure) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if isSpace(character) {
                index += 1
                continue
            }
            let start = index
            if character == "#" && !(index + 1 < characters.count && characters[index + 1].isASCIIDigit) {
                break
            }
            // Quotes and backslashes are matched by a character's first scalar: a combining mark
            // after one joins it into a single Character (`"` + U+0301), yet the quote still counts.
            var lead = ""
            if character == "@", index + 1 < characters.count, let next = characters[index + 1].unicodeScalars.first,
                next == "\"" || next == "'"
            {
                lead = "@"
                index += 1
            }
            if let quote = characters[index].unicodeScalars.first, quote == "\"" || quote == "'" {
                var text = lead + String(String.UnicodeScalarView(characters[index].unicodeScalars.dropFirst()))
                index += 1
                var closed = false
                while index < characters.count {
                    let current = characters[index]
                    let first = current.unicodeScalars.first
                    if first == quote {
                        closed = true
                        text.unicodeScalars.append(contentsOf: current.unicodeScalars.dropFirst())
                        index += 1
                        break
                    }
                    if quote == "\"" && current == "\\" && index + 1 < characters.count,
                        let escaped = characters[index + 1].unicodeScalars.first, escaped == "\"" || escaped == "\\"
                    {
                        text.append(characters[index + 1])
                        index += 2
                        continue
                    }
                    text.append(current)
                    index += 1
                }
                guard closed else { throw .unterminatedQuote(column: start + 1, quote: Character(quote)) }
                while index < characters.count && !isSpace(characters[index]) {
                    text.append(characters[index])
                    index += 1
                }
                tokens.append(Token(text, column: start + 1, isQuoted: true))
                continue
            }
            var text = ""
            while index < characters.count && !isSpace(characters[index]) {
                text.append(characters[index])
                index += 1
            }
            tokens.append(Token(text, column: start + 1))
        }
        return tokens
    }

    /// C0 controls other than tab, DEL and C1 controls; grapheme rules keep each one a Character
    /// of its own, except `\r\n`, which starts with one.
    /// False when no byte of the text can start a control character (C0, DEL, or the C1 range
    /// U+0080–U+009F, encoded `C2 80`…`C2 9F`): the common case, checked without grapheme breaking.
    /// Example: "tx add Café 4.50" → false; "a\u{1B}b" → true; "a\tb" → true (tab, for `Validation`).
    public static func mayContainControl(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F && byte >= 0x80) { return true }
            previous = byte
        }
        return false
    }

    public static func isControl(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return (ascii < 0x20 && ascii != 0x09) || ascii >= 0x7F }
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x80...0x9F).contains(value)
    }

    /// Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), marks (U+200E, U+200F)
    /// and zero-width characters (U+200B, U+2060, U+FEFF): they reorder or hide what a screen
    /// shows. The joiners U+200C and U+200D stay allowed (emoji and scripts need them).
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// `U+001B`: how a message names a character it must not print.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A space between words: spaces and tabs without a Unicode property lookup, other whitespace
    /// the slow way. A no-break space (`Character.noBreakSpaces`) is by its nature not one.
    private static func isSpace(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return character.isWhitespace && !character.isNoBreakSpace
    }

    /// Quotes a word so that `tokenize` gives it back unchanged (used by completion and history).
    public static func quoted(_ word: String) -> String {
        let first = word.unicodeScalars.first
        let needsQuotes =
            word.isEmpty || word.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" })
            || first == "'" || first == "\"" || word.first == "#" || word.hasPrefix("@'")
        guard needsQuotes else { return word }
        var escaped = String.UnicodeScalarView()
        for scalar in word.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { escaped.append("\\") }
            escaped.append(scalar)
        }
        return "\"" + String(escaped) + "\""
    }
}
