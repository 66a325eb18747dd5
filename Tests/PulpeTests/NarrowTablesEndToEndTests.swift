import Foundation
import Testing

/// On a 40-column terminal the tables of `tx list`, `budget show`, `account list` and the other
/// lists (favourites, categories, templates, goals, net worth) fit: columns
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

    /// The other lists at 40 columns: every line but the title of the net worth (a sentence, whole
    /// when piped) is at most 40 columns, names are not cut to 3 characters, and the notes name
    /// what went. Wide, nothing is left out.
    @Test func theOtherListsFitFortyColumnsToo() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script =
            NovemberBudget.script + """
                fav add "Morning coffee" 4.50 --line Groceries --category Café
                tx add Coop 12.50 --category "Household things" --date 2026-11-06 --budget 2026-11
                goal new Holidays --target 3000 --by 2027-06-30
                account add Savings --kind savings --opening 1000 --on 2026-11-01
                account add Visa --kind card --on 2026-11-01

                """
        let setup = try await pulpe.run(["run", pulpe.write("n.pulpe", script)], today: "2026-11-20")
        #expect(setup.status == 0, "\(setup.stderr)")
        let commands = ["fav list", "category list --month 2026-11", "template list", "goal list", "goal show Holidays", "report networth"]
        for command in commands {
            let narrow = try await pulpe.run(["-c", command], today: "2026-11-20", environment: ["COLUMNS": "40"])
            #expect(narrow.status == 0, "\(command): \(narrow.stderr)")
            // The table: its header (the line above the rule) to the blank line or the note under it.
            let lines = narrow.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let rule = try #require(lines.firstIndex { $0.contains("──") }, "\(command): \(narrow.stdout)")
            for line in lines[(rule - 1)...].prefix(while: { !$0.isEmpty && !$0.hasPrefix("Left out") }) {
                #expect(line.count <= 40, "\(command): \(line.count) columns: \(line)\n\(narrow.stdout)")
            }
            let wide = try await pulpe.run(["-c", command], today: "2026-11-20", environment: ["COLUMNS": "200"])
            #expect(!wide.stdout.contains("Left out"), "\(command): \(wide.stdout)")
        }
        let favourites = try await pulpe.run(["-c", "fav list"], today: "2026-11-20", environment: ["COLUMNS": "40"])
        // The kind and the date stay, the name gets the rest (12); the category, the count and the line went.
        #expect(favourites.stdout.contains("@Morning co…  expense    4.50  never\n"), "\(favourites.stdout)")
        #expect(favourites.stdout.contains("Left out to fit the width: line, category and used."), "\(favourites.stdout)")
        let worth = try await pulpe.run(["-c", "report networth"], today: "2026-11-20", environment: ["COLUMNS": "40"])
        #expect(worth.stdout.contains("Left out to fit the width: "), "\(worth.stdout)")
    }
}
