import Foundation

/// A calendar day without time or zone, `YYYY-MM-DD`; all period arithmetic uses these.
public struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// A day; the components must form a real date (use `parse` for user input).
    public init(year: Int, month: Int, day: Int) {
        precondition(
            (1...12).contains(month) && (1...LocalDate.daysIn(year: year, month: month)).contains(day),
            "invalid date \(year)-\(month)-\(day)")
        self.year = year
        self.month = month
        self.day = day
    }

    public var yearMonth: YearMonth { YearMonth(year: year, month: month) }

    /// Days in a month of the Gregorian calendar.
    public static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    /// Days since 1970-01-01 (negative before); differences of two dates are day counts.
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = y.floorDivided(by: 400)
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date with the given day number (inverse of `dayNumber`).
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = z.floorDivided(by: 146_097)
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    public func adding(days count: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + count) }

    /// Days from `self` to `other` (positive when `other` is later).
    public func days(until other: LocalDate) -> Int { other.dayNumber - dayNumber }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var isoWeekday: Int { (dayNumber + 3).floorMod(7) + 1 }

    /// The same day `count` months later, clamped to the end of the target month.
    public func adding(months count: Int) -> LocalDate {
        let target = yearMonth.adding(months: count)
        return LocalDate(year: target.year, month: target.month, day: Swift.min(day, target.dayCount))
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `2026-03-27`.
    public var description: String {
        guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else {
            return "\(year.zeroPadded(4))-\(month.zeroPadded(2))-\(day.zeroPadded(2))"
        }
        // Ten bytes written directly: tables print one date per row.
        func digit(_ value: Int) -> UInt8 { UInt8(ascii: "0") + UInt8(value % 10) }
        let bytes = [
            digit(year / 1000), digit(year / 100), digit(year / 10), digit(year), UInt8(ascii: "-"),
            digit(month / 10), digit(month), UInt8(ascii: "-"), digit(day / 10), digit(day),
        ]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Parses `YYYY-MM-DD` strictly; nil for anything else, including 2026-02-30.
    public static func parse(_ text: String) -> LocalDate? {
        DigitBytes.read(text, parse(bytes:))
    }

    /// Exactly `DDDD-DD-DD` in ASCII digits, read byte by byte: every stored date goes through here.
    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> LocalDate? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        let number = { DigitBytes.number(bytes, $0) }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            (1900...9999).contains(year), (1...12).contains(month),
            (1...daysIn(year: year, month: month)).contains(day)
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// Today in the system's time zone (`TZ`, else /etc/localtime), as the C library reads it, which
    /// is what `date` prints: `LocalDate(Date())` would load ICU's zone tables first (~0.3 ms a start).
    public static func today() -> LocalDate {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return LocalDate(Date()) }
        return LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// The local calendar day of an instant, in the given time zone.
    public init(_ instant: Date, in timeZone: TimeZone = .current) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // The Gregorian calendar always answers these three components.
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = LocalDate.parse(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension Int {
    /// The remainder of floored division: always in 0..<modulus for a positive modulus.
    public func floorMod(_ modulus: Int) -> Int { self - floorDivided(by: modulus) * modulus }
}
