import Foundation
import Testing

/// Goal plans through the built binary: the timeline, planned withdrawals, pinned and adjusted
/// months; every figure computed by hand.
@Suite(.serialized) struct GoalPlansEndToEndTests {
    func object(_ line: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    func rows(_ document: [String: Any], _ key: String = "timeline") throws -> [String: [String: Any]] {
        let rows = try #require(document[key] as? [[String: Any]])
        return Dictionary(rows.map { ($0["month"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    func amount(_ value: Any?) -> Decimal? { (value as? NSNumber).map { $0.decimalValue } }

    /// Runs `commands` on `today`, expecting them all to succeed.
    func setUp(_ pulpe: PulpeProcess, _ commands: [String], today: String) async throws {
        let result = try await pulpe.run(commands.flatMap { ["-c", $0] }, today: today)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Runs each command alone on 2026-03-15, expecting it to fail with a one-line error containing
    /// its text, status 1, 65 (bad data) for the commands in `badData` or 64 (options missing or
    /// excluding each other) for those in `usage`.
    func expectFailures(
        _ pulpe: PulpeProcess, _ cases: [(command: String, error: String)], badData: Set<String> = [], usage: Set<String> = []
    ) async throws {
        for (command, expected) in cases {
            let result = try await pulpe.run(["-c", command], today: "2026-03-15")
            #expect(result.status == (badData.contains(command) ? 65 : usage.contains(command) ? 64 : 1), "\(command)")
            #expect(result.stderr.hasPrefix("-c:1: error: "), "\(result.stderr)")
            #expect(result.stderr.contains(expected), "\(command): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
    }

    /// Car: 6000 by 2026-12-15 with 500 put in on 2026-01-10; 1000 checked in February, 500
    /// open in March.
    func car(_ pulpe: PulpeProcess) async throws {
        try await setUp(pulpe, ["goal new Car --target 6000 --by 2026-12-15 --initial 500"], today: "2026-01-10")
        try await setUp(
            pulpe,
            [
                "budget new 2026-02", "budget new 2026-03",
                "line add saving CarFund 1000 --goal Car --budget 2026-02 --checked",
                "line add saving CarFund 500 --goal Car --budget 2026-03",
            ], today: "2026-03-15")
    }

    @Test func timelinePlannedCumulativeIsTheGoalsPlannedCumulative() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try await car(pulpe)
        let show = try await pulpe.run(["--json", "-c", "goal show Car"], today: "2026-03-15")
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

    @Test func withdrawalsLeaveThePlannedCumulativeAlone() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try await car(pulpe)
        try await setUp(pulpe, ["goal withdraw Car 200 --budget 2026-03"], today: "2026-03-15")
        let document = try object(try await pulpe.run(["--json", "-c", "goal show Car"], today: "2026-03-15").stdout)
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
    @Test func timelineWithoutDeadlineRunsPastTenYears() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try await setUp(pulpe, ["goal new Someday --initial 100"], today: "2026-01-10")
        try await setUp(
            pulpe,
            [
                "budget new 2026-01", "budget new 2037-06",
                "line add saving Someday 200 --goal Someday --budget 2026-01 --checked",
                "line add saving Someday 300 --goal Someday --budget 2037-06",
            ], today: "2026-06-15")
        let document = try object(try await pulpe.run(["--json", "-c", "goal show Someday"], today: "2026-06-15").stdout)
        let timeline = try #require(document["timeline"] as? [[String: Any]])
        #expect(timeline.count == 138)
        #expect(timeline.first?["month"] as? String == "2026-01")
        #expect(timeline.last?["month"] as? String == "2037-06")
        #expect(amount(timeline.last?["plannedCumulative"]) == 500)
        #expect(amount(timeline.last?["cumulative"]) == 300)
        #expect(amount(document["plannedCumulative"]) == 200)
    }

    /// The Car goal with a default (empty) template, so the months April–December, which have no
    /// budget yet, can take a contribution: 10 contributive months, March–December.
    /// `plannedOut` adds a planned withdrawal (`AMOUNT --month MONTH`).
    func carWithTemplate(_ pulpe: PulpeProcess, plannedOut: String? = nil) async throws {
        try await setUp(pulpe, ["template new Normal --default"], today: "2026-01-10")
        try await car(pulpe)
        if let plannedOut { try await setUp(pulpe, ["goal withdraw Car \(plannedOut) --planned"], today: "2026-03-15") }
    }

    func json(_ pulpe: PulpeProcess, _ command: String, today: String = "2026-03-15") async throws -> (PulpeProcess.Result, [String: Any]) {
        let result = try await pulpe.run(["--json", "-c", command], today: today)
        #expect(result.status == 0, "\(command): \(result.stderr)")
        return (result, try object(result.stdout))
    }

    @Test func plannedWithdrawalIsCountedListedRealizedAndRemoved() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try await carWithTemplate(pulpe)
        // Without it: confirmed 500 + 1000 = 1500, plus March's open 500 → projected 2000.
        let (created, _) = try await json(pulpe, "goal withdraw Car 400 --planned --month 2026-09")
        #expect(
            created.stdout == #"{"id":1,"goal":1,"month":"2026-09","amount":400.00,"realized":0.00,"remaining":400.00,"state":"due"}"#
                + "\n")
        var (show, document) = try await json(pulpe, "goal show Car")
        #expect(show.stdout.contains(#""confirmed":1500.00,"#))
        #expect(show.stdout.contains(#""projected":1600.00,"#))  // 1500 + 500 − 400
        #expect(
            show.stdout.contains(
                #""plannedWithdrawals":[{"id":1,"goal":1,"month":"2026-09","amount":400.00,"realized":0.00,"remaining":400.00,"state":"due"}]"#
            ))
        #expect(amount(try rows(document)["2026-09"]?["plannedWithdrawal"]) == 400)

        // 150 taken out in March against it: confirmed 1350, 250 still planned → projected 1350 + 500 − 250.
        let (real, _) = try await json(pulpe, "goal withdraw Car 150 --budget 2026-03 --for #1")
        #expect(real.stdout.contains(#""goalConfirmed":1350.00,"for":1}"#))
        (show, document) = try await json(pulpe, "goal show Car")
        #expect(show.stdout.contains(#""projected":1600.00,"#))
        #expect(show.stdout.contains(#""realized":150.00,"remaining":250.00,"state":"due""#))
        #expect(amount(try rows(document)["2026-09"]?["plannedWithdrawal"]) == 250)
        #expect(amount(try rows(document)["2026-03"]?["withdrawn"]) == 150)

        // In October the September withdrawal has lapsed: projected is just confirmed, 1350 (no open line left).
        let (october, _) = try await json(pulpe, "goal show Car", today: "2026-10-01")
        #expect(october.stdout.contains(#""projected":1350.00,"#))
        #expect(october.stdout.contains(#""state":"lapsed""#))

        // After the deadline a planned withdrawal is ignored.
        let (late, _) = try await json(pulpe, "goal withdraw Car 1000 --planned --month 2027-01")
        #expect(
            late.stdout.contains(
                #""id":2,"goal":1,"month":"2027-01","amount":1000.00,"realized":0.00,"remaining":1000.00,"state":"afterDeadline"}"#))
        #expect(try await json(pulpe, "goal show Car").0.stdout.contains(#""projected":1600.00,"#))

        let (removed, _) = try await json(pulpe, "goal withdraw remove #1")
        #expect(removed.stdout.contains(#""id":1,"goal":1,"month":"2026-09","amount":400.00,"#))
        #expect(removed.stdout.contains(#""removed":true}"#))
        // The real withdrawal stays; nothing is planned before the deadline any more: 1350 + 500.
        (show, _) = try await json(pulpe, "goal show Car")
        #expect(show.stdout.contains(#""confirmed":1350.00,"#))
        #expect(show.stdout.contains(#""projected":1850.00,"#))
        #expect(show.stdout.contains(#""plannedWithdrawals":[{"id":2,"#))

        let table = try await pulpe.run(["-c", "goal show Car"], today: "2026-03-15")
        #expect(table.stdout.contains("#2  2027-01  1'000.00  after the deadline (not counted)"))
    }

    @Test func plannedWithdrawalErrorsChangeNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try await carWithTemplate(pulpe)
        #expect(
            try await pulpe.run(
                ["-c", "goal new House --target 100", "-c", "goal withdraw House 50 --planned --month 2026-05"],
                today: "2026-03-15"
            ).status == 0)
        let before = try await pulpe.run(["--json", "-c", "goal show Car"], today: "2026-03-15").stdout
        let cases = [
            ("goal withdraw Car 400 --planned --month 2026-02", "--month 2026-02 is past (today's period is 2026-03)"),
            ("goal withdraw Car 400 --planned", "--planned needs the month it is planned for: add --month YYYY-MM"),
            ("goal withdraw Car 400 --month 2026-09", "--month 2026-09 goes with --planned"),
            ("goal withdraw Car 400 --planned --month 2026-09 --budget 2026-03", "--budget cannot go with --planned"),
            ("goal withdraw Car 0 --planned --month 2026-09", "a transaction amount must be above 0"),
            (
                "goal withdraw Car 400 --planned --month 2036-03",
                "--month 2036-03 is more than 120 periods away: plan it in 2036-02 or earlier"
            ),
            ("goal withdraw Car 10 --budget 2026-03 --for #7", "no planned withdrawal #7"),
            ("goal withdraw Car 10 --budget 2026-03 --for #1", "--for #1 is a planned withdrawal of goal 'House', not 'Car'"),
            ("goal withdraw Car 10 --budget 2026-03 --for 1", "'1' is not a planned withdrawal id: write #ID"),
            ("goal withdraw remove #5", "no planned withdrawal #5"),
        ]
        try await expectFailures(
            pulpe, cases,
            badData: [
                "goal withdraw Car 0 --planned --month 2026-09", "goal withdraw Car 10 --budget 2026-03 --for 1",
                "goal withdraw Car 400 --planned --month 2026-02", "goal withdraw Car 400 --planned --month 2036-03",
            ],
            usage: [
                "goal withdraw Car 400 --planned", "goal withdraw Car 400 --month 2026-09",
                "goal withdraw Car 400 --planned --month 2026-09 --budget 2026-03",
            ])
        #expect(try await pulpe.run(["--json", "-c", "goal show Car"], today: "2026-03-15").stdout == before)
        #expect(try await pulpe.run(["--json", "-c", "tx list --budget 2026-03"], today: "2026-03-15").stdout == "[]\n")
    }

    /// 500 in each of the 10 open months, 400 planned out in September: 500 (initial), 1500
    /// (February), then +500 a month from March, −400 in September: November 5600, December 6100.
    @Test func monthlyPlanCountsPlannedWithdrawalsAndTakesAdjustments() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try await carWithTemplate(pulpe, plannedOut: "400 --month 2026-09")
        var (result, document) = try await json(pulpe, "goal plan Car --monthly 500")
        var months = try rows(document, "months")
        #expect(months.count == 12)
        #expect(
            ["2026-01", "2026-02", "2026-03", "2026-08", "2026-09", "2026-11", "2026-12"].map { amount(months[$0]?["cumulative"]) }
                == [500, 1500, 2000, 4500, 4600, 5600, 6100])
        #expect(amount(months["2026-09"]?["plannedWithdrawal"]) == 400)
        #expect(result.stdout.contains(#""finalAmount":6100.00,"attained":"2026-12","#))
        #expect(result.stdout.contains(#""plannedWithdrawals":[{"id":1,"#))

        // April 0 and October 1500: 2000, 2000, 2500, 3000, 3500, 4000, 4100, 5600, 6100 (reached), 6600.
        (result, document) = try await json(pulpe, "goal plan Car --monthly 500 --set 2026-04=0 --set 2026-10=1'500")
        months = try rows(document, "months")
        #expect(
            ["2026-03", "2026-04", "2026-05", "2026-09", "2026-10", "2026-11", "2026-12"].map { amount(months[$0]?["cumulative"]) }
                == [2000, 2000, 2500, 4100, 5600, 6100, 6600])
        #expect(months["2026-04"]?["fixed"] as? Bool == true)
        #expect(months["2026-05"]?["fixed"] as? Bool == false)
        #expect(
            result.stdout.contains(
                #""finalAmount":6600.00,"attained":"2026-11","applied":false,"fixed":[{"month":"2026-04","amount":0.00},{"month":"2026-10","amount":1500.00}]"#
            ))
        let table = try await pulpe.run(["-c", "goal plan Car --monthly 500 --set 2026-04=0"], today: "2026-03-15")
        let april = table.lines.first { $0.hasPrefix("2026-04") } ?? ""
        #expect(april.contains(" 0.00 set "), "\(april)")
        #expect(table.lines.first { $0.hasPrefix("2026-09") }?.contains("400.00 planned") == true)
        #expect(table.stdout.contains("set: a month you fixed"))

        let errors = [
            ("goal plan Car --monthly 500 --set 2026-02=300", "cannot plan goal 'Car': 2026-02 is past"),
            ("goal plan Car --monthly 500 --set 2027-01=300", "2027-01 is outside the goal's months"),
            ("goal plan Car --monthly 500 --set 2026-04", "--set '2026-04' is not MONTH=AMOUNT: write e.g. --set 2026-05=300"),
            ("goal plan Car --monthly 500 --set 2026-04=1 --set 2026-04=2", "--set names 2026-04 twice"),
            ("goal plan Car --monthly 500 --set 2026-4=1", "--set 2026-4=1: '2026-4' is not a month"),
            ("goal plan Car --monthly 500 --pin 2026-04=1", "--pin goes with --redistribute"),
            ("goal plan Car --monthly 500 --set 2026-02=300 --apply", "2026-02 is past"),
        ]
        try await expectFailures(
            pulpe, errors,
            badData: [
                "goal plan Car --monthly 500 --set 2026-4=1", "goal plan Car --monthly 500 --set 2026-04",
                "goal plan Car --monthly 500 --set 2026-04=1 --set 2026-04=2",
            ], usage: ["goal plan Car --monthly 500 --pin 2026-04=1"])
        #expect(
            try await pulpe.run(["--json", "-c", "budget list"], today: "2026-03-15").stdout.components(separatedBy: "\"month\"").count == 3
        )
    }

    /// Needed: 6000 − 500 (initial) − 1000 (February, locked) + 400 (planned out) = 4900; March
    /// pinned at 500 and December at 0 leave 4400 over April–November: 550 each.
    @Test func redistributionAroundPinsCoversPlannedWithdrawals() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        try await carWithTemplate(pulpe, plannedOut: "400 --month 2026-09")
        let (plain, _) = try await json(pulpe, "goal plan Car --redistribute")
        #expect(plain.stdout.contains(#""contributive":true,"fixed":false,"withdrawn":0.00,"plannedWithdrawal":0.00,"amount":490.00"#))

        let (result, document) = try await json(pulpe, "goal plan Car --redistribute --pin 2026-03=500 --pin 2026-12=0 --apply")
        let months = try rows(document, "months")
        #expect(["2026-03", "2026-04", "2026-11", "2026-12"].map { amount(months[$0]?["amount"]) } == [500, 550, 550, 0])
        // 2000 in March, +550 a month, −400 in September: 4900 then 5450, 6000 in November.
        #expect(["2026-08", "2026-09", "2026-11", "2026-12"].map { amount(months[$0]?["cumulative"]) } == [4750, 4900, 6000, 6000])
        #expect(months["2026-03"]?["fixed"] as? Bool == true)
        #expect(
            result.stdout.contains(
                #""finalAmount":6000.00,"attained":"2026-11","applied":true,"fixed":[{"month":"2026-03","amount":500.00},{"month":"2026-12","amount":0.00}]"#
            ))
        // March keeps its 500; April–November get a line of 550 in a budget made from the template.
        let created = try #require(document["createdBudgets"] as? [String])
        #expect(created == (4...11).map { "2026-\($0 < 10 ? "0" : "")\($0)" })
        #expect((document["lines"] as? [[String: Any]])?.count == 8)

        let (show, _) = try await json(pulpe, "goal show Car")
        // 1500 confirmed + 500 (March) + 8 × 550 − 400.
        #expect(show.stdout.contains(#""projected":6000.00,"paceStatus":"on_track","#))

        let table = try await pulpe.run(["-c", "goal plan Car --redistribute --pin 2026-12=0"], today: "2026-03-15")
        #expect(table.stdout.contains("0.00 pinned"))
        #expect(table.stdout.contains("pinned: a month you fixed"))

        let errors = [
            ("goal plan Car --redistribute --pin 2026-01=100", "cannot plan goal 'Car': 2026-01 is past"),
            ("goal plan Car --redistribute --set 2026-04=1", "--set goes with --monthly"),
        ]
        try await expectFailures(pulpe, errors, usage: ["goal plan Car --redistribute --set 2026-04=1"])
    }

    @Test func pinningEveryOpenMonthIsNotDistributable() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        // Deadline in April: the open months are March (its line) and April (no budget, no template: not provisionable).
        #expect(try await pulpe.run(["-c", "goal new Bike --target 900 --by 2026-04-30"], today: "2026-03-01").status == 0)
        #expect(
            try await pulpe.run(
                [
                    "-c", "budget new 2026-03", "-c", "budget new 2026-04",
                    "-c", "line add saving Bike 300 --goal Bike --budget 2026-03",
                    "-c", "line add saving Bike 300 --goal Bike --budget 2026-04",
                ], today: "2026-03-15"
            ).status == 0)
        let failed = try await pulpe.run(["-c", "goal plan Bike --redistribute --pin 2026-03=100 --pin 2026-04=100"], today: "2026-03-15")
        #expect(failed.status == 1)
        #expect(
            failed.stderr.contains("cannot plan goal 'Bike': every open month is pinned: leave at least one unpinned"), "\(failed.stderr)")
        // One pin: 900 − 100 = 800 go to April.
        let (result, _) = try await json(pulpe, "goal plan Bike --redistribute --pin 2026-03=100")
        #expect(result.stdout.contains(#""finalAmount":900.00,"attained":"2026-04","#))
    }
}
