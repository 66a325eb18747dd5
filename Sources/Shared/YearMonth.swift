/// A calendar month, `YYYY-MM`; budgets are named by one.
public struct YearMonth: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    /// A month; `month` must be 1…12 (use `parse` for user input).
    public init(year: Int, month: Int) {
        precondition((1...12).contains(month), "month out of range: \(month)")
        self.year = year
        self.month = month
    }

    /// `year × 12 + month`: consecutive months differ by 1.
    public var periodIndex: Int { year * 12 + month }

    /// The month with the given period index (inverse of `periodIndex`).
    public init(periodIndex: Int) {
        let year = (periodIndex - 1).floorDivided(by: 12)
        self.init(year: year, month: periodIndex - 12 * year)
    }

    /// The month `count` months later (earlier when negative).
    public func adding(months count: Int) -> YearMonth { YearMonth(periodIndex: periodIndex + count) }
    public var next: YearMonth { adding(months: 1) }
    public var previous: YearMonth { adding(months: -1) }

    /// The number of days in this month (leap years included).
    public var dayCount: Int { LocalDate.daysIn(year: year, month: month) }
    public var firstDay: LocalDate { LocalDate(year: year, month: month, day: 1) }
    public var lastDay: LocalDate { LocalDate(year: year, month: month, day: dayCount) }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool { lhs.periodIndex < rhs.periodIndex }

    /// `2026-03`.
    public var description: String { "\(year.zeroPadded(4))-\(month.zeroPadded(2))" }

    /// Parses `YYYY-MM` strictly (year 1900…9999, month 01…12).
    public static func parse(_ text: String) -> YearMonth? {
        // Exactly `DDDD-DD` in ASCII digits, read byte by byte: every stored budget goes through here.
        DigitBytes.read(text) { bytes -> YearMonth? in
            guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"),
                let year = DigitBytes.number(bytes, 0..<4), let month = DigitBytes.number(bytes, 5..<7),
                (1900...9999).contains(year), (1...12).contains(month)
            else { return nil }
            return YearMonth(year: year, month: month)
        }
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = YearMonth.parse(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a month: \(text)"))
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension Int {
    /// Division rounding toward negative infinity.
    public func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    /// The number in decimal with leading zeros up to `width` digits.
    public func zeroPadded(_ width: Int) -> String {
        let digits = String(self.magnitude)
        let padded = String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
        return self < 0 ? "-" + padded : padded
    }

    /// An integer made only of ASCII digits (no sign, no spaces), or nil.
    public static func strictDigits<S: StringProtocol>(_ text: S) -> Int? {
        guard !text.isEmpty, text.count <= 18, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
