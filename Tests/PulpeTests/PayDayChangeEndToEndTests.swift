import Foundation
import Testing

/// A pay-day change says which transactions it leaves outside their budget's period; they can
/// still be edited; `--move` puts them in the budget of their date's period, or changes nothing
/// when such a budget is missing.
@Suite(.serialized) struct PayDayChangeEndToEndTests {
    /// Pay day 25: budget 2026-11 runs 2026-10-25…2026-11-24, 2026-12 runs 2026-11-25…2026-12-24.
    /// Under pay day 1, Migros (11-26) and Landlord (11-28) belong to 2026-11, Kiosk (10-27) to
    /// 2026-10; Coop (12-03) stays in 2026-12.
    static let setup = """
        settings set payday 25
        budget new 2026-11
        budget new 2026-12
        line add expense Groceries 500 --budget 2026-11
        line add expense Groceries 600 --budget 2026-12
        line add expense Rent 1800 --budget 2026-12
        tx add Migros 120 --date 2026-11-26 --line Groceries --budget 2026-12
        tx add Landlord 1800 --date 2026-11-28 --line Rent --budget 2026-12
        tx add Coop 45.50 --date 2026-12-03 --line Groceries --budget 2026-12
        tx add Kiosk 10 --date 2026-10-27 --budget 2026-11
        """

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func strandedTransactionsAreNamedEditableAndMoved() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let created = try await pulpe.run(["run", pulpe.write("setup.pulpe", Self.setup)], today: "2026-12-01")
        #expect(created.status == 0, "\(created.stderr)")

        // The change names what it strands, oldest date first.
        let change = try await pulpe.run(["-c", "settings set payday 1"], today: "2026-12-01")
        #expect(change.status == 0, "\(change.stderr)")
        #expect(
            change.stdout == """
                Pay day set to 1. 3 transactions are now outside their budget's period:
                  #4 Kiosk 2026-10-27 10.00 in budget 2026-11, whose date belongs to 2026-10
                  #1 Migros 2026-11-26 120.00 in budget 2026-12, whose date belongs to 2026-11
                  #2 Landlord 2026-11-28 1'800.00 in budget 2026-12, whose date belongs to 2026-11
                They still count in their budget and can be edited; `settings set payday 1 --move` puts each in the budget of its date's period.

                """)

        // Stranded transactions stay editable: amount, check.
        let edited = try await pulpe.run(
            ["-c", "tx set Migros 125 --budget 2026-12", "-c", "tx check Landlord --budget 2026-12"], today: "2026-12-01")
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout.contains("Updated expense 'Migros' #1: 125.00 on 2026-11-26."))
        // A new date must still fall in the period.
        let moved = try await pulpe.run(["-c", "tx set Migros --date 2026-11-27 --budget 2026-12"], today: "2026-12-01")
        #expect(moved.status == 65)
        #expect(moved.stderr.contains("date 2026-11-27 is outside the period of budget 2026-12 (2026-12-01 to 2026-12-31)"))

        // --move needs 2026-10, which does not exist: nothing changes, not even the pay day.
        let refused = try await pulpe.run(["-c", "settings set payday 25", "-c", "settings set payday 1 --move"], today: "2026-12-01")
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                "--move needs a budget for 2026-10, where stranded transactions' dates now fall: create it with `budget new 2026-10` "
                    + "and run it again (nothing was changed, not even the pay day)"))
        let unchanged = try json(try await pulpe.run(["--json", "-c", "settings"], today: "2026-12-01").stdout)
        #expect(unchanged["payday"] as? Int == 25)

        // Removing the stranded Kiosk is allowed; then --move re-places Migros (onto 2026-11's
        // Groceries) and Landlord (free: 2026-11 has no Rent line), checked state kept.
        let done = try await pulpe.run(
            ["-c", "tx remove Kiosk --budget 2026-11", "-c", "settings set payday 1 --move"], today: "2026-12-01")
        #expect(done.status == 0, "\(done.stderr)")
        #expect(
            done.stdout.hasSuffix(
                """
                Pay day set to 1. Moved 2 transactions to the budget of their date's period:
                  #1 Migros 2026-11-26 125.00: 2026-12 → 2026-11, line 'Groceries'
                  #2 Landlord 2026-11-28 1'800.00: 2026-12 → 2026-11, free (2026-11 has no expense line 'Rent')

                """))

        // By hand: 2026-11 plans Groceries 500 + the free Landlord 1800 = 2300 of expenses,
        // Groceries consumed 125, realized 1800 (Landlord is checked); 2026-12 keeps Coop 45.50 on
        // Groceries, Rent consumed 0, plans 600 + 1800 = 2400, rollover -2300, remaining -4700.
        let november = try json(try await pulpe.run(["--json", "-c", "budget show 2026-11"], today: "2026-12-01").stdout)
        let novemberMetrics = try #require(november["metrics"] as? [String: Any])
        #expect(novemberMetrics["totalExpenses"] as? Double == 2300)
        #expect(novemberMetrics["realizedExpenses"] as? Double == 1800)
        let novemberLines = try #require(november["lines"] as? [[String: Any]])
        #expect(novemberLines.map { $0["consumed"] as? Double } == [125])
        let novemberTx = try #require(november["transactions"] as? [[String: Any]])
        #expect(novemberTx.map { $0["name"] as? String } == ["Migros", "Landlord"])
        #expect(novemberTx.map { $0["line"] as? Int } == [1, nil])
        #expect(novemberTx.map { $0["checked"] as? Bool } == [false, true])
        let december = try json(try await pulpe.run(["--json", "-c", "budget show 2026-12"], today: "2026-12-01").stdout)
        let decemberMetrics = try #require(december["metrics"] as? [String: Any])
        #expect(decemberMetrics["totalExpenses"] as? Double == 2400)
        #expect(decemberMetrics["rollover"] as? Double == -2300)
        #expect(decemberMetrics["remaining"] as? Double == -4700)
        let decemberLines = try #require(december["lines"] as? [[String: Any]])
        #expect(decemberLines.map { $0["consumed"] as? Double } == [45.5, 0])

        // Nothing is left outside its period: the change says so, and its JSON lists nothing.
        let again = try json(try await pulpe.run(["--json", "-c", "settings set payday 1"], today: "2026-12-01").stdout)
        #expect(again["stranded"] as? [Any] != nil)
        #expect((again["stranded"] as? [Any])?.isEmpty == true)
        #expect(again["moved"] as? Bool == false)
    }
}
