import Foundation
import Testing

/// Savings goals and round-ups through the built binary, against figures computed by hand.
@Suite(.serialized) struct GoalsEndToEndTests {
    /// Docs/Domain.md §9 example D: created 2026-01-10, 12000 by 2026-12-15, 1000 a month January–June
    /// with January–May checked, seen on 2026-06-15.
    static let exampleD = """
        budget new 2026-01
        budget new 2026-02
        budget new 2026-03
        budget new 2026-04
        budget new 2026-05
        budget new 2026-06
        line add saving Voyage 1000 --goal Voyage --budget 2026-01 --checked
        line add saving Voyage 1000 --goal voyage --budget 2026-02 --checked
        line add saving Voyage 1000 --goal VOYAGE --budget 2026-03 --checked
        line add saving Voyage 1000 --goal #1 --budget 2026-04 --checked
        line add saving Voyage 1000 --goal Voyage --budget 2026-05 --checked
        line add saving Voyage 1000 --goal Voyage --budget 2026-06
        """

    func object(_ line: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// A goal made after its template line is linked with `template line set --goal`: with
    /// --propagate the month's line feeds it (300.00 planned); `--goal none` unlinks both again.
    /// An expense line cannot feed a goal.
    @Test func aTemplateLineIsLinkedToAGoalMadeAfterIt() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = [
            "template new Normal --default", "template line add Normal saving Trip 300", "template line add Normal expense Rent 1000",
            "budget new 2026-11", "goal new Japan --target 3000", "template line set Normal Trip --goal Japan --propagate",
        ]
        let linked = try await pulpe.run(setup.flatMap { ["-c", $0] }, today: "2026-11-25")
        #expect(linked.status == 0, "\(linked.stderr)")
        #expect(try await pulpe.run(["-c", "goal show Japan"], today: "2026-11-25").stdout.contains("Planned so far 300.00"))
        let expense = try await pulpe.run(["-c", "template line set Normal Rent --goal Japan"], today: "2026-11-25")
        #expect(expense.status != 0)
        #expect(expense.stderr.contains("only a saving line can feed a goal; 'Rent' is expense"), "\(expense.stderr)")
        let unlinked = try await pulpe.run(["-c", "template line set Normal Trip --goal none --propagate"], today: "2026-11-25")
        #expect(unlinked.status == 0, "\(unlinked.stderr)")
        #expect(try await pulpe.run(["-c", "goal show Japan"], today: "2026-11-25").stdout.contains("Planned so far 0.00"))
    }

    @Test func exampleDMatchesTheDomainReference() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let created = try await pulpe.run(["--json", "-c", "goal new Voyage --target 12000 --by 2026-12-15"], today: "2026-01-10")
        #expect(created.status == 0, "\(created.stderr)")
        // 12000 over the 12 periods 2026-01 … 2026-12.
        #expect(
            created.stdout.hasPrefix(
                #"{"id":1,"name":"Voyage","status":"active","target":12000.00,"deadline":"2026-12-15","start":null,"initial":0.00,"created":"2026-01-10","#
            ))
        #expect(created.stdout.hasSuffix(#""suggestedMonthly":1000.00}"# + "\n"))

        let setup = try await pulpe.run(["run", pulpe.write("d.pulpe", Self.exampleD)], today: "2026-06-15")
        #expect(setup.status == 0, "\(setup.stderr)")
        let show = try await pulpe.run(["-c", "goal show Voyage --json"], today: "2026-06-15")
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.lines.count == 1)
        #expect(
            show.stdout.contains(
                #""status":"active","target":12000.00,"deadline":"2026-12-15","start":null,"initial":0.00,"created":"2026-01-10","confirmed":5000.00,"achievementPercent":42,"monthsElapsed":6,"monthsRemaining":7,"overdue":false,"required":1000.00,"projected":6000.00,"paceStatus":"behind","cumulativeGap":1000.00,"estimatedCompletion":"2027-03","#
            ))
        // The outlook and the screen's months past, added after the figures above (Docs/Commands.md §14.7).
        #expect(
            show.stdout.contains(
                #""suggestCompletion":false,"plannedCompletion":null,"openThisMonth":1000.00,"requiredAfterThisMonth":null,"monthsPast":5,"#
            ), "\(show.stdout)")
        let screen = try await pulpe.run(["-c", "goal show Voyage"], today: "2026-06-15", environment: ["COLUMNS": "200"])
        #expect(screen.stdout.contains("Months past 5 · remaining 7 (of 12) · pace"), "\(screen.stdout)")
        let document = try object(show.stdout)
        let timeline = try #require(document["timeline"] as? [[String: Any]])
        #expect(timeline.count == 12)
        #expect(
            timeline.map { $0["state"] as? String } == Array(repeating: "past", count: 5) + ["current"] + Array(repeating: "gap", count: 6))
        #expect(
            show.stdout.contains(
                #"{"month":"2026-06","state":"current","planned":1000.00,"confirmed":0.00,"withdrawn":0.00,"cumulative":5000.00,"#))
        #expect(
            show.stdout.contains(
                #"{"month":"2026-12","state":"gap","planned":0.00,"confirmed":0.00,"withdrawn":0.00,"cumulative":5000.00,"#))

        let table = try await pulpe.run(["-c", "goal list"], today: "2026-06-15")
        #expect(table.stdout.contains("#1  Voyage  active  5'000.00 / 12'000.00  42 %  ████████░░░░░░░░░░░░  behind"))
    }

    @Test func creationErrorsNameTheInput() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let none = try await pulpe.run(["--json", "-c", "goal new \"Rainy day\""])
        #expect(none.stdout.contains(#""target":null,"deadline":null"#))
        #expect(none.stdout.contains(#""paceStatus":null"#))
        #expect(none.stdout.hasSuffix(#""suggestedMonthly":null}"# + "\n"))
        let cases = [
            ("goal new \"rainy DAY\"", "a goal named 'Rainy day' already exists (#1)"),
            ("goal new Car --target 0", "target must be above 0"),
            ("goal new Car --target 100 --by 2026-11-12", "the deadline 2026-11-12 is in the past (today is 2026-11-13)"),
            ("goal new Car --target 100 --by 2036-11-01", "121 periods away"),
            ("goal new Car --by 2026-13-01", "'2026-13-01' is not a date"),
            ("goal show Caar", "no goal 'Caar'"),
        ]
        for (command, expected) in cases {
            let result = try await pulpe.run(["-c", command])
            // A value that does not read or that the rules refuse (a target of 0, a deadline past or too far) is bad data
            // (65); a rule the goal breaks (a name taken, one not found) is a failure (1).
            let badData = ["is not a date", "above 0", "in the past", "periods away"].contains { expected.contains($0) }
            #expect(result.status == (badData ? 65 : 1), "\(command)")
            #expect(result.stderr.hasPrefix("-c:1: error: "), "\(result.stderr)")
            #expect(result.stderr.contains(expected), "\(result.stderr)")
        }
        let ok = try await pulpe.run(["-c", "goal new Car --target 100 --by 2036-10-31"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("Put aside 0.84 a month"))  // 100 / 120 rounded up
    }

    @Test func withdrawingMoreThanTheGoalHoldsWithForceWarns() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        // Created in October, so October's line counts (lines before the creation period never do).
        #expect(try await pulpe.run(["-c", "goal new Car --target 5000"], today: "2026-10-01").status == 0)
        let script = """
            budget new 2026-10
            budget new 2026-11
            line add saving Car 800 --goal Car --budget 2026-10 --checked
            goal withdraw Car 300 --json
            goal withdraw Car 600 --budget 2026-10 --force --json
            goal show Car --json
            budget list --json
            """
        let result = try await pulpe.run(["run", pulpe.write("w.pulpe", script)])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.lines.filter { $0.hasPrefix("{") || $0.hasPrefix("[") }
        #expect(lines.count == 4)
        #expect(
            lines[0]
                == #"{"id":1,"name":"Withdrawal from Car","kind":"income","amount":300.00,"date":"2026-11-13","line":null,"checked":false,"category":null,"budget":"2026-11","goal":1,"goalConfirmed":500.00}"#
        )
        #expect(lines[1].contains(#""amount":600.00,"date":"2026-10-31""#))
        #expect(lines[1].contains(#""goalConfirmed":-100.00"#))
        #expect(result.stderr == "warning: goal 'Car' held 500.00; taking 600.00 leaves it at -100.00\n")
        #expect(lines[2].contains(#""confirmed":-100.00,"achievementPercent":0,"#))
        #expect(lines[2].contains(#""withdrawn":900.00"#))
        // October: −800 saving + 600 income = −200; November: +300.
        #expect(lines[3].contains(#"{"month":"2026-10","totalIncome":600.00,"totalExpenses":800.00,"totalSavings":800.00,"net":-200.00"#))
        #expect(
            lines[3].contains(
                #"{"month":"2026-11","totalIncome":300.00,"totalExpenses":0.00,"totalSavings":0.00,"net":300.00,"rollover":-200.00"#))
    }

    @Test func withdrawingFromAnEmptyGoalIsRefusedAndChangesNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["-c", "goal new Trip", "-c", "budget new 2026-11"]).status == 0)
        let before = try await pulpe.run(["--json", "-c", "goal show Trip", "-c", "tx list"]).stdout
        let result = try await pulpe.run(["-c", "goal withdraw Trip 400"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "-c:1: error: goal 'Trip' holds 0.00, less than the 400.00 asked: withdraw at most 0.00, or add --force to take it anyway\n"
        )
        #expect(try await pulpe.run(["--json", "-c", "goal show Trip", "-c", "tx list"]).stdout == before)
    }

    @Test func templateLinesFeedOnlyActiveGoals() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            goal new Car
            goal new House --target 900 --by 2026-12-10
            template new Normal
            template line add Normal income Salary 5000
            template line add Normal saving "Car fund" 200 --goal Car
            template line add Normal saving "House fund" 300 --goal House --json
            budget new 2026-12
            goal pause Car
            budget new 2027-01
            goal resume Car
            goal complete House
            budget new 2027-02
            """
        let result = try await pulpe.run(["run", pulpe.write("t.pulpe", script)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""name":"House fund","kind":"saving","amount":300.00,"recurrence":"fixed","goal":2,"#))
        func lineNames(_ month: String) async throws -> [String] {
            let show = try await pulpe.run(["-c", "budget show \(month) --json"])
            let lines = try #require(try object(show.stdout)["lines"] as? [[String: Any]])
            return lines.compactMap { $0["name"] as? String }
        }
        #expect(try await lineNames("2026-12") == ["Salary", "Car fund", "House fund"])
        // Car paused; House's deadline period (2026-12) is before 2027-01.
        #expect(try await lineNames("2027-01") == ["Salary"])
        #expect(try await lineNames("2027-02") == ["Salary", "Car fund"])
    }

    @Test func linesAreLinkedAndUnlinked() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            goal new Car
            budget new 2026-11
            line add saving "Put aside" 250 --checked
            line add expense Rent 1500
            line set "Put aside" --goal car --json
            goal show Car --json
            line set "Put aside" --goal none --json
            goal show Car --json
            """
        let result = try await pulpe.run(["run", pulpe.write("l.pulpe", script)])
        #expect(result.status == 0, "\(result.stderr)")
        let json = result.lines.filter { $0.hasPrefix("{") }
        #expect(json[0].contains(#""manuallyAdjusted":true,"goal":1"#))
        #expect(json[1].contains(#""confirmed":250.00"#))
        #expect(json[2].contains(#""goal":null"#))
        #expect(json[3].contains(#""confirmed":0.00"#))
        let refused = try await pulpe.run(["-c", "line set Rent --goal Car"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("only a saving line can feed a goal; 'Rent' is expense"))
        let notSaving = try await pulpe.run(["-c", "line add expense Gym 50 --goal Car"])
        #expect(notSaving.stderr.contains("only a saving line can feed a goal; 'Gym' is expense"))
    }

    @Test func roundupsListAndMoveAWeekOnce() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        // Today 2026-11-13 is a Friday of 2026-W46 (Monday 11-09 … Sunday 11-15).
        let script = """
            goal new Voyage
            budget new 2026-11
            tx add Bakery 3.20 --date 2026-11-08
            tx add Coffee 4.50 --date 2026-11-09
            tx add Salary 100.50 --kind income --date 2026-11-10
            tx add Books 20 --date 2026-11-12
            tx add Migros 82.40 --date 2026-11-15
            tx add Bus 5.55 --date 2026-11-16
            """
        #expect(try await pulpe.run(["run", pulpe.write("r.pulpe", script)]).status == 0)
        let week = try await pulpe.run(
            ["--json", "-c", "roundup", "-c", "roundup --week 2026-W46 --unit 10", "-c", "roundup --since 2026-11-15 --unit 5"],
            today: "2026-11-16")
        #expect(week.status == 0, "\(week.stderr)")
        #expect(
            week.lines[0]
                == #"{"week":"2026-W47","from":"2026-11-16","to":"2026-11-22","unit":1,"total":0.45,"items":[{"id":6,"name":"Bus","date":"2026-11-16","amount":5.55,"roundUp":0.45}],"movedOn":null}"#
        )
        #expect(
            week.lines[1]
                == #"{"week":"2026-W46","from":"2026-11-09","to":"2026-11-15","unit":10,"total":13.10,"items":[{"id":2,"name":"Coffee","date":"2026-11-09","amount":4.50,"roundUp":5.50},{"id":4,"name":"Books","date":"2026-11-12","amount":20.00,"roundUp":0.00},{"id":5,"name":"Migros","date":"2026-11-15","amount":82.40,"roundUp":7.60}],"movedOn":null}"#
        )
        #expect(week.lines[2].contains(#""week":null,"from":"2026-11-15","to":"2026-11-16","unit":5,"total":7.05,"#))

        let move = try await pulpe.run(["--json", "-c", "roundup move Voyage --week 2026-W46"], today: "2026-11-16")
        #expect(move.status == 0, "\(move.stderr)")
        #expect(
            move.stdout
                == #"{"id":1,"name":"Round-ups 2026-W46","kind":"saving","amount":1.10,"consumed":0.00,"checked":true,"recurrence":"one-off","manuallyAdjusted":false,"goal":1,"budget":"2026-11","week":"2026-W46","unit":1,"total":1.10}"#
                + "\n")
        #expect(move.stderr.isEmpty)
        let again = try await pulpe.run(["-c", "roundup move Voyage --week 2026-W46 --unit 5"], today: "2026-11-20")
        #expect(again.status == 1)
        #expect(again.stderr.contains("the round-ups of 2026-W46 were already moved on 2026-11-16"))
        let listed = try await pulpe.run(["--json", "-c", "roundup --week 2026-W46"], today: "2026-11-20")
        #expect(listed.stdout.hasSuffix(#""movedOn":"2026-11-16"}"# + "\n"))
        let goal = try await pulpe.run(["--json", "-c", "goal show Voyage"], today: "2026-11-20")
        #expect(goal.stdout.contains(#""confirmed":1.10"#))

        let empty = try await pulpe.run(["--json", "-c", "roundup move Voyage --week 2026-W44"], today: "2026-11-20")
        #expect(empty.status == 0)
        #expect(empty.stdout == #"{"week":"2026-W44","unit":1,"total":0.00,"line":null}"# + "\n")
        let early = try await pulpe.run(["-c", "roundup move Voyage"], today: "2026-11-17")
        #expect(early.status == 0)
        #expect(early.stderr.contains("warning: 2026-W47 is not over (it ends on 2026-11-22)"))
        let bad = try await pulpe.run(["-c", "roundup --week 2026-46"])
        #expect(bad.stderr.contains("'2026-46' is not an ISO week: use YYYY-Www"))
        let both = try await pulpe.run(["-c", "roundup --week 2026-W46 --since 2026-11-01"])
        #expect(both.stderr.contains("give either --week or --since, not both"))
        let unit = try await pulpe.run(["-c", "roundup --unit 2"])
        #expect(unit.stderr.contains("'2' is not a round-up unit: use 1, 5 or 10"))
    }

    @Test func planApplyWritesTheOpenLines() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            goal new Bike --target 1000 --by 2027-01-31
            budget new 2026-11
            budget new 2026-12
            budget new 2027-01
            line add saving Bike 100 --goal Bike --budget 2026-11 --checked
            line add saving Bike 100 --goal Bike --budget 2026-12
            line add saving Bike 100 --goal Bike --budget 2027-01
            """
        #expect(try await pulpe.run(["run", pulpe.write("p.pulpe", script)]).status == 0)
        let simulated = try await pulpe.run(["--json", "-c", "goal plan Bike --monthly 300"])
        #expect(
            simulated.stdout.contains(
                #""mode":"monthly","monthly":300.00,"target":1000.00,"finalAmount":700.00,"attained":null,"applied":false"#))
        // 1000 − 100 checked = 900 over December and January.
        let applied = try await pulpe.run(["--json", "-c", "goal plan Bike --redistribute --apply"])
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(applied.stdout.contains(#""finalAmount":1000.00,"attained":"2027-01","applied":true"#))
        #expect(
            applied.stdout.contains(
                #""lines":[{"id":2,"name":"Bike","amount":450.00,"checked":false},{"id":3,"name":"Bike","amount":450.00,"checked":false}]"#)
        )
        let show = try await pulpe.run(["--json", "-c", "goal show Bike"])
        #expect(show.stdout.contains(#""projected":1000.00,"paceStatus":"on_track""#))
        let both = try await pulpe.run(["-c", "goal plan Bike --monthly 10 --redistribute"])
        #expect(both.stderr.contains("give either --monthly AMOUNT or --redistribute, not both"))
    }

    @Test func goalScreensOpenFromNavigation() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            goal new Voyage --target 1200 --by 2027-10-31
            open goals
            open goal voyage
            where
            goal pause Voyage
            goal list
            """
        let result = try await pulpe.run(["run", pulpe.write("n.pulpe", script)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("#1  Voyage  active     0.00 / 1'200.00   0 %  ░░░░░░░░░░░░░░░░░░░░  behind"))
        #expect(result.stdout.contains("Goal 'Voyage' #1 (active): target 1'200.00 by 2027-10-31"))
        #expect(result.stdout.contains("2026-11  current"))
        #expect(result.stdout.contains("goals › Voyage"))
        #expect(result.stdout.contains("#1  Voyage  paused     0.00 / 1'200.00   0 %  ░░░░░░░░░░░░░░░░░░░░  -"))
        #expect(result.stdout.contains("Required 100.00/month · projected 0.00 at the deadline · pace: behind"))
        let missing = try await pulpe.run(["-c", "open goal Nope"])
        #expect(missing.stderr.contains("no goal 'Nope'"))
    }
}
