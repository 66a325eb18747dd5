import Foundation
import Testing

/// `budget show` marks a line made from the template and then changed by hand (`*` before its
/// name) and names such lines under the table with the way back; `line reset` clears the mark.
@Suite(.serialized) struct BudgetShowEditedLinesEndToEndTests {
    @Test func aLineEditedByHandIsMarkedUntilReset() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = [
            "template new Normal", "template line add Normal expense Rent 1500", "template line add Normal expense Phone 50",
            "template default Normal", "budget new 2026-11", "line add expense Gifts 80", "line set Phone 65",
            "line set Gifts 90",
        ]
        let made = try await pulpe.run(setup.flatMap { ["-c", $0] })
        #expect(made.status == 0, "\(made.stderr)")
        let show = try await pulpe.run(["-c", "budget show 2026-11"])
        let lines = show.stdout.split(separator: "\n").map(String.init)
        // Phone left the template's 50; Rent did not; Gifts never came from the template.
        #expect(lines.contains { $0.contains("*Phone") }, "\(show.stdout)")
        #expect(!lines.contains { $0.contains("*Rent") || $0.contains("*Gifts") }, "\(show.stdout)")
        // The note wraps at the screen's 80 columns.
        #expect(
            show.stdout.contains("* edited by hand, not the template's value: Phone (line reset LINE takes the\ntemplate's back)"),
            "\(show.stdout)")

        let reset = try await pulpe.run(["-c", "line reset Phone", "-c", "budget show 2026-11"])
        #expect(reset.status == 0, "\(reset.stderr)")
        #expect(!reset.stdout.contains("*Phone"), "\(reset.stdout)")
        #expect(!reset.stdout.contains("edited by hand"), "\(reset.stdout)")
    }
}
