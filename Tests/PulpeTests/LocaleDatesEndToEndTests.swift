import Foundation
import Testing

/// The locale's dates and weeks through the built binary. Today is Thursday 2026-11-26: its Monday
/// week is 2026-11-23 … 29, its Sunday week 2026-11-22 … 28. Bread is bought on Sunday 2026-11-22
/// (in the Sunday week only), Cheese on 2026-11-26 (in both).
@Suite struct LocaleDatesEndToEndTests {
    static let today = "2026-11-26"
    static let script = [
        "budget new 2026-11", "line add expense Groceries 400", "tx add Bread 3.20 --date 2026-11-22",
        "tx add Cheese 12.30 --date 2026-11-26 --line Groceries",
    ]

    private func prepared(locale: String?) async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let setUp = (locale.map { ["settings set locale \($0)"] } ?? []) + Self.script
        let made = try await pulpe.run(setUp.flatMap { ["-c", $0] }, today: Self.today)
        #expect(made.status == 0, "\(made.stderr)")
        return pulpe
    }

    private func run(_ pulpe: PulpeProcess, _ line: String, environment: [String: String] = [:]) async throws -> String {
        let result = try await pulpe.run(["-c", line], today: Self.today, environment: environment)
        #expect(result.status == 0, "\(line): \(result.stderr)")
        return result.stdout
    }

    /// An en-US user's round-up week starts on Sunday: 2026-W48 is 11/22/2026 to 11/28/2026 and
    /// holds Sunday's bread (3.20 → 0.80, 12.30 → 0.70: 1.50); a de-DE user's is Monday to Sunday.
    @Test func anAmericanRoundupWeekStartsOnSunday() async throws {
        let american = try await prepared(locale: "en-US")
        defer { american.cleanUp() }
        let week = try await run(american, "roundup")
        #expect(week.hasPrefix("Week 2026-W48 (11/22/2026 to 11/28/2026), rounded up to 1:"), "\(week)")
        #expect(week.contains("11/22/2026") && week.contains("Bread"), "\(week)")
        #expect(week.contains("Total 1.50"), "\(week)")
        let json = try await run(american, "roundup --json")
        #expect(json.contains(#""week":"2026-W48","from":"2026-11-22","to":"2026-11-28""#), "\(json)")
        // The week named 2026-W48 is the same Sunday week, and it moves under that name.
        let named = try await run(american, "roundup --week 2026-W48 --json")
        #expect(named == json)
        #expect(try await run(american, "report --period week").contains("2026-W48 (11/22/2026 – 11/28/2026)"))

        let german = try await prepared(locale: "de-DE")
        defer { german.cleanUp() }
        let monday = try await run(german, "roundup")
        #expect(monday.hasPrefix("Week 2026-W48 (23.11.2026 to 29.11.2026), rounded up to 1:"), "\(monday)")
        #expect(!monday.contains("Bread") && monday.contains("Total 0,70"), "\(monday)")
    }

    /// Without a locale set (LC_ALL=C) round-ups keep ISO weeks and ISO dates; naming one in
    /// LC_TIME is enough for dates and weeks.
    @Test func theEnvironmentsTimeLocaleDecidesWhenNoneIsSet() async throws {
        let pulpe = try await prepared(locale: nil)
        defer { pulpe.cleanUp() }
        let plain = try await run(pulpe, "roundup")
        #expect(plain.hasPrefix("Week 2026-W48 (2026-11-23 to 2026-11-29), rounded up to 1:"), "\(plain)")
        let timed = try await run(pulpe, "roundup", environment: ["LC_ALL": "", "LC_TIME": "en_US.UTF-8", "LANG": "C"])
        #expect(timed.hasPrefix("Week 2026-W48 (11/22/2026 to 11/28/2026)"), "\(timed)")
        let settings = try await run(pulpe, "settings")
        #expect(settings.contains("(amounts 1'234.00, dates 2026-11-26, weeks from Monday)"), "\(settings)")
    }

    /// A de-DE user reads 26.11.2026 on every screen; JSON and CSV keep ISO dates.
    @Test func germanScreensPrintGermanDatesAndDocumentsStayISO() async throws {
        let pulpe = try await prepared(locale: "de-DE")
        defer { pulpe.cleanUp() }
        let list = try await run(pulpe, "tx list")
        #expect(list.contains("22.11.2026") && list.contains("26.11.2026") && !list.contains("2026-11-2"), "\(list)")
        let since = try await run(pulpe, "tx list --since 23.11.2026")
        #expect(since.contains("1 transaction since 23.11.2026"), "\(since)")
        let show = try await run(pulpe, "tx show #2")
        #expect(show.contains("Date      26.11.2026"), "\(show)")
        #expect(show.contains("2026-11 (01.11.2026 to 30.11.2026)"), "\(show)")
        let budget = try await run(pulpe, "budget show 2026-11")
        #expect(budget.contains("01.11.2026 to 30.11.2026") && budget.contains("26.11.2026"), "\(budget)")
        let account = try await run(pulpe, "account show Main")
        #expect(account.contains("From 17.11.2026 to 26.11.2026:") && account.contains("22.11.2026"), "\(account)")
        let dashboard = try await pulpe.run(["run", pulpe.write("d.pulpe", "open month\n")], today: Self.today)
        #expect(dashboard.stdout.contains("2026-11 · 01.11.2026 to 30.11.2026"), "\(dashboard.stdout)")
        #expect(dashboard.stdout.contains("Bread 3,20 (22.11.2026)"), "\(dashboard.stdout)")
        #expect(dashboard.stdout.contains("    26.11.2026  Cheese  12,30"), "\(dashboard.stdout)")
        let changes = try await run(pulpe, "changes")
        let stamp = try #require(changes.split(separator: "\n").first)
        #expect(stamp.wholeMatch(of: #/#\d+  \d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d  .*/#) != nil, "\(changes)")
        let settings = try await run(pulpe, "settings")
        #expect(settings.contains("de-DE (amounts 1.234,00, dates 26.11.2026, weeks from Monday)"), "\(settings)")
        #expect(settings.contains("Today (26.11.2026) is in budget 2026-11: 01.11.2026 to 30.11.2026."), "\(settings)")
        #expect(settings.contains("zero: the first budget starts from 0,00"), "\(settings)")

        // The documents are those of a user without a locale, ISO dates and points.
        let plain = try await prepared(locale: nil)
        defer { plain.cleanUp() }
        for command in ["tx list", "tx show #2", "budget show 2026-11", "account show Main", "roundup", "report --period week"] {
            let german = try await run(pulpe, command + " --json")
            #expect(german == (try await run(plain, command + " --json")), "\(command)")
            #expect(german.contains("2026-11-2"), "\(command): \(german)")
            #expect(!german.contains("26.11.2026"), "\(command): \(german)")
        }
        let csv = try await pulpe.run(["-c", "export csv"], today: Self.today)
        #expect(csv.stdout.contains("2026-11-26") && !csv.stdout.contains("26.11.2026"), "\(csv.stdout)")
        // What a command says it did reads the same way.
        let added = try await run(pulpe, "tx add Brot 3,20 --date 25.11.2026")
        #expect(added.contains("Added expense 'Brot' #3: 3,20 on 25.11.2026, free."), "\(added)")
    }

    /// An en-US user reads 11/26/2026; without a locale the screens are today's, ISO.
    @Test func americanScreensPrintAmericanDates() async throws {
        let pulpe = try await prepared(locale: "en-US")
        defer { pulpe.cleanUp() }
        let list = try await run(pulpe, "tx list")
        #expect(list.contains("11/22/2026") && list.contains("11/26/2026"), "\(list)")
        let show = try await run(pulpe, "tx show #2")
        #expect(show.contains("Date      11/26/2026"), "\(show)")
        let budget = try await run(pulpe, "budget show 2026-11")
        #expect(budget.contains("11/01/2026 to 11/30/2026"), "\(budget)")

        let plain = try await prepared(locale: nil)
        defer { plain.cleanUp() }
        let iso = try await run(plain, "tx show #2")
        #expect(iso.contains("Date      2026-11-26"), "\(iso)")
        #expect(iso.contains("2026-11 (2026-11-01 to 2026-11-30)"), "\(iso)")
    }
}
