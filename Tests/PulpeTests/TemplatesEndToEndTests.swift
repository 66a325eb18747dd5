import Foundation
import Testing

/// Templates, `budget year`, propagation and `line reset` through the built binary, with `--json`
/// and figures computed by hand (see `HouseholdTemplate` for the month's totals).
@Suite(.serialized) struct TemplatesEndToEndTests {
    /// Pay day 25: the household plans 2027 in January.
    static let plan = "settings set payday 25\n" + HouseholdTemplate.script + "budget year 2027\n"

    @Test func aHouseholdYearWithTheRentChangedFromMarch() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["--json", "run", pulpe.write("plan.pulpe", Self.plan)], today: "2027-01-05")
        #expect(setup.status == 0, "\(setup.stderr)")
        #expect(
            setup.lines.last == """
                {"year":2027,"created":["2027-01","2027-02","2027-03","2027-04","2027-05","2027-06","2027-07","2027-08",\
                "2027-09","2027-10","2027-11","2027-12"],"existing":[]}
                """)

        // In February the May rent is agreed at 1800 by hand (10 lines a month: May's Rent is #43).
        let edit = try await pulpe.run(["--json", "-c", "line set Rent --amount 1800 --budget 2027-05"], today: "2027-02-10")
        #expect(edit.stdout.hasPrefix(#"{"id":43,"name":"Rent","kind":"expense","amount":1800.00,"#), "\(edit.stderr)")
        #expect(edit.stdout.contains(#""manuallyAdjusted":true"#))

        // 10 March with pay day 25 is in the period 25 Feb – 24 Mar, named March: March is the first month changed.
        let change = try await pulpe.run(["--json", "-c", #"template line set "Normal month" Rent 1920 --propagate"#], today: "2027-03-10")
        #expect(change.status == 0, "\(change.stderr)")
        #expect(
            change.stdout == """
                {"id":3,"template":1,"name":"Rent","kind":"expense","amount":1920.00,"recurrence":"fixed","goal":null,\
                "propagation":{"mode":"propagate","months":["2027-03","2027-04","2027-06","2027-07","2027-08","2027-09",\
                "2027-10","2027-11","2027-12"],"skipped":[{"month":"2027-05","reason":"line 'Rent' was edited by hand"}]}}

                """)

        // January and February keep 1850 (net 2427.30); March on pay 1920, 70 more (net 2357.30);
        // May keeps its 1800 (net 2477.30). Each rollover is the sum of the nets before it.
        let list = try await pulpe.run(["--json", "-c", "budget list"], today: "2027-03-10")
        let rows = [
            HouseholdTemplate.row("2027-01", expenses: "4287.70", net: "2427.30", rollover: "0.00", ending: "2427.30"),
            HouseholdTemplate.row("2027-02", expenses: "4287.70", net: "2427.30", rollover: "2427.30", ending: "4854.60"),
            HouseholdTemplate.row("2027-03", expenses: "4357.70", net: "2357.30", rollover: "4854.60", ending: "7211.90"),
            HouseholdTemplate.row("2027-04", expenses: "4357.70", net: "2357.30", rollover: "7211.90", ending: "9569.20"),
            HouseholdTemplate.row("2027-05", expenses: "4237.70", net: "2477.30", rollover: "9569.20", ending: "12046.50"),
            HouseholdTemplate.row("2027-06", expenses: "4357.70", net: "2357.30", rollover: "12046.50", ending: "14403.80"),
            HouseholdTemplate.row("2027-07", expenses: "4357.70", net: "2357.30", rollover: "14403.80", ending: "16761.10"),
            HouseholdTemplate.row("2027-08", expenses: "4357.70", net: "2357.30", rollover: "16761.10", ending: "19118.40"),
            HouseholdTemplate.row("2027-09", expenses: "4357.70", net: "2357.30", rollover: "19118.40", ending: "21475.70"),
            HouseholdTemplate.row("2027-10", expenses: "4357.70", net: "2357.30", rollover: "21475.70", ending: "23833.00"),
            HouseholdTemplate.row("2027-11", expenses: "4357.70", net: "2357.30", rollover: "23833.00", ending: "26190.30"),
            HouseholdTemplate.row("2027-12", expenses: "4357.70", net: "2357.30", rollover: "26190.30", ending: "28547.60"),
        ]
        #expect(list.stdout == "[" + rows.joined(separator: ",") + "]\n")

        // `line reset` brings May back to the template: 1920, no longer edited by hand; May loses 120.
        let reset = try await pulpe.run(["--json", "-c", "line reset Rent --budget 2027-05"], today: "2027-03-10")
        #expect(
            reset.stdout == """
                {"id":43,"name":"Rent","kind":"expense","amount":1920.00,"consumed":0.00,"checked":false,\
                "recurrence":"fixed","manuallyAdjusted":false,"goal":null}

                """, "\(reset.stderr)")
        let after = try await pulpe.run(["--json", "-c", "budget list --year 2027"], today: "2027-03-10")
        #expect(
            after.stdout.contains(
                HouseholdTemplate.row(
                    "2027-05", expenses: "4357.70", net: "2357.30", rollover: "9569.20", ending: "11926.50")))
        #expect(
            after.stdout.contains(
                HouseholdTemplate.row(
                    "2027-12", expenses: "4357.70", net: "2357.30", rollover: "26070.30", ending: "28427.60")))
    }

    /// On 26 March with pay day 25 the current period (25 Mar – 24 Apr) is April's: March is past.
    @Test func propagationStartsAtTheCurrentPayDayPeriod() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["run", pulpe.write("plan.pulpe", Self.plan)], today: "2027-01-05")
        // A 49.90 Internet bill in April's envelope (April's Internet is #37).
        let bill = try await pulpe.run(
            ["--json", "-c", "tx add Sunrise 49.90 --line Internet --budget 2027-04 --date 2027-03-30"],
            today: "2027-03-26")
        #expect(bill.status == 0, "\(bill.stderr)")
        #expect(bill.stdout.contains(#""line":37"#))

        let script = """
            template line add "Normal month" expense Gym 45 --propagate
            template line remove "Normal month" Internet --propagate
            """
        let result = try await pulpe.run(["--json", "run", pulpe.write("change.pulpe", script)], today: "2027-03-26")
        #expect(result.status == 0, "\(result.stderr)")
        let fromApril = #"["2027-04","2027-05","2027-06","2027-07","2027-08","2027-09","2027-10","2027-11","2027-12"]"#
        #expect(result.lines.count == 2)
        #expect(
            result.lines.first == #"{"id":11,"template":1,"name":"Gym","kind":"expense","amount":45.00,"recurrence":"fixed","goal":null,"#
                + #""propagation":{"mode":"propagate","months":\#(fromApril),"skipped":[]}}"#)
        #expect(
            result.lines.last
                == #"{"id":7,"template":1,"name":"Internet","kind":"expense","amount":49.90,"recurrence":"fixed","goal":null,"#
                + #""propagation":{"mode":"propagate","months":\#(fromApril),"skipped":[]}}"#)

        // April: Internet is gone and its bill is a free expense of the same 49.90, Gym adds 45.
        let april = try await pulpe.run(["--json", "-c", "budget show 2027-04"], today: "2027-03-26")
        #expect(!april.stdout.contains(#""name":"Internet""#))
        #expect(april.stdout.contains(#""name":"Gym","kind":"expense","amount":45.00"#))
        #expect(april.stdout.contains(#""name":"Sunrise","kind":"expense","amount":49.90,"date":"2027-03-30","line":null"#))
        // March keeps Internet and has no Gym: net 2427.30. April: + 49.90 (no Internet envelope)
        // − 49.90 (its bill, now free) − 45 (Gym) = 2382.30. May on: 2427.30 + 49.90 − 45 = 2432.20.
        let list = try await pulpe.run(["--json", "-c", "budget list"], today: "2027-03-26")
        #expect(
            list.stdout.contains(
                HouseholdTemplate.row(
                    "2027-03", expenses: "4287.70", net: "2427.30", rollover: "4854.60", ending: "7281.90")))
        #expect(
            list.stdout.contains(
                HouseholdTemplate.row(
                    "2027-04", expenses: "4332.70", net: "2382.30", rollover: "7281.90", ending: "9664.20")))
        #expect(
            list.stdout.contains(
                HouseholdTemplate.row(
                    "2027-05", expenses: "4282.80", net: "2432.20", rollover: "9664.20", ending: "12096.40")))
        // December: 3 × 2427.30 + 2382.30 + 7 × 2432.20 before it.
        #expect(
            list.stdout.contains(
                HouseholdTemplate.row(
                    "2027-12", expenses: "4282.80", net: "2432.20", rollover: "26689.60", ending: "29121.80")))
    }

    @Test func templateCommandsPrintWhatTheyMadeOrShow() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            template new Lean --description "between two jobs"
            template line add Lean income "Unemployment benefit" 4200
            template line add Lean expense Rent 1850
            template new Holidays --default
            template line add Holidays expense Trip 2400 --recurrence one-off
            template list
            template default Lean
            template show lean
            """
        let result = try await pulpe.run(["--json", "run", pulpe.write("templates.pulpe", script)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 8)
        guard result.lines.count == 8 else { return }
        #expect(
            result.lines[0] == #"{"id":1,"name":"Lean","description":"between two jobs","default":true,"income":0.00,"#
                + #""expenses":0.00,"savings":0.00,"balance":0.00,"lines":[],"budgets":[]}"#)
        #expect(result.lines[3].contains(#""id":2,"name":"Holidays","description":null,"default":true"#))
        #expect(result.lines[4].contains(#""name":"Trip","kind":"expense","amount":2400.00,"recurrence":"one-off""#))
        let list = result.lines[5]
        #expect(
            list.hasPrefix(
                #"[{"id":1,"name":"Lean","description":"between two jobs","default":false,"income":4200.00,"#
                    + #""expenses":1850.00,"savings":0.00,"balance":2350.00,"lines":[{"id":1,"#))
        #expect(
            list.contains(
                #"{"id":2,"name":"Holidays","description":null,"default":true,"income":0.00,"expenses":2400.00,"#
                    + #""savings":0.00,"balance":-2400.00,"#))
        #expect(result.lines[6].contains(#""id":1,"name":"Lean","description":"between two jobs","default":true"#))
        #expect(
            result.lines[7] == #"{"id":1,"name":"Lean","description":"between two jobs","default":true,"income":4200.00,"#
                + #""expenses":1850.00,"savings":0.00,"balance":2350.00,"lines":[{"id":1,"template":1,"name":"Unemployment benefit","#
                + #""kind":"income","amount":4200.00,"recurrence":"fixed","goal":null},{"id":2,"template":1,"name":"Rent","#
                + #""kind":"expense","amount":1850.00,"recurrence":"fixed","goal":null}],"budgets":[]}"#)

        // Lean is the default now: budget new copies it and Lean cannot be deleted any more.
        let budget = try await pulpe.run(["--json", "-c", "budget new 2026-12", "-c", "budget new 2027-01"])
        #expect(budget.lines.first == #"{"id":1,"month":"2026-12","description":null,"template":1,"net":2350.00}"#)
        let refused = try await pulpe.run(["--json", "-c", "template delete Lean"])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderr == "-c:1: error: template 'Lean' cannot be deleted: budgets were made from it "
                + "(2026-12, 2027-01); delete those budgets first\n")
        let deleted = try await pulpe.run(["--json", "-c", "template delete Holidays", "-c", "template list"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.lines.first?.hasPrefix(#"{"id":2,"name":"Holidays""#) == true)
        #expect(deleted.lines.last?.hasPrefix(#"[{"id":1,"name":"Lean""#) == true)
        #expect(deleted.lines.last?.contains("Holidays") == false)
    }

    @Test func budgetYearCreatesTheMissingMonthsFromANamedTemplate() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script =
            HouseholdTemplate.script + """
                template new Lean
                template line add Lean income "Unemployment benefit" 4200
                budget new 2027-03
                budget new 2027-10 --template Lean
                budget year 2027 --template lean
                budget year 2027
                """
        let result = try await pulpe.run(["--json", "run", pulpe.write("year.pulpe", script)], today: "2027-01-05")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.lines.suffix(2) == [
                #"{"year":2027,"created":["2027-01","2027-02","2027-04","2027-05","2027-06","2027-07","2027-08","2027-09","2027-11","2027-12"],"#
                    + #""existing":["2027-03","2027-10"]}"#,
                #"{"year":2027,"created":[],"existing":["2027-01","2027-02","2027-03","2027-04","2027-05","2027-06","2027-07","2027-08","2027-09","2027-10","2027-11","2027-12"]}"#,
            ])
        // March comes from the household (2427.30), the other months from Lean (4200):
        // December's rollover is 2427.30 + 10 × 4200.
        let list = try await pulpe.run(["--json", "-c", "budget list"], today: "2027-01-05")
        #expect(
            list.stdout.contains(
                HouseholdTemplate.row(
                    "2027-03", expenses: "4287.70", net: "2427.30", rollover: "8400.00", ending: "10827.30")))
        #expect(
            list.stdout.contains(
                HouseholdTemplate.row(
                    "2027-12", income: "4200.00", expenses: "0.00", savings: "0.00", net: "4200.00", rollover: "44427.30",
                    ending: "48627.30")))
    }

    @Test func budgetYearUnderAnAtomicScriptIsUndoneWithTheScript() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = HouseholdTemplate.script + "budget year 2027\nbudget year 2027 --template Nope\n"
        let result = try await pulpe.run(["--atomic", "run", pulpe.write("year.pulpe", script)])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no template 'Nope'"))
        let list = try await pulpe.run(["--json", "-c", "budget list", "-c", "template list"])
        #expect(list.lines == ["[]", "[]"])
    }

    @Test func budgetYearAndLineResetRefuseBadInput() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let year = try await pulpe.run(["-c", "budget year 27"])
        #expect(year.status == 65)
        #expect(year.stderr.contains("'27' is not a year"))
        _ = try await pulpe.run(["-c", "budget new 2026-11", "-c", "line add expense Gift 50"])
        let reset = try await pulpe.run(["-c", "line reset Gift"])
        #expect(reset.status == 1)
        #expect(reset.stderr.contains("line 'Gift' was not made from a template line"))
    }
}
