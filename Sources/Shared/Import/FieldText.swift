/// Decodes a field's bytes: UTF-8 when they are valid UTF-8, else Windows-1252 (a superset of
/// Latin-1 for text; the bytes 0x80–0x9F are its printable marks such as € and ’).
/// Example: `[0x5A, 0xFC, 0x72, 0x69, 0x63, 0x68]` (Latin-1 "Zürich") → "Zürich".
public enum FieldText {
    public static func decode(_ bytes: [UInt8]) -> String {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return windows1252(bytes)
    }

    /// The Windows-1252 reading of `bytes`.
    public static func windows1252(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            if byte >= 0x80 && byte < 0xA0, let scalar = Unicode.Scalar(high[Int(byte - 0x80)]) {
                scalars.append(scalar)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }

    /// Windows-1252 bytes 0x80…0x9F (undefined ones read as their Latin-1 control code).
    private static let high: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]
}
