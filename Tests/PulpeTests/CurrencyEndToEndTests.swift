import Foundation
import Testing

/// Currencies through the built binary: the notification examples in rupiah, yen without decimals,
/// the typo guard and its setting, and a change of currency that says nothing is converted.
@Suite struct CurrencyEndToEndTests {
    @Test func rupiahNotificationsReadAsWritten() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = [
            "settings set currency IDR", "budget new 2026-11",
            #"tx parse "You spent Rp 50.000 at Coffee Shop on 2026-11-21" --source BCA"#,
            #"tx parse "You received Rp 1.500.000 from John Doe""#,
        ]
        let made = try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-11-27")
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("Recorded expense 'Coffee Shop' 50'000.00 on 2026-11-21"), "\(made.stdout)")
        #expect(made.stdout.contains("Recorded income 'John Doe' 1'500'000.00"), "\(made.stdout)")
        // 1'500'000 rupiah is far below the rupiah's guard (10'000'000'000.00), which a franc guard refused.
        let json = try await pulpe.run(["--json", "-c", "settings"], today: "2026-11-27")
        #expect(json.stdout.contains(#""currency":"IDR","currencyDecimals":2,"maxTransaction":10000000000.00"#), "\(json.stdout)")
    }

    @Test func yenHaveNoDecimals() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let made = try await pulpe.run(
            ["-c", "settings set currency jpy", "-c", "budget new 2026-11", "-c", "tx add Sushi 1500"], today: "2026-11-27")
        #expect(made.stdout.contains("Currency set to JPY (0 decimals)."), "\(made.stdout)")
        #expect(made.stdout.contains("Added expense 'Sushi' #1: 1'500 on 2026-11-27"), "\(made.stdout)")
        let listed = try await pulpe.run(["--json", "-c", "tx list"], today: "2026-11-27")
        #expect(listed.stdout.contains(#""amount":1500,"#), "\(listed.stdout)")
        let half = try await pulpe.run(["-c", "tx add Bad 1500.5"], today: "2026-11-27")
        #expect(half.status == 65)
        #expect(half.stderr.contains("amount '1500.5' has decimals, and the currency has none: type whole units"), "\(half.stderr)")
        let huge = try await pulpe.run(["-c", "tx add Huge 2000000000"], today: "2026-11-27")
        #expect(huge.stderr.contains("at most 1'000'000'000 (got 2'000'000'000)"), "\(huge.stderr)")
    }

    @Test func theGuardIsASettingAndAChangeOfCurrencyConvertsNothing() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let made = try await pulpe.run(
            ["-c", "budget new 2026-11", "-c", "tx add Rent 1800", "-c", "settings set max-transaction 1500"], today: "2026-11-27")
        #expect(made.stdout.contains("Largest transaction: 1'500.00 CHF."), "\(made.stdout)")
        let refused = try await pulpe.run(["-c", "tx add Rent 1800"], today: "2026-11-27")
        #expect(refused.stderr.contains("at most 1'500.00 (got 1'800.00)"), "\(refused.stderr)")
        let reset = try await pulpe.run(["-c", "settings set max-transaction default"], today: "2026-11-27")
        #expect(reset.stdout.contains("Largest transaction: 1'000'000.00 CHF (the currency's default)."), "\(reset.stdout)")
        let changed = try await pulpe.run(["-c", "settings set currency EUR"], today: "2026-11-27")
        #expect(
            changed.stdout.contains(
                "Currency set to EUR. Nothing is converted: every stored amount keeps its digits and is now read in EUR."),
            "\(changed.stdout)")
        let unknown = try await pulpe.run(["-c", "settings set currency XYZ"], today: "2026-11-27")
        #expect(unknown.stderr.contains("'XYZ' is not a currency code of ISO 4217"), "\(unknown.stderr)")
        let listed = try await pulpe.run(["-c", "tx list"], today: "2026-11-27")
        #expect(listed.stdout.contains("1'800.00"), "\(listed.stdout)")
    }

    /// A de-DE user types `3,20` and a date `26.11.2026` and reads `1.234,50`; JSON stays `1234.50`.
    @Test func aGermanLocaleReadsAndPrintsItsWay() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = ["settings set locale de-DE", "budget new 2026-11", "tx add Brot 3,20", "tx add Rad 1.234,50 --date 26.11.2026"]
        let made = try await pulpe.run(script.flatMap { ["-c", $0] }, today: "2026-11-27")
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("Locale set to de-DE: amounts print as 1.234,00"), "\(made.stdout)")
        #expect(made.stdout.contains("Added expense 'Rad' #2: 1.234,50 on 26.11.2026"), "\(made.stdout)")
        let listed = try await pulpe.run(["-c", "tx list"], today: "2026-11-27")
        #expect(listed.stdout.contains("spending 1.237,70"), "\(listed.stdout)")
        let json = try await pulpe.run(["--json", "-c", "tx list"], today: "2026-11-27")
        #expect(json.stdout.contains(#""amount":1234.50"#), "\(json.stdout)")
        let ambiguous = try await pulpe.run(["-c", "tx add X 1.234"], today: "2026-11-27")
        #expect(ambiguous.status == 65)
        #expect(ambiguous.stderr.contains("amount '1.234' could be 1234 or 1.234"), "\(ambiguous.stderr)")
        // A date November lacks, typed the locale's way: the error names that way first.
        let noDay = try await pulpe.run(["-c", "tx add X 1 --date 31.11.2026"], today: "2026-11-27")
        #expect(noDay.status == 65)
        #expect(
            noDay.stderr.contains("'31.11.2026' is not a date: use DD.MM.YYYY or YYYY-MM-DD (e.g. 03.11.2026 or 2026-11-03)"),
            "\(noDay.stderr)")
        // Confirmations and lists print their dates the locale's way too.
        let dated = try await pulpe.run(
            ["-c", "rate set USD 0.9 --on 2026-11-01", "-c", "rate list", "-c", "tx split #2 none=1000 none=234,50"], today: "2026-11-27")
        #expect(dated.status == 0, "\(dated.stderr)")
        #expect(dated.stdout.contains("Rate kept: 1 USD = 0.9 CHF from 01.11.2026."), "\(dated.stdout)")
        #expect(dated.stdout.contains("USD       01.11.2026"), "\(dated.stdout)")
        #expect(dated.stdout.contains("(1.234,50 on 26.11.2026)"), "\(dated.stdout)")
        // Without a locale set, the environment's is used.
        _ = try await pulpe.run(["-c", "settings set locale default"], today: "2026-11-27")
        let american = try await pulpe.run(["-c", "tx list"], today: "2026-11-27", environment: ["LC_ALL": "en_US.UTF-8"])
        #expect(american.stdout.contains("spending 1,237.70"), "\(american.stdout)")
    }
}
