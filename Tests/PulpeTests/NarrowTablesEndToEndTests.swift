import Foundation
import Testing

/// On a 40-column terminal the tables of `tx list`, `budget show` and `account list` fit: columns
/// that can go (the kind, the line, the category, …) are left out before names are cut below 10
/// columns, and a note says which.
@Suite(.serialized) struct NarrowTablesEndToEndTests {
    /// `tx list` at 40: #3 (2), ✓ (1), the date (10) and 62.40 under "Amount" (6) leave the name
    /// 40 − 19 − 8 gaps = 13 columns ("Migros Züric…"); kind, line and category are left out.
    @Test func tablesFitFortyColumnsAndSayWhatTheyLeaveOut() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script =
            NovemberBudget.script
            + "tx add \"Migros Zürich Bahnhof\" 62.40 --line Groceries --category food --date 2026-11-05 --budget 2026-11\n"
        let setup = try await pulpe.run(["run", pulpe.write("n.pulpe", script)])
        #expect(setup.status == 0, "\(setup.stderr)")
        let narrow = ["COLUMNS": "40"]
        let list = try await pulpe.run(["-c", "tx list --budget 2026-11"], environment: narrow)
        #expect(list.stdout.contains("#3     2026-11-05  Migros Züric…   62.40\n"), "\(list.stdout)")
        #expect(list.stdout.contains("Left out to fit the width: kind, line and category."), "\(list.stdout)")
        let show = try await pulpe.run(["-c", "budget show 2026-11"], environment: narrow)
        #expect(show.stdout.contains("Left out to fit the width: "), "\(show.stdout)")
        let accounts = try await pulpe.run(["-c", "account list"], environment: narrow)
        #expect(accounts.stdout.contains("Left out to fit the width: kind."), "\(accounts.stdout)")
        for output in [list.stdout, show.stdout, accounts.stdout] {
            // A table's rule and its rows, up to the blank line or the sentence under it, fit.
            var inTable = false
            for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.contains("──") {
                    inTable = true
                } else if line.isEmpty || line.first?.isLetter == true || line.first?.isNumber == true {
                    inTable = false
                }
                if inTable { #expect(line.count <= 40, "\(line.count) columns: \(line)\n\(output)") }
            }
        }
        let wide = try await pulpe.run(["-c", "tx list --budget 2026-11"], environment: ["COLUMNS": "100"])
        #expect(wide.stdout.contains("Kind") && wide.stdout.contains("Category") && !wide.stdout.contains("Left out"))
    }
}
