import Foundation
import Testing

/// One meaning per word on the screens people read: ids under `#`, a column called Expenses never
/// holding expenses alone (`Spending` does), every month of a year shown, and a goal screen whose
/// figures agree with each other right after a template line.
@Suite(.serialized) struct VocabularyEndToEndTests {
    @Test func idsAreHeadedWithAHash() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            goal new Holidays --target 3000 --by 2027-06-30
            budget new 2026-11
            tx add Coffee 3.40 --date 2026-11-10

            """
        #expect(try await pulpe.run(["run", pulpe.write("s.pulpe", script)]).status == 0)
        let goals = try await pulpe.run(["-c", "goal list"])
        #expect(goals.stdout.hasPrefix("#   Goal"), "\(goals.stdout)")
        let roundup = try await pulpe.run(["-c", "roundup --week 2026-W46"])
        #expect(roundup.stdout.contains("\n#   Date"), "\(roundup.stdout)")
        #expect(!roundup.stdout.contains("Id "))
    }

    /// A missing category reads `(none)` in the category list and a transaction's detail, as in reports.
    @Test func aMissingCategoryReadsNone() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["-c", "budget new 2026-11", "-c", "tx add Coffee 3.40 --date 2026-11-10"]).status == 0)
        let categories = try await pulpe.run(["-c", "category list"])
        #expect(categories.stdout.hasPrefix("Category  Count  Income  Spending  Savings"), "\(categories.stdout)")
        #expect(categories.stdout.contains("(none)"), "\(categories.stdout)")
        #expect(!categories.stdout.contains("no category"))
        let shown = try await pulpe.run(["-c", "tx show #1"])
        #expect(shown.stdout.contains("(none)"), "\(shown.stdout)")
    }

    /// "Nothing" is one word per meaning: a transaction without a line is `free` in `tx add`'s
    /// confirmation, `tx list` and `report --by line`; a goal without a target reads `no target`
    /// (no `-` for what it cannot have); a favourite never used was last used `never`; the year's
    /// page writes its net in the screens' words (spending, not expenses).
    @Test func nothingIsOneWordPerMeaning() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            budget new 2026-11
            goal new Holidays --target 3000 --by 2027-06-30
            goal new Rainy
            fav add Tea 2.50
            fav add Coffee 3.40

            """
        #expect(try await pulpe.run(["run", pulpe.write("s.pulpe", script)]).status == 0)
        let added = try await pulpe.run(["-c", "tx add Coffee 3.40 --date 2026-11-10", "-c", "tx add @Coffee"])
        #expect(
            added.stdout == """
                Added expense 'Coffee' #1: 3.40 on 2026-11-10, free.
                Added expense 'Coffee' #2 from @Coffee: 3.40 on 2026-11-13, free.

                """, "\(added.stdout)")
        let byLine = try await pulpe.run(["-c", ".mode csv", "-c", "report --by line"])
        #expect(byLine.stdout == "line,amount,count,share\r\nfree,6.80,2,100.00\r\n", "\(byLine.stdout)")
        let goals = try await pulpe.run(["-c", "goal list"])
        #expect(
            goals.stdout == """
                #   Goal      Status  Confirmed / target  Done  Progress              Pace
                ──  ────────  ──────  ──────────────────  ────  ────────────────────  ──────
                #1  Holidays  active     0.00 / 3'000.00   0 %  ░░░░░░░░░░░░░░░░░░░░  behind
                #2  Rainy     active    0.00 / no target

                """, "\(goals.stdout)")
        let favourites = try await pulpe.run(["-c", "fav list"])
        #expect(
            favourites.stdout == """
                Name     Kind     Line  Category  Amount  Used  Last used
                ───────  ───────  ────  ────────  ──────  ────  ──────────
                @Coffee  expense  free  (none)      3.40     1  2026-11-13
                @Tea     expense  free  (none)      2.50     0  never

                """, "\(favourites.stdout)")
        let page = pulpe.folder.appendingPathComponent("year.html").path
        #expect(try await pulpe.run(["-c", "report year 2026 --html \(page)"]).status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("Net = income - spending - savings."), "\(html)")
        #expect(!html.contains("expenses - savings"))
    }

    /// `category list --json` names its columns as its screen does: `spending` (expenses without
    /// savings), beside `savings`; `expenses`, which everywhere else holds both, stays one release
    /// with its old value. Home: spending 20, savings 50, net −70.
    @Test func categoryListSaysSpendingAsItsScreenDoes() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setUp = try await pulpe.run(
            ["budget new 2026-11", "tx add Coop 20 --category Home", "tx add Box 50 --kind saving --category Home"].flatMap { ["-c", $0] })
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let text = try await pulpe.run(["-c", "category list"])
        #expect(
            text.stdout == """
                Category  Count  Income  Spending  Savings     Net
                ────────  ─────  ──────  ────────  ───────  ──────
                Home          2    0.00     20.00    50.00  -70.00

                """, "\(text.stdout)")
        let json = try await pulpe.run(["--json", "-c", "category list"])
        #expect(
            json.stdout
                == #"[{"category":"Home","count":2,"income":0.00,"spending":20.00,"savings":50.00,"net":-70.00,"expenses":20.00}]"#
                + "\n", "\(json.stdout)")
    }

    /// `tx list`'s footer sums expenses alone, beside the savings: it calls them `spending`, as
    /// `budget list` does, since "expenses" on a screen holds the savings too. Coffee 6.80 spent,
    /// 1'800.00 put aside, 6'582.40 earned: net 6'582.40 − 6.80 − 1'800.00 = 4'775.60.
    @Test func txListSumsSpendingBesideSavings() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = ["budget new 2026-11", "tx add Pay 6582.40 --kind income", "tx add Coffee 6.80", "tx add Box 1800 --kind saving"]
        #expect(try await pulpe.run(script.flatMap { ["-c", $0] }).status == 0)
        let listed = try await pulpe.run(["-c", "tx list"])
        #expect(
            listed.stdout.hasSuffix("3 transactions in 2026-11: income 6'582.40, spending 6.80, savings 1'800.00, net +4'775.60.\n"),
            "\(listed.stdout)")
        let help = try await pulpe.run(["-c", "help tx list"], environment: ["COLUMNS": "200"])
        #expect(help.stdout.contains("income, spending (the expenses without the savings), savings and the net"), "\(help.stdout)")
        #expect(help.stdout.contains("(income counts +, spending and savings −)"), "\(help.stdout)")
        #expect(!help.stdout.contains("+ ,"))
    }

    /// `help`'s one line for `budget list` names the column it has: Spending, not expenses.
    @Test func helpNamesBudgetListsSpendingColumn() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let help = try await pulpe.run(["-c", "help"], environment: ["COLUMNS": "200"])
        #expect(help.stdout.contains("one row per budget: income, spending, savings, net"), "\(help.stdout)")
    }

    /// A template's sum of expense and saving lines is its Expenses, with the savings in it named,
    /// as `budget show` has them: Rent 1'850 + Rainy day 400 = 2'250.00, of which savings 400.00;
    /// 6'500 − 2'250 = 4'250.00 left.
    @Test func aTemplateSaysExpensesAsBudgetShowDoes() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = [
            "template new Normal", "template line add Normal income Salary 6500", "template line add Normal expense Rent 1850",
            "template line add Normal saving 'Rainy day' 400",
        ]
        #expect(try await pulpe.run(script.flatMap { ["-c", $0] }).status == 0)
        let shown = try await pulpe.run(["-c", "template show Normal"])
        #expect(
            shown.stdout.hasSuffix("Income 6'500.00 · expenses 2'250.00 (of which savings 400.00) · balance 4'250.00\n"),
            "\(shown.stdout)")
        let listed = try await pulpe.run(["-c", "template list"])
        #expect(
            listed.stdout == """
                #   Template  Lines    Income  Expenses   Balance
                ──  ────────  ─────  ────────  ────────  ────────
                #1  Normal        3  6'500.00  2'250.00  4'250.00  default

                """, "\(listed.stdout)")
        #expect(!(shown.stdout + listed.stdout).lowercased().contains("outflows"))
    }

    /// The word a screen shows for a transaction without a line, `free`, may be typed as `none` is:
    /// `tx set --line free` and a `free=AMOUNT` part of `tx split` make it free. In a budget with a
    /// line named Free that line is found first. Migros 82.40 on Groceries (line #1); split 62.40 + 20.00;
    /// Free is line #2. (`.mode csv` gives a line by its id.)
    @Test func freeIsTypedAsNoneIs() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = ["budget new 2026-11", "line add expense Groceries 600", "tx add Migros 82.40 --line Groceries"]
        #expect(try await pulpe.run(script.flatMap { ["-c", $0] }).status == 0)
        let freed = try await pulpe.run(["-c", "tx set #1 --line free", "-c", ".mode csv", "-c", "tx list"])
        #expect(freed.status == 0, "\(freed.stderr)")
        #expect(freed.stdout.contains("\r\n1,Migros,expense,82.40,2026-11-13,,false,\r\n"), "\(freed.stdout)")
        let split = try await pulpe.run(["-c", "tx split #1 Groceries=62.40 free=20", "-c", ".mode csv", "-c", "tx list"])
        #expect(split.status == 0, "\(split.stderr)")
        #expect(split.stdout.contains("\r\n1,Migros,expense,62.40,2026-11-13,1,false,\r\n"), "\(split.stdout)")
        #expect(split.stdout.contains("\r\n2,Migros,expense,20.00,2026-11-13,,false,,1\r\n"), "\(split.stdout)")
        // A line named Free wins over the word.
        let named = try await pulpe.run([
            "-c", "line add expense Free 50", "-c", "tx set #2 --line free", "-c", ".mode csv", "-c", "tx list",
        ])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains("\r\n2,Migros,expense,20.00,2026-11-13,2,false,,1\r\n"), "\(named.stdout)")
    }

    /// One budget in 2026: the eleven other months are listed, marked `no budget`.
    @Test func theYearListsTwelveMonths() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["-c", "budget new 2026-11", "-c", "line add expense Rent 1000 --budget 2026-11"]).status == 0)
        let year = try await pulpe.run(["-c", "report year 2026"])
        let rows = year.stdout.split(separator: "\n").filter { $0.hasPrefix("2026-") }
        #expect(rows.count == 12, "\(year.stdout)")
        #expect(rows.filter { $0.contains("no budget") }.count == 11)
        #expect(year.stdout.contains("Spending"))
        #expect(!year.stdout.contains("Expenses"))
    }

    /// Holidays, 3000 by 2027-06-30 (2026-11 … 2027-06: 8 months), fed 375 a month by the default
    /// template (Docs/Domain.md §8.7): the November budget has 375 and the seven months to come
    /// will get 375 each, shown as `template`; projected 375 × 8 = 3000, on track; required
    /// 3000 / 8 = 375; the gap to plan (375) is November's line, not checked yet; nothing is
    /// confirmed, but the plan reaches 3000 in 2027-06. Once November is checked: confirmed 375
    /// (12.5 → 13 %), required (3000 − 375) / 8 = 328.13 as §8.2 has it, and 2625 / 7 = 375.00 over
    /// the 7 months after November. The page's plan line climbs 375 a month to 3000 in 2027-06.
    @Test func goalShowRightAfterATemplateLine() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            template new Normal
            template line add Normal income Salary 6500
            goal new Holidays --target 3000 --by 2027-06-30
            template line add Normal saving Holidays 375 --goal Holidays
            budget new 2026-11

            """
        let setUp = try await pulpe.run(["run", pulpe.write("g.pulpe", script)])
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let head = """
            Goal 'Holidays' #1 (active): target 3'000.00 by 2027-06-30
            Counted from 2026-11; initial amount 0.00

            """
        let months = ["2026-12", "2027-01", "2027-02", "2027-03", "2027-04", "2027-05", "2027-06"]
        let shown = try await pulpe.run(["-c", "goal show Holidays"], environment: ["COLUMNS": "200"])
        #expect(
            shown.stdout == head + """
                Confirmed 0.00 (0 %) ░░░░░░░░░░░░░░░░░░░░
                Planned so far 375.00 · confirmed by lines 0.00 · withdrawn 0.00
                Months past 0 · remaining 8 (of 8) · pace 375.00/month · confirmed pace 0.00/month
                Required 375.00/month · projected 3'000.00 at the deadline · pace: on track · \
                gap to plan 375.00 (not checked yet this month) · estimated completion 2027-06 on plan (nothing confirmed yet)

                Month    State           Planned  Confirmed  Withdrawn  Cumulative
                ───────  ──────────────  ───────  ─────────  ─────────  ──────────
                2026-11  current (open)   375.00       0.00       0.00        0.00

                """ + months.map { "\($0)  template         375.00       0.00       0.00        0.00\n" }.joined(), "\(shown.stdout)")
        let page = pulpe.folder.appendingPathComponent("holidays.html").path
        #expect(try await pulpe.run(["-c", "goal show Holidays --html '\(page)'"]).status == 0)
        let rows = try HTMLPageReader.read(page).rows
        #expect(rows.map { $0.count > 5 ? $0[1] : "?" } == ["current"] + Array(repeating: "template", count: 7), "\(rows)")
        #expect(rows.map { $0.count > 5 ? $0[2] : "?" } == Array(repeating: "375.00", count: 8), "\(rows)")
        #expect(rows.map { $0.count > 5 ? $0[5] : "?" } == (1...8).map { "\(375 * $0).00" }, "\(rows)")

        #expect(try await pulpe.run(["-c", "line check Holidays"]).status == 0)
        let checked = try await pulpe.run(["-c", "goal show Holidays"], environment: ["COLUMNS": "200"])
        #expect(
            checked.stdout == head + """
                Confirmed 375.00 (13 %) ███░░░░░░░░░░░░░░░░░
                Planned so far 375.00 · confirmed by lines 375.00 · withdrawn 0.00
                Months past 0 · remaining 8 (of 8) · pace 375.00/month · confirmed pace 375.00/month
                Required 328.13/month (375.00/month over the 7 months after 2026-11) · projected 3'000.00 at the deadline · \
                pace: on track · gap to plan 0.00 · estimated completion 2027-06

                Month    State     Planned  Confirmed  Withdrawn  Cumulative
                ───────  ────────  ───────  ─────────  ─────────  ──────────
                2026-11  current    375.00     375.00       0.00      375.00

                """ + months.map { "\($0)  template   375.00       0.00       0.00      375.00\n" }.joined(), "\(checked.stdout)")
        let json = try await pulpe.run(["-c", "goal show Holidays --json"])
        // The §8.2 figures as they are, and the outlook beside them.
        for member in [
            #""required":328.13"#, #""estimatedCompletion":"2027-06""#, #""plannedCompletion":"2027-06""#,
            #""openThisMonth":0.00"#, #""requiredAfterThisMonth":375.00"#,
            // The screen's "Months past 0"; monthsElapsed, the paces' divisor, counts November.
            #""monthsElapsed":1,"#, #""monthsPast":0"#,
            #"{"month":"2026-12","state":"gap","planned":0.00"#, #""fromTemplate":375.00"#,
        ] {
            #expect(json.stdout.contains(member), "\(member) in \(json.stdout)")
        }
    }
}
