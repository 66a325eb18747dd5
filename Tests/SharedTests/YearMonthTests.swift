import Foundation
import Shared
import Testing

@Suite struct YearMonthTests {
    @Test(arguments: ["2026-03", "1900-01", "9999-12"])
    func parsesAndPrints(text: String) {
        #expect(YearMonth.parse(text)?.description == text)
    }

    @Test(arguments: ["2026-3", "2026-13", "2026-00", "1899-12", "abcd-01", "2026-03-01", "+026-03", " 2026-03", "2026/03", "", "202-03"])
    func rejects(text: String) {
        #expect(YearMonth.parse(text) == nil)
    }

    @Test func periodIndexRoundTrips() {
        #expect(YearMonth(year: 2026, month: 3).periodIndex == 24_315)
        for index in (1900 * 12)...(2101 * 12) {
            #expect(YearMonth(periodIndex: index).periodIndex == index)
        }
        #expect(YearMonth(periodIndex: 0) == YearMonth(year: -1, month: 12))
    }

    @Test(
        arguments: [
            ("2026-12", 1, "2027-01"), ("2027-01", -1, "2026-12"), ("2026-03", 0, "2026-03"),
            ("2026-03", 22, "2028-01"), ("2026-03", -27, "2023-12"),
        ] as [(String, Int, String)])
    func addingMonths(start: String, count: Int, expected: String) {
        #expect(YearMonth.parse(start)!.adding(months: count) == YearMonth.parse(expected)!)
    }

    @Test func nextAndPreviousWrapTheYear() {
        #expect(YearMonth(year: 2026, month: 12).next == YearMonth(year: 2027, month: 1))
        #expect(YearMonth(year: 2026, month: 1).previous == YearMonth(year: 2025, month: 12))
    }

    @Test(arguments: [(2026, 2, 28), (2028, 2, 29), (2000, 2, 29), (2100, 2, 28), (2026, 4, 30), (2026, 12, 31)])
    func dayCounts(year: Int, month: Int, days: Int) {
        let value = YearMonth(year: year, month: month)
        #expect(value.dayCount == days)
        #expect(value.firstDay == LocalDate(year: year, month: month, day: 1))
        #expect(value.lastDay == LocalDate(year: year, month: month, day: days))
    }

    @Test func ordering() {
        #expect(YearMonth(year: 2025, month: 12) < YearMonth(year: 2026, month: 1))
        #expect(!(YearMonth(year: 2026, month: 2) < YearMonth(year: 2026, month: 2)))
    }

    @Test func codableAsText() throws {
        let data = try JSONEncoder().encode([YearMonth(year: 2026, month: 3)])
        #expect(String(decoding: data, as: UTF8.self) == "[\"2026-03\"]")
        #expect(try JSONDecoder().decode([YearMonth].self, from: data) == [YearMonth(year: 2026, month: 3)])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([YearMonth].self, from: Data("[\"2026-13\"]".utf8)) }
    }

    @Test func integerHelpers() {
        #expect((-1).floorDivided(by: 12) == -1)
        #expect(13.floorDivided(by: 12) == 1)
        #expect((-13).floorMod(7) == 1)
        #expect(7.zeroPadded(2) == "07")
        #expect((-7).zeroPadded(3) == "-007")
        #expect(Int.strictDigits("0042") == 42)
        #expect(Int.strictDigits("-1") == nil)
        #expect(Int.strictDigits("") == nil)
        #expect(Int.strictDigits("1234567890123456789") == nil)
    }
}
