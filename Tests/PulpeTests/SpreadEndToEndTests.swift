import Foundation
import Testing

/// `line spread` and `line spread show` / `--show` through the built binary, figures by hand.
/// The household template (net 2427.30 a month, 10 lines) is the default one.
@Suite(.serialized) struct SpreadEndToEndTests {
    static let plan = HouseholdTemplate.script + "budget new 2027-01\n"

    static func slice(
        _ id: Int, _ amount: String, _ month: String, name: String = "Car insurance", kind: String = "expense",
        consumed: String = "0.00"
    ) -> String {
        #"{"id":\#(id),"name":"\#(name)","kind":"\#(kind)","amount":\#(amount),"consumed":\#(consumed),"checked":false,"#
            + #""recurrence":"one-off","manuallyAdjusted":false,"goal":null,"budget":"\#(month)"}"#
    }

    @Test func eightHundredOverThreeMonthsCreatesTheMissingBudgets() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["run", pulpe.write("plan.pulpe", Self.plan)], today: "2027-01-05")
        #expect(setup.status == 0, "\(setup.stderr)")

        let spread = try await pulpe.run(
            ["--json", "-c", #"line spread expense "Car insurance" 800 --from 2027-01 --months 3"#],
            today: "2027-01-05")

        #expect(spread.status == 0, "\(spread.stderr)")
        // January's slice is line 11; February and March get the template's 10 lines, then their slice.
        let lines = [Self.slice(11, "266.67", "2027-01"), Self.slice(22, "266.67", "2027-02"), Self.slice(33, "266.66", "2027-03")]
        #expect(
            spread.stdout == #"{"group":"spread-1","total":800.00,"lines":["# + lines.joined(separator: ",")
                + #"],"mode":"total","createdBudgets":["2027-02","2027-03"]}"# + "\n")

        // Each month: 2427.30 less its slice; three months together 3 × 2427.30 − 800 = 6481.90.
        let list = try await pulpe.run(["--json", "-c", "budget list"], today: "2027-01-05")
        #expect(
            list.stdout == "["
                + [
                    HouseholdTemplate.row("2027-01", expenses: "4554.37", net: "2160.63", rollover: "0.00", ending: "2160.63"),
                    HouseholdTemplate.row("2027-02", expenses: "4554.37", net: "2160.63", rollover: "2160.63", ending: "4321.26"),
                    HouseholdTemplate.row("2027-03", expenses: "4554.36", net: "2160.64", rollover: "4321.26", ending: "6481.90"),
                ].joined(separator: ",") + "]\n")
    }

    @Test func perMonthAndShowingAGroup() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["run", pulpe.write("plan.pulpe", Self.plan)], today: "2027-01-05")
        let script = """
            line spread expense Dentist 90 --from 2027-01 --months 1
            line spread saving Holidays 150 --from 2027-01 --months 2 --per-month
            tx add "Transfer to holiday account" 150 --line Holidays --budget 2027-01 --date 2027-01-06
            line spread --show spread-2
            line spread show " SPREAD-2 "
            """
        let result = try await pulpe.run(["--json", "run", pulpe.write("spread.pulpe", script)], today: "2027-01-05")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 5)
        guard result.lines.count == 5 else { return }
        #expect(result.lines[0].hasPrefix(#"{"group":"spread-1","total":90.00,"#))
        let created = [
            Self.slice(12, "150.00", "2027-01", name: "Holidays", kind: "saving"),
            Self.slice(23, "150.00", "2027-02", name: "Holidays", kind: "saving"),
        ]
        #expect(
            result.lines[1] == #"{"group":"spread-2","total":300.00,"lines":["# + created.joined(separator: ",")
                + #"],"mode":"per-month","createdBudgets":["2027-02"]}"#)
        let shown = [
            Self.slice(12, "150.00", "2027-01", name: "Holidays", kind: "saving", consumed: "150.00"),
            Self.slice(23, "150.00", "2027-02", name: "Holidays", kind: "saving"),
        ]
        let show = #"{"group":"spread-2","total":300.00,"lines":["# + shown.joined(separator: ",") + "]}"
        #expect(result.lines[3] == show)
        #expect(result.lines[4] == show)

        let text = try await pulpe.run(["-c", "line spread show spread-2"], today: "2027-01-05")
        #expect(
            text.stdout == """
                Spread spread-2:
                Month    #    ✓  Planned  Consumed
                ───────  ───  ─  ───────  ────────
                2027-01  #12      150.00    150.00
                2027-02  #23      150.00      0.00
                Total             300.00    150.00

                """)
        // January: 2427.30 − 90 − 150 = 2187.30; February: 2427.30 − 150 = 2277.30.
        let list = try await pulpe.run(["--json", "-c", "budget list"], today: "2027-01-05")
        #expect(
            list.stdout == "["
                + [
                    HouseholdTemplate.row(
                        "2027-01", expenses: "4527.70", savings: "550.00", net: "2187.30", rollover: "0.00", ending: "2187.30"),
                    HouseholdTemplate.row(
                        "2027-02", expenses: "4437.70", savings: "550.00", net: "2277.30", rollover: "2187.30", ending: "4464.60"),
                ].joined(separator: ",") + "]\n")
    }

    @Test func theTextOutputNamesTheGroupAndTheCreatedBudgets() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(["-c", "line spread expense Tax 1000 --from 2027-11 --months 3"], today: "2027-01-05")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                Spread expense 'Tax' over 3 months (2027-11 to 2028-01) as spread-1: 1'000.00 in all. Created budgets 2027-11, 2027-12, 2028-01.
                Month    #   ✓   Planned  Consumed
                ───────  ──  ─  ────────  ────────
                2027-11  #1       333.34      0.00
                2027-12  #2       333.33      0.00
                2028-01  #3       333.33      0.00
                Total           1'000.00      0.00

                """)
    }

    /// March holds a Car insurance line already: January's slice and February's new budget are undone.
    @Test func aNameTakenInAnyMonthSpreadsNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(
            [
                "run",
                pulpe.write("plan.pulpe", Self.plan + "budget new 2027-03\nline add expense \"car insurance\" 700 --budget 2027-03\n"),
            ],
            today: "2027-01-05")
        let before = try await pulpe.run(["--json", "-c", "budget list"], today: "2027-01-05")

        let spread = try await pulpe.run(
            ["--json", "-c", #"line spread expense "Car insurance" 800 --from 2027-01 --months 3"#],
            today: "2027-01-05")

        #expect(spread.status == 1)
        #expect(spread.stdout.isEmpty)
        #expect(
            spread.stderr == "-c:1: error: budget 2027-03 already has a line named 'Car insurance' (#21): "
                + "nothing was spread; choose another name\n")
        let after = try await pulpe.run(["--json", "-c", "budget list"], today: "2027-01-05")
        #expect(after.stdout == before.stdout)
        #expect(after.stdout.contains("2027-02") == false)
        let january = try await pulpe.run(["--json", "-c", "budget show 2027-01"], today: "2027-01-05")
        #expect(january.stdout.contains("Car insurance") == false)
    }

    @Test(arguments: [
        ("line spread expense Tax 1000 --from 2027-01 --months 0", "cannot spread over 0 months: give at least 1"),
        ("line spread expense Tax 1000 --from 2027-01 --months 121", "cannot spread over 121 months: at most 120"),
        ("line spread expense Tax 1000 --from 2027-01 --months three", "'three' is not a number of months"),
        ("line spread expense Tax 0.02 --from 2027-01 --months 3", "cannot spread 0.02 over 3 months: every month needs at least 0.01"),
        ("line spread income Bonus 1000 --from 2027-01 --months 2", "only an expense or a saving can be spread"),
        ("line spread expense Tax 1000 --months 2", "give the first month with --from YYYY-MM"),
        ("line spread expense Tax 1000 --from 2027-01", "give the number of months with --months N"),
        ("line spread --show spread-1", "no spread group 'spread-1': there is no spread yet"),
    ])
    func badSpreadsAreRefusedAndChangeNothing(_ command: String, _ message: String) async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(["-c", command, "-c", "budget list --json"], today: "2027-01-05")
        // An amount, a kind or a month count the spread cannot take is bad data (65); a missing option is a usage
        // error (64); a rule of the budget is a failure (1).
        let status: Int32 =
            message.hasPrefix("cannot spread") || message.contains("' is not a") || message.hasPrefix("only an")
            ? 65 : message.hasPrefix("give the") ? 64 : 1
        #expect(result.status == status, "\(result.stderr)")
        let note = "note: created a new database at \(pulpe.databasePath)\n"
        #expect(result.stderr.hasPrefix(note + "-c:1: error: " + message), "\(result.stderr)")
        let list = try await pulpe.run(["--json", "-c", "budget list"], today: "2027-01-05")
        #expect(list.stdout == "[]\n")
    }
}
