/// An import key as `tx.import_key` stores it: 12 characters instead of the whole readable key
/// (`ImportFormulas.key`, 31 bytes for a typical CSV row, held in the row and again in its unique
/// index). A key with a date (`day(in:)`) keeps the date's order: 3 characters of days since 1970,
/// then 9 of the key's SHA-256 (54 bits, which two rows of one day would share about once in 10^16
/// pairs); a key without one is 12 characters of the digest. The alphabet (`-0-9A-Z_a-z`) sorts as
/// its values, so keys of a statement, read in date order, land at the end of the index instead of
/// anywhere in it. A key without a `|` is already stored: kept.
/// Example: `|2026-01-01|4645|twint anna|1` → `3za` (day 20,454 = 4·64² + 63·64 + 38) followed by
/// the first 54 bits of the key's SHA-256, 6 bits a character: `3zaJ0TS5CJvw`.
public enum StoredImportKey {
    /// The tables whose rows keep an import key, in a column `import_key`.
    public static let tables: Set<String> = ["tx", "transfer_movement"]

    public static func make(_ key: String) -> String {
        guard key.utf8.contains(UInt8(ascii: "|")) else { return key }
        let digest = SHA256.digest(key.utf8)
        let day = day(in: key)
        return String(unsafeUninitializedCapacity: 12) { text in
            var count = 0
            if let day {
                for shift in [12, 6, 0] {
                    text[count] = alphabet[(day >> shift) & 63]
                    count += 1
                }
            }
            // 6 bits a character, from the digest's first bits: character i reads bits 6i to 6i + 5.
            for index in 0..<(12 - count) {
                let bit = 6 * index
                let pair = UInt16(digest[bit / 8]) << 8 | UInt16(digest[bit / 8 + 1])
                text[count] = alphabet[Int(pair >> UInt16(10 - bit % 8)) & 63]
                count += 1
            }
            return count
        }
    }

    /// The 64 characters, in ascending ASCII order.
    private static let alphabet: [UInt8] = Array("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz".utf8)

    /// Days since 1970-01-01 of the first field after the key's first `|` that reads `YYYY-MM-DD` with a
    /// year from 1970, a month 1–12 and a day 1–31 (not checked against the month: 2026-02-31 counts
    /// as 2026-03-03); nil when none does, or when that one is 2687-09-23 or later (3 characters hold
    /// 64³ days). Example: `x|1969-12-31|2026-01-01` → 20,454; `x|2800-01-01|2026-01-01` → nil.
    static func day(in key: String) -> Int? {
        var key = key
        return key.withUTF8 { bytes in
            let bar = UInt8(ascii: "|")
            guard var start = bytes.firstIndex(of: bar).map({ $0 + 1 }) else { return nil }
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: bar) ?? bytes.count
                if end - start == 10, let days = days(bytes, from: start) { return days < 64 * 64 * 64 ? days : nil }
                start = end + 1
            }
            return nil
        }
    }

    /// The day `YYYY-MM-DD` at `start` stands for, counted from 1970; nil when it is not one from 1970 on.
    private static func days(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-") else { return nil }
        func number(_ offset: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[(start + offset)..<(start + offset + count)] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), year >= 1970, (1...12).contains(month),
            (1...31).contains(day)
        else { return nil }
        return daysFromCivil(year: year, month: month, day: day)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (the "days from civil" rule: years
    /// counted from March, so the leap day ends a year).
    /// Example: 2026-01-01 → 20,454.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = shifted / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
