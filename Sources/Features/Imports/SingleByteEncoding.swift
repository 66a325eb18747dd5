/// The single-byte encodings a bank's XML may declare, read byte by byte: ISO-8859-1 (Latin-1),
/// ISO-8859-15 (Latin-9: the euro sign and eight letters where Latin-1 has symbols) and
/// Windows-1252 (Latin-1 with printable characters where Latin-1 has controls 0x80–0x9F).
/// Example: byte 0xA4 is `¤` in ISO-8859-1, `€` in ISO-8859-15; 0x80 is `€` in Windows-1252.
enum SingleByteEncoding {
    case latin1, latin9, windows1252

    /// The encoding an XML declaration names (`ISO-8859-1`, `latin1`, `cp1252`, …), nil for any other.
    init?(name: String) {
        switch name.lowercased() {
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1": self = .latin1
        case "iso-8859-15", "iso8859-15", "iso_8859-15", "latin9", "latin-9": self = .latin9
        case "windows-1252", "cp1252", "cp-1252", "x-cp1252": self = .windows1252
        default: return nil
        }
    }

    /// The character `byte` stands for.
    func scalar(_ byte: UInt8) -> Unicode.Scalar {
        let replaced: UInt32? =
            switch self {
            case .latin1: nil
            case .latin9: Self.latin9Letters[byte]
            case .windows1252: (0x80...0x9F).contains(byte) ? Self.windows1252Range[Int(byte - 0x80)] : nil
            }
        return replaced.flatMap(Unicode.Scalar.init) ?? Unicode.Scalar(byte)
    }

    private static let latin9Letters: [UInt8: UInt32] = [
        0xA4: 0x20AC, 0xA6: 0x0160, 0xA8: 0x0161, 0xB4: 0x017D, 0xB8: 0x017E, 0xBC: 0x0152, 0xBD: 0x0153, 0xBE: 0x0178,
    ]

    /// 0x80 to 0x9F; the five bytes Windows leaves unassigned keep their Latin-1 control.
    private static let windows1252Range: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]
}
