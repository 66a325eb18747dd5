/// Reads an amount as machine-written statements (camt, OFX, QIF, MT940) write it: an optional
/// sign, digits, and decimals after `.` or `,` (whichever comes last; the other groups
/// thousands). Any number of decimals is read, but an amount must be exact in the currency's minor
/// unit (`MoneyRules`): `8.850` is 8.85, `8.855` is refused as `tooPrecise` (in JPY, `1500.00` is
/// 1500 and `1500.5` too precise).
/// Example (two decimals): `"-1,234.50"` → -123450; `"42,5"` → 4250; `"200000"` → 20000000;
/// `"-64,30.0"` → invalid (a group of thousands has three digits).
public enum StatementAmount {
    public enum Reading: Equatable, Sendable {
        case cents(Int64)
        /// More decimals than cents hold, and not all zero (`0.125`).
        case tooPrecise
        case invalid
    }

    public static func read(_ raw: String) -> Reading {
        plain(raw) ?? written(raw)
    }

    /// The reading of any text, character by character (`plain` reads the common shape faster).
    static func written(_ raw: String) -> Reading {
        // "\n", "\r" and "\r\n" (one character) each: a set of "\r\n" alone would keep a lone "\n".
        var text = Substring(raw).trimming(" \t\n\r\r\n\u{00A0}")
        var negative = false
        if let first = text.first, first == "-" || first == "+" || first == "\u{2212}" {
            negative = first != "+"
            text = text.dropFirst().trimming(" ")
        }
        if text.hasSuffix("-") {
            negative.toggle()
            text = text.dropLast().trimming(" ")
        }
        guard !text.isEmpty else { return .invalid }
        let mark = text.lastIndex { $0 == "." || $0 == "," }
        var integer = mark.map { text[..<$0] } ?? text
        let fraction = mark.map { text[text.index(after: $0)...] } ?? ""
        if let mark {
            // The other mark, when present, only groups thousands, in groups of three after the first:
            // `-64,30.0` and `1,2,3.45` do not read (they once read as 6'430.00 and 123.45).
            let other: Character = text[mark] == "." ? "," : "."
            let groups = integer.split(omittingEmptySubsequences: false) { $0 == other || $0 == "'" || $0 == " " }
            if groups.count > 1, !(1...3).contains(groups[0].count) || groups.dropFirst().contains(where: { $0.count != 3 }) {
                return .invalid
            }
            integer = Substring(groups.joined())
            // A single `,` or `.` followed by exactly three digits and nothing else is still a decimal mark here:
            // statements write no thousands separators without decimals.
        }
        guard integer.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit),
            !(integer.isEmpty && fraction.isEmpty), integer.count <= 15
        else { return .invalid }
        let whole = Int64(integer.isEmpty ? "0" : integer) ?? 0
        let rules = MoneyRules.current
        var cents: Int64 = 0
        for (index, digit) in fraction.enumerated() {
            let value = Int64(digit.asciiValue! - 48)
            if index < rules.minorDigits {
                cents += value * placeValue(index, of: rules.minorDigits)
            } else if value != 0 {
                return .tooPrecise
            }
        }
        let total = whole * rules.scale + cents
        return .cents(negative ? -total : total)
    }

    /// The reading of the common shape, straight from the bytes: an optional `-` or `+`, at most 15
    /// digits, then optionally `.` or `,` and digits (`-65.80`, `1234,5`); nil for anything else
    /// (spaces, grouping marks, a trailing sign…), which `read` then reads the long way. The same
    /// result as the long way for every text it takes.
    static func plain(_ raw: String) -> Reading? {
        var raw = raw
        return raw.withUTF8 { bytes -> Reading? in
            var index = 0
            var negative = false
            if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
                negative = first == UInt8(ascii: "-")
                index = 1
            }
            var whole: Int64 = 0
            var digits = 0
            while index < bytes.count, bytes[index] &- 48 < 10 {
                whole = whole &* 10 &+ Int64(bytes[index] &- 48)
                digits += 1
                index += 1
            }
            guard digits <= 15 else { return nil }
            var cents: Int64 = 0
            var decimals = 0
            var tooPrecise = false
            let rules = MoneyRules.current
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
                index += 1
                while index < bytes.count, bytes[index] &- 48 < 10 {
                    let value = Int64(bytes[index] &- 48)
                    if decimals < rules.minorDigits {
                        cents += value * placeValue(decimals, of: rules.minorDigits)
                    } else if value != 0 {
                        tooPrecise = true
                    }
                    decimals += 1
                    index += 1
                }
            } else if digits == 0 {
                return nil
            }
            guard index == bytes.count, digits + decimals > 0 else { return nil }
            if tooPrecise { return .tooPrecise }
            let total = whole * rules.scale + cents
            return .cents(negative ? -total : total)
        }
    }

    /// The minor units a decimal digit at `index` (0: the first after the mark) is worth, with
    /// `digits` decimals: index 0 of 2 → 10, index 1 of 2 → 1, index 0 of 3 → 100.
    static func placeValue(_ index: Int, of digits: Int) -> Int64 { [1, 10, 100][digits - 1 - index] }
}
