/// The character encoding of a bank's text file, when it is given rather than detected:
/// UTF-8, Windows-1252 or Latin-1 (ISO 8859-1 and -15 read alike for bank text).
/// Example: `TextEncoding.named("cp1252")` → `.windows1252`, which reads the byte 0x80 as €.
public enum TextEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case windows1252 = "windows-1252"
    case latin1 = "latin-1"

    /// The encoding a name means (`UTF8`, `cp1252`, `ISO-8859-1`, …), nil for one not read.
    public static func named(_ text: String) -> TextEncoding? {
        let folded = text.lowercased().filter { $0.isLetter || $0.isNumber }
        switch folded {
        case "utf8", "utf8sig": return .utf8
        case "windows1252", "cp1252", "win1252", "1252", "ansi": return .windows1252
        case "latin1", "iso88591", "iso885915", "latin9", "l1": return .latin1
        default: return nil
        }
    }

    /// The text of `bytes` in this encoding (invalid UTF-8 becomes U+FFFD).
    public func decode(_ bytes: [UInt8]) -> String {
        switch self {
        case .utf8: String(decoding: bytes, as: UTF8.self)
        case .windows1252: FieldText.windows1252(bytes)
        case .latin1: String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        }
    }
}
