import Foundation
import Testing

/// Dates typed relative to today through the built binary, today being Friday 2026-11-27
/// (Monday 2026-11-23): each lands on the day counted by hand, and a bad one changes nothing.
@Suite struct RelativeDatesEndToEndTests {
    @Test func wordsBecomeTheDaysTheyName() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = [
            "budget new this-month", "budget new last-month", "tx add Bread 3.20 --date yesterday", "tx add Milk 2 --date monday",
            "tx add Rent 900 --date 1", "tx add Old 5 --date -1m",
        ]
        let made = try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-11-27")
        #expect(made.status == 0, "\(made.stderr)")
        let listed = try await pulpe.run(["--json", "-c", "tx list --since -10d"], today: "2026-11-27")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let dates = Dictionary(uniqueKeysWithValues: rows.map { ($0["name"] as? String ?? "?", $0["date"] as? String ?? "?") })
        // Rent on the 1st and Old on 2026-10-27 are before 2026-11-17.
        #expect(dates == ["Bread": "2026-11-26", "Milk": "2026-11-23"])
        let october = try await pulpe.run(["--json", "-c", "budget show last-month"], today: "2026-11-27")
        #expect(october.stdout.contains(#""month":"2026-10""#), "\(october.stdout)")
        let all = try await pulpe.run(["--json", "-c", "tx list --all"], today: "2026-11-27")
        #expect(all.stdout.contains(#""date":"2026-11-01""#) && all.stdout.contains(#""date":"2026-10-27""#), "\(all.stdout)")
    }

    @Test func aDateThatLandsNowhereIsRefusedAndChangesNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "budget new 2026-11"], today: "2026-11-27")
        let far = try await pulpe.run(["-c", "tx add X 1 --date +999999d"], today: "2026-11-27")
        #expect(far.status == 65)
        #expect(far.stderr.contains("'+999999d' reaches more than 100 years from today"), "\(far.stderr)")
        let noDay = try await pulpe.run(["-c", "tx add X 1 --date 31"], today: "2026-11-27")
        #expect(noDay.stderr.contains("'31' is not a day of 2026-11, which has 30 days"), "\(noDay.stderr)")
        let typo = try await pulpe.run(["-c", "tx add X 1 --date yesterdya"], today: "2026-11-27")
        #expect(typo.stderr.contains("or today, yesterday, -10d, monday (`help dates`)"), "\(typo.stderr)")
        let listed = try await pulpe.run(["--json", "-c", "tx list --all"], today: "2026-11-27")
        #expect(listed.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]", "\(listed.stdout)")
    }
}
