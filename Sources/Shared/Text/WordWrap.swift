/// Breaks text into lines of at most `width` terminal columns, at spaces; a word wider than a
/// line is cut. Used where a stored text may be long (a bank's remittance information).
/// Example: `WordWrap.lines("Rechnung 4711 Swisscom", width: 13)` → ["Rechnung 4711", "Swisscom"].
public enum WordWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
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
}
