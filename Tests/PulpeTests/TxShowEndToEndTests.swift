import Foundation
import Testing

/// `tx show` prints every field of a transaction; `tx set --category` sets and clears categories.
@Suite(.serialized) struct TxShowEndToEndTests {
    static let setup = """
        budget new 2026-11
        goal new Holidays --target 3000
        line add saving Trip 200 --goal Holidays
        line add expense Groceries 500
        tx add Migros 82.40 --line Groceries --date 2026-11-03 --category Food --checked
        tx add Trip 200 --line Trip --date 2026-11-04
        tx add Cinema 30 --date 2026-11-05
        """

    @Test func everyField() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let created = try await pulpe.run(["run", pulpe.write("s.pulpe", Self.setup)])
        #expect(created.status == 0, "\(created.stderr)")
        let shown = try await pulpe.run(["-c", "tx show #1"])
        #expect(shown.status == 0, "\(shown.stderr)")
        for row in [
            "Transaction #1", "Name      Migros", "Amount    82.40", "Kind      expense", "Date      2026-11-03",
            "Budget    2026-11 (2026-11-01 to 2026-11-30)", "Line      Groceries", "Category  Food", "Checked   yes, ",
        ] {
            #expect(shown.stdout.contains(row), "\(row) in \(shown.stdout)")
        }
        #expect(!shown.stdout.contains("Goal"))
        let goal = try await pulpe.run(["-c", "tx show Trip --budget 2026-11"])
        #expect(goal.stdout.contains("Goal      Holidays"), "\(goal.stdout)")
        #expect(goal.stdout.contains("Checked   no"))
        let free = try await pulpe.run(["--json", "-c", "tx show Cinema"])
        #expect(
            free.stdout.hasPrefix(
                #"{"id":3,"name":"Cinema","kind":"expense","amount":30.00,"date":"2026-11-05","line":null,"checked":false,"category":null,"budget":"2026-11","period":{"start":"2026-11-01","end":"2026-11-30"},"lineName":null,"checkedAt":null,"goal":null,"favourite":null,"bankReference":null,"bankText":null,"account":"Main","split":null}"#
            ), "\(free.stdout)")
        let missing = try await pulpe.run(["-c", "tx show #99"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("#99"))
    }

    @Test func categorySetAndCleared() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let created = try await pulpe.run(["run", pulpe.write("s.pulpe", Self.setup)])
        #expect(created.status == 0, "\(created.stderr)")
        let set = try await pulpe.run(["--json", "-c", "tx set Cinema --category Loisirs"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.contains(#""category":"Loisirs""#))
        let found = try await pulpe.run(["--json", "-c", "tx list --category LOISIRS"])
        #expect(found.stdout.contains(#""name":"Cinema""#))
        let cleared = try await pulpe.run(["--json", "-c", "tx set Cinema --category \"\""])
        #expect(cleared.stdout.contains(#""category":null"#), "\(cleared.stdout)")
        let gone = try await pulpe.run(["-c", "tx list --category loisirs"])
        #expect(gone.stdout.contains("Nothing matched --category loisirs (3 transactions in 2026-11)."))
        let nothing = try await pulpe.run(["-c", "tx set Cinema"])
        #expect(
            nothing.stderr.contains(
                "nothing to change: give an AMOUNT, --name, --date, --line, --kind, --category, --account, or --budget with #ID or last"))
    }
}
