import Foundation
import Testing

/// A template line's `--recurrence` decides the budgets it is copied into (Docs/Domain.md §4.1a).
/// The template: Rent 1800 fixed, Car tax 480 yearly:3, Water 90 quarterly:2, Gym 50 monthly.
@Suite(.serialized) struct TemplateRecurrenceEndToEndTests {
    static let script = """
        template new "Normal month"
        template line add "Normal month" expense Rent 1800
        template line add "Normal month" expense "Car tax" 480 --recurrence yearly:3
        template line add "Normal month" expense Water 90 --recurrence quarterly:2
        template line add "Normal month" expense Gym 50 --recurrence monthly

        """

    /// `budget year 2026`: 1850 every month, Car tax in March (2330), Water in February, May,
    /// August and November (1940); over the year 12 × 1850 + 480 + 4 × 90 = 22200 + 840 = 23040.
    @Test func budgetYearCopiesEachLineIntoItsMonths() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run([
            "run", pulpe.write("setup.pulpe", Self.script + "budget year 2026\n"),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let list = try await pulpe.run(["--json", "-c", "budget list"])
        let expected = [
            "1850.00", "1940.00", "2330.00", "1850.00", "1940.00", "1850.00", "1850.00", "1940.00", "1850.00", "1850.00", "1940.00",
            "1850.00",
        ]
        for (index, amount) in expected.enumerated() {
            let month = String(format: "2026-%02d", index + 1)
            #expect(
                list.stdout.contains(#"{"month":"\#(month)","totalIncome":0.00,"totalExpenses":\#(amount),"#), "\(month): \(list.stdout)")
        }
        let year = try await pulpe.run(["--json", "-c", "report year 2026"])
        #expect(year.stdout.contains(#""totalExpenses":23040.00"#), "\(year.stdout)")
        let march = try await pulpe.run(["--json", "-c", "budget show 2026-03"])
        #expect(march.stdout.contains(#""name":"Car tax","kind":"expense","amount":480.00"#), "\(march.stdout)")
        #expect(march.stdout.contains(#""recurrence":"yearly:3""#), "\(march.stdout)")
        let template = try await pulpe.run(["-c", "template show \"Normal month\""], environment: ["COLUMNS": "100"])
        #expect(template.stdout.contains("quarterly:2") && template.stdout.contains("fixed"), "\(template.stdout)")
    }

    /// `--propagate` adds a yearly line only to the budget of its month: of 2026-11 and 2026-12 (today
    /// 2026-11-13), only 2026-12 gets `Insurance` (yearly:12).
    @Test func propagationFollowsTheRecurrence() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setUp = try await pulpe.run(["run", pulpe.write("setup.pulpe", Self.script + "budget new 2026-11\nbudget new 2026-12\n")])
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let added = try await pulpe.run([
            "--json", "-c", "template line add \"Normal month\" expense Insurance 600 --recurrence yearly:12 --propagate",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains(#""propagation":{"mode":"propagate","months":["2026-12"],"skipped":[]}"#), "\(added.stdout)")
        let november = try await pulpe.run(["--json", "-c", "budget show 2026-11"])
        #expect(!november.stdout.contains("Insurance"))
        let december = try await pulpe.run(["--json", "-c", "budget show 2026-12"])
        #expect(december.stdout.contains(#""name":"Insurance""#), "\(december.stdout)")
    }

    @Test func aRecurrenceWithoutItsMonthIsRefusedAndNothingIsAdded() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setUp = try await pulpe.run(["run", pulpe.write("setup.pulpe", Self.script)])
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let before = try await pulpe.run(["--json", "-c", "template show \"Normal month\""])
        for bad in ["yearly", "yearly:13", "weekly"] {
            let result = try await pulpe.run(["-c", "template line add \"Normal month\" expense Bill 10 --recurrence \(bad)"])
            #expect(result.status != 0)
            #expect(
                result.stderr.contains("'\(bad)' is not a recurrence: use fixed (or monthly), one-off, quarterly:M or yearly:M"),
                "\(result.stderr)")
        }
        #expect(try await pulpe.run(["--json", "-c", "template show \"Normal month\""]).stdout == before.stdout)
    }
}
