import Foundation

/// Splits one command line into words (Docs/Commands.md §2, lexical rules): spaces separate words,
/// `#` starts a comment unless a digit follows, a quote opens a quoted word only at a word's start.
public enum Tokenizer {
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case unterminatedQuote(column: Int, quote: Character)

        public var description: String {
            switch self {
            case .unterminatedQuote(let column, let quote):
                return "unterminated \(quote) quote starting at column \(column): close it with \(quote)"
            }
        }
    }

    public static func tokenize(_ line: String) throws(Failure) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if isSpace(character) { index += 1; continue }
            let start = index
            if character == "#" && !(index + 1 < characters.count && characters[index + 1].isASCIIDigit) {
                break
            }
            if character == "\"" || character == "'" {
                var text = ""
                index += 1
                var closed = false
                while index < characters.count {
                    let current = characters[index]
                    if current == character { closed = true; index += 1; break }
                    if character == "\"" && current == "\\" && index + 1 < characters.count
                        && (characters[index + 1] == "\"" || characters[index + 1] == "\\") {
                        text.append(characters[index + 1])
                        index += 2
                        continue
                    }
                    text.append(current)
                    index += 1
                }
                guard closed else { throw .unterminatedQuote(column: start + 1, quote: character) }
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

    /// Spaces and tabs without a Unicode property lookup; other whitespace the slow way.
    private static func isSpace(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return character.isWhitespace
    }

    /// Quotes a word so that `tokenize` gives it back unchanged (used by completion and history).
    public static func quoted(_ word: String) -> String {
        let needsQuotes = word.isEmpty || word.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" })
            || word.first == "'" || word.first == "#"
        guard needsQuotes else { return word }
        let escaped = word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
