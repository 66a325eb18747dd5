/// Makes text safe to print on a terminal: stored text (a name that came in through a restore or a
/// sync, a file's content quoted in an error) can never drive the terminal.
///
/// Kept as they are: printable text, line feeds, tabs, a carriage return that ends a CSV row
/// (`\r\n`), and pulpe's own colours (the SGR sequences `Styler` writes: `ESC [ 1;31 m`).
/// Shown instead of acting: every other control character in caret notation (`ESC` → `^[`,
/// `BEL` → `^G`, `DEL` → `^?`), C1 controls, bidirectional overrides and zero-width characters
/// as `<U+202E>`. Example: `"Migros\u{1B}]0;PWNED\u{07}"` prints as `Migros^[]0;PWNED^G`.
public enum TerminalSafe {
    /// The SGR parameters `Styler` writes (reset, bold, dim, red, green, yellow, cyan).
    static let ownColours: Set<Int> = Set(Style.allCases.map(\.code)).union([0])

    /// The escaped bytes, or nil when `bytes` is safe as it is (one pass, no allocation).
    public static func escaped(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard let first = firstUnsafe(bytes) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        out.append(contentsOf: bytes[0..<first])
        var index = first
        var changed = false
        while index < bytes.count {
            let length = unsafeLength(bytes, at: index)
            if length == 0 {
                out.append(bytes[index])
                index += 1
                continue
            }
            if bytes[index] == 0x1B, let colour = colourLength(bytes, at: index) {
                out.append(contentsOf: bytes[index..<index + colour])
                index += colour
                continue
            }
            append(bytes, at: index, length: length, to: &out)
            changed = true
            index += length
        }
        return changed ? out : nil
    }

    /// `text` with every unsafe character shown instead (see the type's rules).
    public static func escaped(_ text: String) -> String {
        var text = text
        guard let bytes = text.withUTF8({ escaped($0) }) else { return text }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The index of the first byte that starts an unsafe character or an escape sequence.
    static func firstUnsafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF {
                if unsafeLength(bytes, at: index) > 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// How many bytes the unsafe character at `index` takes; 0 when it is safe.
    static func unsafeLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        func next(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch byte {
        case 0x0A, 0x09: return 0
        case 0x0D: return next(1) == 0x0A ? 0 : 1
        case 0..<0x20, 0x7F: return 1
        case 0xC2:
            guard let second = next(1), (0x80...0x9F).contains(second) else { return 0 }
            return 2
        case 0xE2:
            guard let second = next(1), let third = next(2) else { return 0 }
            // U+200B–U+200F (zero width space, joiners' neighbours, LRM, RLM), U+202A–U+202E, U+2060, U+2066–U+2069.
            if second == 0x80, [0x8B, 0x8E, 0x8F].contains(third) || (0xAA...0xAE).contains(third) { return 3 }
            if second == 0x81, third == 0xA0 || (0xA6...0xA9).contains(third) { return 3 }
            return 0
        case 0xEF:
            return next(1) == 0xBB && next(2) == 0xBF ? 3 : 0
        default: return 0
        }
    }

    /// The length of a colour sequence of pulpe's own at `index` (`ESC [ 1;31 m`), else nil.
    static func colourLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else { return nil }
        var end = index + 2
        var parameter = 0
        var digits = 0
        while end < bytes.count, end - index < 24 {
            let byte = bytes[end]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                parameter = parameter * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                guard digits <= 2 else { return nil }
            case UInt8(ascii: ";"), UInt8(ascii: "m"):
                guard digits > 0, ownColours.contains(parameter) else { return nil }
                if byte == UInt8(ascii: "m") { return end - index + 1 }
                parameter = 0
                digits = 0
            default: return nil
            }
            end += 1
        }
        return nil
    }

    /// Appends the visible form of the unsafe character at `index`: `^[` or `<U+202E>`.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int, to out: inout [UInt8]) {
        let byte = bytes[index]
        if length == 1 {
            out.append(UInt8(ascii: "^"))
            out.append(byte == 0x7F ? UInt8(ascii: "?") : byte + 0x40)
            return
        }
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self).unicodeScalars.first
        let hex = String(scalar?.value ?? 0xFFFD, radix: 16, uppercase: true)
        out.append(contentsOf: Array(("<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">").utf8))
    }
}
