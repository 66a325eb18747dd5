/// Decodes the five predefined XML entities and character references in a text; any other
/// `&` is kept as written (OFX 1.x files often hold a bare `AT&T`). No entity is ever defined.
/// Example: `"Caf&#233; &amp; Bar &x"` → `"Café & Bar &x"`.
public enum XMLText {
    public static func unescape(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semi = after.prefix(12).firstIndex(of: ";"), let decoded = entity(after[..<semi]) {
                result.append(decoded)
                rest = after[after.index(after: semi)...]
            } else {
                result.append("&")
                rest = after
            }
        }
        return result + rest
    }

    static func entity(_ name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
