import Foundation
import Testing

/// Favourites: `fav add`, `fav list`, `fav remove`, and `tx add @NAME` in a script, the line found
/// by name in the budget of each date. Coffee 4.50 twice in November and once at 5.00 in December:
/// Eating out consumed 9.00 in November and 5.00 in December.
@Suite(.serialized) struct FavouritesEndToEndTests {
    static let setup = """
        budget new 2026-11
        budget new 2026-12
        line add expense "Eating out" 100 --budget 2026-11
        line add expense "Eating out" 120 --budget 2026-12
        fav add Coffee 4.50 --line "Eating out" --category Café
        fav add Salary 5000 --kind income
        tx add @Coffee
        tx add @coffee --date 2026-11-20
        tx add @Coffee 5 --date 2026-12-03
        tx add @Salary --date 2026-11-25
        """

    @Test func txAddFromAFavouriteInAScript() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let created = try await pulpe.run(["run", pulpe.write("s.pulpe", Self.setup)])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.contains("Added expense 'Coffee' #1 from @Coffee: 4.50 on 2026-11-13 on line 'Eating out'."))
        #expect(created.stdout.contains("Added expense 'Coffee' #3 from @Coffee: 5.00 on 2026-12-03 on line 'Eating out'."))
        #expect(created.stdout.contains("Added income 'Salary' #4 from @Salary: 5'000.00 on 2026-11-25, free."))
        let november = try await pulpe.run(["--json", "-c", "budget show 2026-11"])
        #expect(november.stdout.contains(#""name":"Eating out","kind":"expense","amount":100.00,"consumed":9.00"#), "\(november.stdout)")
        let december = try await pulpe.run(["--json", "-c", "budget show 2026-12"])
        #expect(december.stdout.contains(#""name":"Eating out","kind":"expense","amount":120.00,"consumed":5.00"#))
        #expect(try await TxListEndToEndTests.names(pulpe, "tx list --all --category cafe") == ["Coffee", "Coffee", "Coffee"])
        let shown = try await pulpe.run(["-c", "tx show #3"])
        #expect(shown.stdout.contains("Favourite  @Coffee"), "\(shown.stdout)")
        #expect(shown.stdout.contains("Budget     2026-12 (2026-12-01 to 2026-12-31)"))

        let used = try await pulpe.run(["--json", "-c", "fav list --sort used"])
        #expect(
            used.stdout.hasPrefix(
                #"[{"id":1,"name":"Coffee","amount":4.50,"kind":"expense","line":"Eating out","category":"Café","used":3,"lastUsed":"2026-12-03"},{"id":2,"name":"Salary","amount":5000.00,"kind":"income","line":null,"category":null,"used":1,"lastUsed":"2026-11-25"}]"#
            ), "\(used.stdout)")
        let byAmount = try await pulpe.run(["--json", "-c", "fav list --sort amount"])
        #expect(byAmount.stdout.hasPrefix(#"[{"id":2,"name":"Salary""#))
        let search = try await pulpe.run(["-c", "fav list --search COF"])
        #expect(search.stdout.contains("@Coffee"))
        #expect(!search.stdout.contains("@Salary"))
    }

    /// `fav add` confirms what it added; `fav list --desc` lists names from Z to A.
    @Test func addConfirmsAndListDescends() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let added = try await pulpe.run(["-c", "fav add Coffee 4.50 --category Café", "-c", "fav add Bread 3", "-c", "fav add apple 2"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(
            added.stdout == """
                Added favourite 'Coffee': expense 4.50. Use it with `tx add @Coffee`.
                Added favourite 'Bread': expense 3.00. Use it with `tx add @Bread`.
                Added favourite 'apple': expense 2.00. Use it with `tx add @apple`.

                """)
        func names(_ command: String) async throws -> [String] {
            let listed = try await pulpe.run(["--json", "-c", command])
            let rows = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
            return rows.compactMap { $0["name"] as? String }
        }
        #expect(try await names("fav list") == ["apple", "Bread", "Coffee"])
        #expect(try await names("fav list --desc") == ["Coffee", "Bread", "apple"])
        #expect(try await names("fav list --sort amount --desc") == ["Coffee", "Bread", "apple"])
        let text = try await pulpe.run(["-c", "fav list --desc --search e"])
        #expect(text.stdout.range(of: "@Coffee")!.lowerBound < text.stdout.range(of: "@apple")!.lowerBound, "\(text.stdout)")
        // A name of two words: the hint quotes it after the @, and works as typed.
        let two = try await pulpe.run([
            "-c", "fav add \"Morning coffee\" 3.80", "-c", "budget new 2026-11", "-c", "tx add @\"Morning coffee\"",
        ])
        #expect(two.stdout.contains("Use it with `tx add @\"Morning coffee\"`."), "\(two.stdout)")
        #expect(two.stdout.contains("Added expense 'Morning coffee' #1 from @Morning coffee: 3.80"), "\(two.stdout) \(two.stderr)")
    }

    @Test func addFromATransactionRemoveAndErrors() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let created = try await pulpe.run(["run", pulpe.write("s.pulpe", Self.setup)])
        #expect(created.status == 0, "\(created.stderr)")
        let copy = try await pulpe.run(["-c", "tx set #4 --name Bonus", "-c", "fav add #4"])
        #expect(copy.stdout.contains("Added favourite 'Bonus': income 5'000.00."), "\(copy.stderr)")
        let twice = try await pulpe.run(["-c", "fav add coffee 3"])
        #expect(twice.status != 0)
        #expect(twice.stderr.contains("a favourite named 'coffee' exists already"))
        let unknown = try await pulpe.run(["-c", "tx add @Tea"])
        #expect(unknown.stderr.contains("no favourite named 'Tea'"))
        let noLine = try await pulpe.run(["-c", "budget new 2027-01", "-c", "tx add @Coffee --date 2027-01-05"])
        #expect(noLine.status != 0)
        #expect(noLine.stderr.contains("Eating out"), "\(noLine.stderr)")
        let options = try await pulpe.run(["-c", "tx add @Coffee --line Other"])
        #expect(options.stderr.contains("takes the favourite's line, kind and category: drop --line"))
        // An amount of 0 is refused as `tx add Coffee 0` is, not taken as "the favourite's".
        let zero = try await pulpe.run(["-c", "tx add @Coffee 0.00"])
        #expect(zero.status == 65, "\(zero.stdout)")
        let before = try await pulpe.run(["--json", "-c", "fav list"])
        #expect(before.stdout.contains(#""used":3"#))  // the failed adds counted nothing
        let removed = try await pulpe.run(["-c", "fav remove Salary"])
        #expect(removed.stdout.contains("Removed favourite 'Salary'."))
        let kept = try await pulpe.run(["--json", "-c", "tx show #4"])
        #expect(kept.stdout.contains(#""favourite":null"#), "the transaction stays, unlinked: \(kept.stdout)")
        let gone = try await pulpe.run(["-c", "fav remove Salary"])
        #expect(gone.stderr.contains("no favourite named 'Salary'"))
    }
}
