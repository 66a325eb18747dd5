/// Reads the dates machine-written statements hold, keeping the calendar day as written and
/// ignoring a time and an offset after it: ISO 8601 (`2017-04-01`, `2017-04-01+02:00`,
/// `2017-04-01T10:00:00.0+02:00`), OFX (`20190123`, `20090401122017.000[-5:EST]`) and MT940
/// (`250801`: 00–79 are 20YY, 80–99 19YY).
/// Example: `iso("2007-10-18T10:15:00+01:00")` → 2007-10-18; `ofx("20131215")` → 2013-12-15.
public enum StatementDate {
    /// `YYYY-MM-DD`, optionally followed by `T…`, a space and a time, `Z` or an offset.
    public static func iso(_ raw: String) -> LocalDate? {
        let bytes = Array(raw.utf8.drop { $0 == 0x20 || $0 == 0x09 })
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        if bytes.count > 10 {
            let next = bytes[10]
            guard
                next == UInt8(ascii: "T") || next == UInt8(ascii: " ") || next == UInt8(ascii: "Z") || next == UInt8(ascii: "+")
                    || next == UInt8(ascii: "-") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\r") || next == UInt8(ascii: "\n")
            else { return nil }
        }
        guard let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]) else { return nil }
        return self.day(year, month, day)
    }

    /// `YYYYMMDD`, optionally followed by a time `HHMMSS.XXX` and a zone `[-5:EST]`.
    public static func ofx(_ raw: String) -> LocalDate? {
        let bytes = Array(raw.utf8.drop { $0 == 0x20 || $0 == 0x09 })
        guard bytes.count >= 8, let year = number(bytes[0..<4]), let month = number(bytes[4..<6]), let day = number(bytes[6..<8])
        else { return nil }
        if bytes.count > 8 {
            let next = bytes[8]
            guard
                (0x30...0x39).contains(next) || next == UInt8(ascii: "[") || next == UInt8(ascii: ".") || next == 0x20
                    || next == 0x0D || next == 0x0A
            else { return nil }
        }
        return self.day(year, month, day)
    }

    /// `YYMMDD` (MT940): 00–79 are 20YY, 80–99 19YY.
    public static func compact(_ bytes: ArraySlice<UInt8>) -> LocalDate? {
        guard bytes.count == 6, let year = number(bytes.prefix(2)), let month = number(bytes.dropFirst(2).prefix(2)),
            let day = number(bytes.suffix(2))
        else { return nil }
        return self.day(year < 80 ? 2000 + year : 1900 + year, month, day)
    }

    /// The day when the numbers form one.
    public static func day(_ year: Int, _ month: Int, _ day: Int) -> LocalDate? {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= LocalDate.daysIn(year: year, month: month) else {
            return nil
        }
        return LocalDate(year: year, month: month, day: day)
    }

    static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return bytes.isEmpty ? nil : value
    }
}
