import Foundation
import Testing

/// `help` shows required options as required, and the budget description can be set and is shown.
@Suite(.serialized) struct HelpTruthEndToEndTests {
    @Test func requiredOptionsAreShownAsRequired() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let plan = try await pulpe.run(["-c", "help goal plan"])
        #expect(
            plan.lines.first == "goal plan GOAL (--monthly AMOUNT | --redistribute) [--set MONTH=AMOUNT] [--pin MONTH=AMOUNT] [--apply]")
        #expect(
            plan.stdout.contains(
                "--redistribute      spread what the target still needs over the open months (required: this or --monthly)"))
        let spread = try await pulpe.run(["-c", "help line spread"])
        #expect(spread.lines.first == "line spread KIND NAME TOTAL --from MONTH --months N [--per-month]")
        #expect(spread.stdout.contains("--from MONTH  the first month (required)"))
    }

    @Test func theBudgetDescriptionIsSetAndShown() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["-c", "budget new 2026-11 --description Moving"])
        let set = try await pulpe.run(["-c", #"budget set 2026-11 --description "First month, new flat""#])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout == "Budget 2026-11: First month, new flat\n")
        let show = try await pulpe.run(["-c", "budget show 2026-11"])
        #expect(show.lines.dropFirst().first == "First month, new flat")
        let json = try await pulpe.run(["--json", "-c", "budget show 2026-11"])
        #expect(json.stdout.hasPrefix(#"{"month":"2026-11","description":"First month, new flat","period":"#))

        let missing = try await pulpe.run(["-c", "budget set 2026-12 --description x"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no budget for 2026-12: create it with `budget new 2026-12`"))
        let cleared = try await pulpe.run(["--json", "-c", #"budget set 2026-11 --description """#])
        #expect(cleared.stdout == #"{"month":"2026-11","description":null}"# + "\n")
    }
}
