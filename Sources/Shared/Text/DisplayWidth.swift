/// How many terminal columns text takes, in a simple but honest way: combining marks and ANSI colour
/// codes take none, East Asian wide characters and emoji take two, everything else one.
public enum DisplayWidth {
    /// The number of columns `text` occupies.
    public static func of(_ text: String) -> Int {
        // Plain ASCII without escape codes (dates, amounts, most names): one column a byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var width = 0
        forEachPiece(of: text) { piece in
            if case .character(let character) = piece { width += of(character) }
        }
        return width
    }

    /// The columns one `Character` (a grapheme cluster) occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.allSatisfy(isZeroWidth) { return 0 }
        if isWide(first) || character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) {
            return 2
        }
        if character.unicodeScalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
        return 1
    }

    /// `text` cut to at most `width` columns, ending with `…` when something was cut. Colour codes are kept
    /// (they take no room), and a reset is added after a cut so no colour leaks.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var result = ""
        var used = 0
        var sawEscape = false
        var full = false
        forEachPiece(of: text) { piece in
            switch piece {
            case .escape(let sequence):
                sawEscape = true
                if !full { result += sequence }
            case .character(let character):
                guard !full else { return }
                let characterWidth = of(character)
                if used + characterWidth > width - 1 {
                    full = true
                } else {
                    result.append(character)
                    used += characterWidth
                }
            }
        }
        result += "…"
        if sawEscape { result += "\u{1B}[0m" }
        return result
    }

    /// `text` padded with spaces to `width` columns, on the right (`.left`) or on the left (`.right`).
    /// Text already as wide or wider is returned as is.
    public static func pad(_ text: String, toWidth width: Int, alignment: TextAlignment) -> String {
        let missing = width - of(text)
        guard missing > 0 else { return text }
        let spaces = String(repeating: " ", count: missing)
        return alignment == .left ? text + spaces : spaces + text
    }

    private enum Piece {
        case character(Character)
        case escape(String)
    }

    /// Walks `text`, reporting ANSI escape sequences (`ESC [ ... final`) whole and other characters one by one.
    private static func forEachPiece(of text: String, _ body: (Piece) -> Void) {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "\u{1B}", next < text.endIndex, text[next] == "[" {
                var end = text.index(after: next)
                while end < text.endIndex, !isFinalByte(text[end]) { end = text.index(after: end) }
                if end < text.endIndex { end = text.index(after: end) }
                body(.escape(String(text[index..<end])))
                index = end
            } else {
                body(.character(character))
                index = next
            }
        }
    }

    private static func isFinalByte(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value, character.unicodeScalars.count == 1 else { return false }
        return (0x40...0x7E).contains(value)
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: true
        default: scalar == "\u{200B}"
        }
    }

    /// East Asian Wide and Fullwidth ranges (Hangul, CJK, fullwidth forms) and the emoji blocks.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}

/// Where text sits in a column wider than itself.
public enum TextAlignment: Sendable, Equatable {
    case left
    case right
}
