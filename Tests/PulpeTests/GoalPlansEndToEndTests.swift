import Foundation
import Testing

/// Goal plans through the built binary: the timeline, planned withdrawals, pinned and adjusted
/// months; every figure computed by hand.
@Suite struct GoalPlansEndToEndTests {
    func object(_ line: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    func rows(_ document: [String: Any], _ key: String = "timeline") throws -> [String: [String: Any]] {
        let rows = try #require(document[key] as? [[String: Any]])
        return Dictionary(rows.map { ($0["month"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    func amount(_ value: Any?) -> Decimal? { (value as? NSNumber).map { $0.decimalValue } }

    /// Runs `commands` on `today`, expecting them all to succeed.
    func setUp(_ pulpe: PulpeProcess, _ commands: [String], today: String) throws {
        let result = try pulpe.run(commands.flatMap { ["-c", $0] }, today: today)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Car: 6000 by 2026-12-15 with 500 put in on 2026-01-10; 1000 checked in February, 500
    /// open in March.
    func car(_ pulpe: PulpeProcess) throws {
        try setUp(pulpe, ["goal new Car --target 6000 --by 2026-12-15 --initial 500"], today: "2026-01-10")
        try setUp(pulpe, ["budget new 2026-02", "budget new 2026-03",
                          "line add saving CarFund 1000 --goal Car --budget 2026-02 --checked",
                          "line add saving CarFund 500 --goal Car --budget 2026-03"], today: "2026-03-15")
    }

    @Test func timelinePlannedCumulativeIsTheGoalsPlannedCumulative() throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try car(pulpe)
        let show = try pulpe.run(["--json", "-c", "goal show Car"], today: "2026-03-15")
        #expect(show.status == 0, "\(show.stderr)")
        let document = try object(show.stdout)
        // Σ planned through March: 1000 + 500, without the initial 500.
        #expect(amount(document["plannedCumulative"]) == 1500)
        let timeline = try rows(document)
        #expect(timeline["2026-03"]?["state"] as? String == "current")
        #expect(amount(timeline["2026-03"]?["plannedCumulative"]) == 1500)
        #expect(amount(timeline["2026-02"]?["plannedCumulative"]) == 1000)
        #expect(amount(timeline["2026-01"]?["plannedCumulative"]) == 0)
        // The confirmed cumulative starts at the initial amount: 500, 500 + 1000, + 0.
        #expect(amount(timeline["2026-01"]?["cumulative"]) == 500)
        #expect(amount(timeline["2026-03"]?["cumulative"]) == 1500)
    }

    @Test func withdrawalsLeaveThePlannedCumulativeAlone() throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try car(pulpe)
        try setUp(pulpe, ["goal withdraw Car 200 --budget 2026-03"], today: "2026-03-15")
        let document = try object(try pulpe.run(["--json", "-c", "goal show Car"], today: "2026-03-15").stdout)
        let march = try #require(try rows(document)["2026-03"])
        #expect(amount(document["plannedCumulative"]) == 1500)
        #expect(amount(march["plannedCumulative"]) == 1500)
        #expect(amount(march["withdrawn"]) == 200)
        // 500 + 1000 − 200.
        #expect(amount(march["cumulative"]) == 1300)
        #expect(amount(document["confirmed"]) == 1300)
    }

    /// No deadline: 100 put in on 2026-01-10, 200 checked in January 2026, 300 planned in June
    /// 2037; seen on 2026-06-15 the timeline runs 2026-01 … 2037-06 (138 rows), not 120.
    @Test func timelineWithoutDeadlineRunsPastTenYears() throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try setUp(pulpe, ["goal new Someday --initial 100"], today: "2026-01-10")
        try setUp(pulpe, ["budget new 2026-01", "budget new 2037-06",
                          "line add saving Someday 200 --goal Someday --budget 2026-01 --checked",
                          "line add saving Someday 300 --goal Someday --budget 2037-06"], today: "2026-06-15")
        let document = try object(try pulpe.run(["--json", "-c", "goal show Someday"], today: "2026-06-15").stdout)
        let timeline = try #require(document["timeline"] as? [[String: Any]])
        #expect(timeline.count == 138)
        #expect(timeline.first?["month"] as? String == "2026-01")
        #expect(timeline.last?["month"] as? String == "2037-06")
        #expect(amount(timeline.last?["plannedCumulative"]) == 500)
        #expect(amount(timeline.last?["cumulative"]) == 300)
        #expect(amount(document["plannedCumulative"]) == 200)
    }
}
