import Foundation
import Testing

/// `report` and `report year` through the built binary, every figure computed by hand.
///
/// Pay day 25: budget 2026-01 runs 2025-12-25 … 2026-01-24. Today is Thursday 2026-01-01, in ISO
/// week 2026-W01 (Monday 2025-12-29 … Sunday 2026-01-04).
///
/// | tx      | date       | budget  | line      | category  | amount |
/// |---------|------------|---------|-----------|-----------|--------|
/// | Kiosk   | 2025-12-24 | 2025-12 |           | Food      |  10.00 |
/// | Cinema  | 2025-12-27 | 2026-01 |           |           |  15.00 |
/// | Gift    | 2025-12-29 | 2026-01 |           |           |  50.00 |
/// | Migros  | 2025-12-30 | 2026-01 | Groceries | Food      |  80.00 |
/// | Coop    | 2026-01-02 | 2026-01 |           | Food      |  40.00 |
/// | Train   | 2026-01-05 | 2026-01 |           | Transport |  30.00 |
/// | Bonus   | 2026-01-03 | 2026-01 |           | Work      | 500.00 (income) |
@Suite(.serialized) struct ReportEndToEndTests {
    static let script = """
        settings set payday 25
        budget new 2025-12
        budget new 2026-01
        line add expense Groceries 600 --budget 2026-01
        tx add Kiosk 10 --category Food --date 2025-12-24
        tx add Cinema 15 --date 2025-12-27
        tx add Gift 50 --date 2025-12-29
        tx add Migros 80 --line Groceries --category Food --date 2025-12-30
        tx add Coop 40 --category Food --date 2026-01-02
        tx add Train 30 --category Transport --date 2026-01-05
        tx add Bonus 500 --kind income --category Work --date 2026-01-03

        """
    static let today = "2026-01-01"

    func prepared() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let setup = try await pulpe.run(["run", pulpe.write("setup.pulpe", Self.script)], today: Self.today)
        #expect(setup.status == 0, "\(setup.stderr)")
        return pulpe
    }

    @Test func thisMonthsExpensesByCategoryIsTheDefault() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        // Food 80 (on a line) + 40 (free) = 120 of 215 = 55.8 %; (none) 15 + 50 = 65, 30.2 %; Transport 30, 14.0 %.
        let text = try await pulpe.run(["-c", "report"], today: Self.today)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stdout == """
                Expenses by category · 2026-01 (2025-12-25 – 2026-01-24)
                Category   Amount  Count    Share
                ─────────  ──────  ─────  ───────
                Food       120.00      2   55.8 %  ██████████████████████████████
                (none)      65.00      2   30.2 %  ████████████████▎
                Transport   30.00      1   14.0 %  ███████▌
                Total      215.00      5  100.0 %

                """)
        let json = try await pulpe.run(["--json", "-c", "report"], today: Self.today)
        #expect(
            json.stdout
                == #"{"title":"Expenses by category","period":"2026-01 (2025-12-25 – 2026-01-24)","by":"category","kind":"expense","rows":["#
                + #"{"category":"Food","amount":120.00,"count":2,"share":55.81},{"category":"(none)","amount":65.00,"count":2,"share":30.23},"#
                + #"{"category":"Transport","amount":30.00,"count":1,"share":13.95}],"total":215.00,"count":5}"# + "\n")
    }

    @Test func theIsoWeekCrossesTheYearEndAndTheBudgets() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        // 2026-W01: Gift (none) 50, Migros and Coop (Food) 120; not Cinema (12-27) nor Train (01-05).
        let w01 = try await pulpe.run(["--json", "-c", "report --period week"], today: Self.today)
        #expect(
            w01.stdout
                == #"{"title":"Expenses by category","period":"2026-W01 (2025-12-29 – 2026-01-04)","by":"category","kind":"expense","rows":["#
                + #"{"category":"Food","amount":120.00,"count":2,"share":70.59},{"category":"(none)","amount":50.00,"count":1,"share":29.41}],"#
                + #""total":170.00,"count":3}"# + "\n")
        // 2025-W52 (12-22 … 12-28) holds Kiosk of budget 2025-12 and Cinema of budget 2026-01.
        let w52 = try await pulpe.run([".mode csv", "report --period week"].flatMap { ["-c", $0] }, today: "2025-12-26")
        #expect(w52.stdout == "category,amount,count,share\r\n(none),15.00,1,60.00\r\nFood,10.00,1,40.00\r\n")
    }

    @Test func otherGroupingsKindsAndPeriods() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        func csv(_ command: String) async throws -> String {
            let result = try await pulpe.run(["-c", ".mode csv", "-c", command], today: Self.today)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            return result.stdout
        }
        #expect(try await csv("report --by line") == "line,amount,count,share\r\nfree,135.00,4,62.79\r\nGroceries,80.00,1,37.21\r\n")
        #expect(try await csv("report --kind income") == "category,amount,count,share\r\nWork,500.00,1,100.00\r\n")
        // Every budget: Kiosk joins Food (130 of 225).
        #expect(
            try await csv("report --period all")
                == "category,amount,count,share\r\nFood,130.00,3,57.78\r\n(none),65.00,2,28.89\r\nTransport,30.00,1,13.33\r\n")
        #expect(
            try await csv("report --period all --by month")
                == "month,amount,count,share\r\n2025-12,10.00,1,4.44\r\n2026-01,215.00,5,95.56\r\n")
        #expect(
            try await csv("report --by kind") == "kind,amount,count,share\r\nincome,500.00,1,69.93\r\nexpense,215.00,5,30.07\r\n")
        #expect(
            try await csv("report --by name --top 2")
                == "name,amount,count,share\r\nMigros,80.00,1,37.21\r\nGift,50.00,1,23.26\r\n(others),85.00,3,39.53\r\n")
        // The year follows the pay day: budgets 2026-01 … 2026-12, so not Kiosk's 2025-12.
        #expect(try await csv("report --period year --by month") == "month,amount,count,share\r\n2026-01,215.00,5,100.00\r\n")
        #expect(try await csv("report --from 2025-12 --to 2025-12") == "category,amount,count,share\r\nFood,10.00,1,100.00\r\n")
    }

    /// `Nm` and `last-N-months`: the last N budget months ending with today's, pay day respected.
    /// On 2026-01-01 (budget 2026-01) `2m` is 2025-12 … 2026-01, every transaction: Food 80 + 40 +
    /// Kiosk 10 = 130 (3) of 225 = 57.78 %, (none) 65 (2) 28.89 %, Transport 30 (1) 13.33 %. On
    /// 2025-12-24, the day before pay day, today's budget is 2025-12: `2m` is 2025-11 … 2025-12, Kiosk alone.
    @Test func theLastMonthsRollWithThePayDay() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let twoMonths = try await pulpe.run(["--json", "-c", "report --period 2m"], today: Self.today)
        #expect(twoMonths.status == 0, "\(twoMonths.stderr)")
        #expect(
            twoMonths.stdout
                == #"{"title":"Expenses by category","period":"2025-12 – 2026-01","by":"category","kind":"expense","rows":["#
                + #"{"category":"Food","amount":130.00,"count":3,"share":57.78},{"category":"(none)","amount":65.00,"count":2,"share":28.89},"#
                + #"{"category":"Transport","amount":30.00,"count":1,"share":13.33}],"total":225.00,"count":6}"# + "\n")
        let threeMonths = try await pulpe.run(["--json", "-c", "report --period last-3-months --by month"], today: Self.today)
        #expect(
            threeMonths.stdout
                == #"{"title":"Expenses by month","period":"2025-11 – 2026-01","by":"month","kind":"expense","rows":["#
                + #"{"month":"2025-12","amount":10.00,"count":1,"share":4.44},{"month":"2026-01","amount":215.00,"count":5,"share":95.56}],"#
                + #""total":225.00,"count":6}"# + "\n")
        let oneMonth = try await pulpe.run(["-c", "report --period 1M"], today: Self.today)
        #expect(oneMonth.stdout.hasPrefix("Expenses by category · 2026-01 (2025-12-25 – 2026-01-24)\n"), "\(oneMonth.stdout)")
        let beforePayDay = try await pulpe.run(["-c", "report --period 2m"], today: "2025-12-24")
        #expect(
            beforePayDay.stdout == """
                Expenses by category · 2025-11 – 2025-12
                Category  Amount  Count    Share
                ────────  ──────  ─────  ───────
                Food       10.00      1  100.0 %  ██████████████████████████████
                Total      10.00      1  100.0 %

                """)
        let help = try await pulpe.run(["-c", "help report"], today: Self.today)
        #expect(help.stdout.contains("Nm / last-N-months: the last N budget months (1-24)"), "\(help.stdout)")
    }

    @Test func aMonthWithoutTransactionsHasNoRows() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let text = try await pulpe.run(["-c", "report --from 2026-02 --to 2026-03"], today: Self.today)
        #expect(text.stdout == "Expenses by category · 2026-02 – 2026-03\nNo transactions.\n")
        let json = try await pulpe.run(["--json", "-c", "report --from 2026-02 --to 2026-03"], today: Self.today)
        #expect(
            json.stdout
                == #"{"title":"Expenses by category","period":"2026-02 – 2026-03","by":"category","kind":"expense","rows":[],"total":0.00,"count":0}"#
                + "\n")
    }

    @Test(arguments: [
        (
            "report --period fortnight",
            "'fortnight' is not a period: use week, month, quarter, year, all or Nm (the last N months, e.g. 3m)"
        ),
        ("report --period 25m", "'25m' is not a period: the last N months go from 1m to 24m, e.g. 3m or last-3-months"),
        ("report --period last-0-months", "'last-0-months' is not a period: the last N months go from 1m to 24m"),
        ("report --from 2026-03 --to 2026-01", "--from 2026-03 is after --to 2026-01: give the earlier month first"),
        ("report --to 2026-01", "--to 2026-01 needs --from: e.g. --from 2025-11 --to 2026-01"),
        ("report --period year --from 2026-01", "use either --period or --from/--to, not both"),
        ("report --by colour", "'colour' is not a grouping: use category, line, kind, name, month or source"),
        ("report --top 0", "'0' is not a row count for --top: use a whole number from 1, e.g. --top 5"),
        ("report year 26", "'26' is not a year: use YYYY, e.g. 2026"),
    ])
    func badInputIsNamed(command: String, message: String) async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(["-c", command], today: Self.today)
        // A word that is none of its choices, or months the wrong way round, is bad data (65); an option
        // missing or two that do not go together is a usage error (64).
        let usage = message.contains("needs --from") || message.contains("not both")
        #expect(result.status == (usage ? 64 : 65), "\(command)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// The dashboard of 2026-01: the week 2026-W01 holds Gift, Migros and Coop (170.00), and the
    /// month's categories are those of the default report (65 of 120 over 20 cells = 10 7/8).
    @Test func theDashboardShowsTheWeekAndTheCategories() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let screen = try await pulpe.run(["-c", "open month"], today: Self.today)
        #expect(screen.status == 0, "\(screen.stderr)")
        #expect(screen.stdout.contains("spent this week (2026-W01): 170.00\n"), "\(screen.stdout)")
        #expect(
            screen.stdout.contains(
                "Top expense categories:\n    Food       ████████████████████  120.00\n"
                    + "    (none)     ██████████▉            65.00\n    Transport  █████                  30.00\n"),
            "\(screen.stdout)")
        #expect(screen.stdout.contains("Latest transactions:\n    2026-01-05  Train    30.00\n    2026-01-03  Bonus   500.00 income\n"))
    }

    /// By kind over every kind the last row is the net, not a sum of unlike kinds: income 500 −
    /// spending 215 − savings 0 = 285 (not 715), over all 6 transactions, with no share; the shares
    /// stay those of all that moved (500 of 715 = 69.9 %, 215 = 30.1 %; the bar 30 × 215 / 500 = 12.9 cells).
    @Test func byKindEndsWithTheNet() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let text = try await pulpe.run(["-c", "report --by kind"], today: Self.today)
        #expect(
            text.stdout == """
                Transactions by kind · 2026-01 (2025-12-25 – 2026-01-24)
                Kind     Amount  Count   Share
                ───────  ──────  ─────  ──────
                income   500.00      1  69.9 %  ██████████████████████████████
                expense  215.00      5  30.1 %  ████████████▉
                Net      285.00      6
                Net = income - spending - savings; the shares are of all that moved, 715.00.

                """, "\(text.stdout)")
        let json = try await pulpe.run(["--json", "-c", "report --by kind"], today: Self.today)
        #expect(json.stdout.hasSuffix(#""total":285.00,"count":6,"net":285.00}"# + "\n"), "\(json.stdout)")
        let page = pulpe.folder.appendingPathComponent("kind.html").path
        #expect(try await pulpe.run(["-c", "report --by kind --html \(page)"], today: Self.today).status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains(">Net</th>"), "\(html)")
        #expect(html.contains("285.00") && !html.contains("715.00"), "\(html)")
        let expenses = try await pulpe.run(["-c", "report --by kind --kind expense"], today: Self.today)
        #expect(!expenses.stdout.contains("Net"))
    }

    @Test func theYearOverviewSumsItsBudgets() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "budget new 2026-02", "-c", "line add expense Rent 1000 --budget 2026-02"], today: Self.today)
        // 2026-01: income 500 (Bonus); expenses Groceries 600 (planned, 80 spent) + free 40 + 30 + 50 + 15 = 735; net -235.
        // 2026-02: Rent 1000, net -1000. Rollover from 2025-12: Kiosk, -10. Endings -245, -1245.
        // The ten months without a budget are listed too. Bars: 735 of 1000 over the 19 cells left
        // of 80 columns = 13.965 cells, 14 to the nearest eighth.
        let text = try await pulpe.run(["-c", "report year 2026"], today: Self.today)
        #expect(
            text.stdout == """
                Year 2026
                Month       Income  Spending  Savings        Net     Ending
                ───────  ─────────  ────────  ───────  ─────────  ─────────
                2026-01     500.00    735.00     0.00    -235.00    -245.00  ██████████████
                2026-02       0.00  1'000.00     0.00  -1'000.00  -1'245.00  ███████████████████
                2026-03  no budget
                2026-04  no budget
                2026-05  no budget
                2026-06  no budget
                2026-07  no budget
                2026-08  no budget
                2026-09  no budget
                2026-10  no budget
                2026-11  no budget
                2026-12  no budget
                Total       500.00  1'735.00     0.00  -1'235.00  -1'245.00
                Net = income - spending - savings; the bar is what went out (spending and savings).

                """)
        let json = try await pulpe.run(["--json", "-c", "report year 2026"], today: Self.today)
        #expect(
            json.stdout.hasSuffix(
                #""totals":{"totalIncome":500.00,"totalExpenses":1735.00,"totalSavings":0.00,"net":-1235.00,"endingBalance":-1245.00}}"#
                    + "\n"))
    }

    /// The same year on narrow terminals: the month is never cut. Six columns need 59 (7 + 9 + 8 +
    /// 7 + 9 + 9, five gaps of 2); at 50 the net goes (48 left, no room for a bar); at 30 the
    /// savings (39) and the spending (29) go too. The note says what is left out.
    @Test func theYearOverviewLeavesColumnsOutButNeverCutsTheMonth() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "budget new 2026-02", "-c", "line add expense Rent 1000 --budget 2026-02"], today: Self.today)
        let empty = (3...12).map { String(format: "2026-%02d  no budget\n", $0) }.joined()
        let fifty = try await pulpe.run(["-c", "report year 2026"], today: Self.today, environment: ["COLUMNS": "50"])
        #expect(
            fifty.stdout == """
                Year 2026
                Month       Income  Spending  Savings     Ending
                ───────  ─────────  ────────  ───────  ─────────
                2026-01     500.00    735.00     0.00    -245.00
                2026-02       0.00  1'000.00     0.00  -1'245.00

                """ + empty + """
                    Total       500.00  1'735.00     0.00  -1'245.00
                    Left out to fit the width: net.

                    """, "\(fifty.stdout)")
        let thirty = try await pulpe.run(["-c", "report year 2026"], today: Self.today, environment: ["COLUMNS": "30"])
        #expect(
            thirty.stdout == """
                Year 2026
                Month       Income     Ending
                ───────  ─────────  ─────────
                2026-01     500.00    -245.00
                2026-02       0.00  -1'245.00

                """ + empty + """
                    Total       500.00  -1'245.00
                    Left out to fit the width: spending, savings and net.

                    """, "\(thirty.stdout)")
    }
}
