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
        #expect(half.status == 1)
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
}
