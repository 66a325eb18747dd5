/// Breaks text into lines of at most `width` terminal columns, at spaces; a word wider than a
/// line is cut. A command between backticks is one word: it is never broken where it fits a line.
/// Used where a stored text may be long (a bank's remittance information) and for notes.
/// Example: `WordWrap.lines("Rechnung 4711 Swisscom", width: 13)` → ["Rechnung 4711", "Swisscom"];
/// `WordWrap.lines("see `tx list`", width: 8)` → ["see", "`tx list`"] (cut only if wider than a line).
public enum WordWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in words(text) {
            var word = word
            var wordWidth = DisplayWidth.of(word)
            if currentWidth > 0 && currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth > 0 { lines.append(current) }
            while wordWidth > width {
                var piece = ""
                var pieceWidth = 0
                for character in word {
                    let characterWidth = DisplayWidth.of(character)
                    if pieceWidth + characterWidth > width && !piece.isEmpty { break }
                    piece.append(character)
                    pieceWidth += characterWidth
                }
                lines.append(piece)
                word = String(word.dropFirst(piece.count))
                wordWidth -= pieceWidth
            }
            current = word
            currentWidth = wordWidth
        }
        if currentWidth > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The words of `text` between spaces, the words of a backtick span joined into one (a
    /// backtick that is never closed joins nothing).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var span: [Substring] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let opensOrCloses = word.filter { $0 == "`" }.count % 2 == 1
            if span.isEmpty {
                if opensOrCloses { span = [word] } else { words.append(String(word)) }
            } else {
                span.append(word)
                if opensOrCloses {
                    words.append(span.joined(separator: " "))
                    span = []
                }
            }
        }
        return words + span.map(String.init)
    }
}
