import Model
import Shared
import Testing

/// Which budget months a template line's recurrence puts it into, and the forms it is typed in.
@Suite struct RecurrenceTests {
    static func months(_ recurrence: Recurrence, in year: Int) -> [Int] {
        (1...12).filter { recurrence.occurs(in: YearMonth(year: year, month: $0)) }
    }

    @Test func eachRecurrenceFallsInItsMonths() {
        #expect(Self.months(.fixed, in: 2026) == Array(1...12))
        #expect(Self.months(.oneOff, in: 2026) == Array(1...12))
        #expect(Self.months(.yearly(month: 12), in: 2026) == [12])
        // quarterly:2 → (m − 2) mod 3 = 0 → 2, 5, 8, 11; quarterly:12 → 3, 6, 9, 12 (every third from December, across years).
        #expect(Self.months(.quarterly(month: 2), in: 2026) == [2, 5, 8, 11])
        #expect(Self.months(.quarterly(month: 12), in: 2027) == [3, 6, 9, 12])
    }

    @Test func typedFormsAndStoredText() {
        #expect(Recurrence.parse("monthly") == .fixed)
        #expect(Recurrence.parse("Yearly:3") == .yearly(month: 3))
        #expect(Recurrence.parse("quarterly:11")?.rawValue == "quarterly:11")
        #expect(Recurrence(rawValue: "one-off") == .oneOff)
        for bad in ["yearly", "yearly:0", "yearly:13", "yearly:+3", "quarterly:", "weekly:1", "yearly:3:1", ""] {
            #expect(Recurrence.parse(bad) == nil, "\(bad)")
        }
    }
}
