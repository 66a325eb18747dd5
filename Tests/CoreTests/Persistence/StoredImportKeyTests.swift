import Foundation
import PropertyBased
import Testing

@testable import Persistence

/// Import keys as stored: the values were worked out apart from pulpe (days since 1970 and the
/// key's SHA-256 with Python, in the same 64-character alphabet).
@Suite struct StoredImportKeyTests {
    @Test(arguments: [
        // Day 20,454 = `3za`, then 54 bits of the digest.
        ("|2026-01-01|4645|twint anna|1", "3zaJ0TS5CJvw"),
        ("ch93|2026-11-03|-8240|migros zürich|2", "43N4Ic8QoSIP"),
        // No date: 72 bits of the digest.
        ("ubs|ref|ZV123", "xsFdlBJJ-JhR"),
        ("notification:twint|ref|9f86d081884c7d65", "PV-ovS63S7RL"),
        // A date before 1970 is no date here.
        ("x|1969-12-31|5|a|1", "vDH3gGQr1I9d"),
        // Already stored (no `|`): kept.
        ("3zaJ0TS5CJvw", "3zaJ0TS5CJvw"),
    ])
    func keysAreStoredShort(key: String, stored: String) {
        #expect(StoredImportKey.make(key) == stored)
        #expect(StoredImportKey.make(stored) == stored)
    }

    /// The day count against Foundation's calendar, and the stored keys of two days sort as the days.
    @Test func keysKeepTheOrderOfTheirDates() async {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let epoch = calendar.date(from: DateComponents(year: 1970, month: 1, day: 1))!
        await propertyCheck(count: 200, input: Gen.int(in: 0...(64 * 64 * 64 - 1)).array(of: 2)) { days in
            let keys = days.map { day -> String in
                let date = calendar.date(byAdding: .day, value: day, to: epoch)!
                let parts = calendar.dateComponents([.year, .month, .day], from: date)
                let text = [(parts.year!, 4), (parts.month!, 2), (parts.day!, 2)].map { value, width in
                    String(repeating: "0", count: width - String(value).count) + String(value)
                }.joined(separator: "-")
                #expect(StoredImportKey.day(in: "acct|\(text)|-100|payee|1") == day, "\(text)")
                return StoredImportKey.make("acct|\(text)|-100|payee \(day)|1")
            }
            if days[0] != days[1] { #expect((keys[0] < keys[1]) == (days[0] < days[1]), "\(days) \(keys)") }
        }
    }
}
