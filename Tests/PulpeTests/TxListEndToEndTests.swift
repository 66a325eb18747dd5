import Foundation
import TestSupport
import Testing

/// `tx list` across periods, every filter and sort, accents and pages, with figures computed by hand:
/// November holds Salary +250 (income), Épicerie 42.50 (Groceries, category Café), Ecole 80 (checked),
/// Exact 9.45 (category Food) and zeta 30 (saving); October holds October 12. November's net is
/// 250 − (42.50 + 80 + 9.45) − 30 = +88.05; with October, 76.05.
@Suite(.serialized) struct TxListEndToEndTests {
    static let setup = """
        budget new 2026-10
        budget new 2026-11
        line add expense Groceries 500
        line add income Salary 5000
        tx add Salary 250 --line Salary --date 2026-11-01 --budget 2026-11
        tx add Épicerie 42.50 --line Groceries --date 2026-11-03 --category Café --budget 2026-11
        tx add Ecole 80 --date 2026-11-05 --budget 2026-11 --checked
        tx add Exact 9.45 --date 2026-11-07 --budget 2026-11 --category Food
        tx add zeta 30 --kind saving --date 2026-11-09 --budget 2026-11
        tx add October 12 --date 2026-10-10 --budget 2026-10
        """

    /// The names `tx list … --json` prints, in order.
    static func names(_ pulpe: PulpeProcess, _ command: String) async throws -> [String] {
        let result = try await pulpe.run(["--json", "-c", command])
        #expect(result.status == 0, "\(command): \(result.stderr)")
        let items = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        return items.compactMap { $0["name"] as? String }
    }

    static func prepared() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let created = try await pulpe.run(["run", pulpe.write("s.pulpe", setup)])
        #expect(created.status == 0, "\(created.stderr)")
        return pulpe
    }

    /// Piped, every match is written as it is read (two passes, never held): the same table as
    /// the one built whole for a page that holds them all, the empty and no-match cases too.
    @Test(arguments: ["tx list --all", "tx list --all --sort name", "tx list --since 2026-11-04", "tx list --all --search nothing"])
    func theStreamedTableIsTheBuiltOne(command: String) async throws {
        let pulpe = try await Self.prepared()
        defer { pulpe.cleanUp() }
        let streamed = try await pulpe.run(["-c", command])
        let built = try await pulpe.run(["-c", command + " --limit 1000"])
        #expect(streamed.status == 0 && built.status == 0)
        #expect(streamed.stdout == built.stdout)
        #expect(!streamed.stdout.isEmpty)
    }

    /// A read that fails while the list is made (a table renamed behind pulpe's back) is the
    /// command's error: status 1 and SQLite's reason, never an empty list with status 0.
    @Test(arguments: ["tx list", "tx list --all", "tx list --limit 5", "tx list --all --json"])
    func aReadFailingWhileTheListIsMadeExitsNonZeroWithItsMessage(command: String) async throws {
        let pulpe = try await Self.prepared()
        defer { pulpe.cleanUp() }
        try RawDatabase.execute(pulpe.databasePath, "ALTER TABLE budget_line RENAME TO former_line")
        let result = try await pulpe.run(["-c", command])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("error: the database failed: no such table: budget_line; run `pulpe doctor` to check the file"),
            "\(result.stderr)")
        #expect(!result.stdout.contains("Salary"))
    }

    @Test func totalsPerKindAndASignedNet() async throws {
        let pulpe = try await Self.prepared()
        defer { pulpe.cleanUp() }
        let month = try await pulpe.run(["-c", "tx list"])
        #expect(month.stdout.contains("5 transactions in 2026-11: income 250.00, spending 131.95, savings 30.00, net +88.05."))
        let all = try await pulpe.run(["-c", "tx list --all"])
        #expect(all.stdout.contains("6 transactions in any budget: income 250.00, spending 143.95, savings 30.00, net +76.05."))
        let expenses = try await pulpe.run(["-c", "tx list --kind expense"])
        #expect(expenses.stdout.contains("3 transactions in 2026-11: spending 131.95, net -131.95."))
    }

    @Test func periods() async throws {
        let pulpe = try await Self.prepared()
        defer { pulpe.cleanUp() }
        #expect(try await Self.names(pulpe, "tx list") == ["Salary", "Épicerie", "Ecole", "Exact", "zeta"])
        #expect(try await Self.names(pulpe, "tx list --month 2026-10") == ["October"])
        #expect(try await Self.names(pulpe, "tx list --budget 2026-10") == ["October"])
        #expect(try await Self.names(pulpe, "tx list --all").count == 6)
        #expect(try await Self.names(pulpe, "tx list --since 2026-11-05") == ["Ecole", "Exact", "zeta"])
        #expect(try await Self.names(pulpe, "tx list --until 2026-11-01") == ["October", "Salary"])
        #expect(try await Self.names(pulpe, "tx list --since 2026-10-10 --until 2026-11-03") == ["October", "Salary", "Épicerie"])
        let empty = try await pulpe.run(["-c", "tx list --since 2027-01-01"])
        #expect(empty.stdout.contains("No transactions since 2027-01-01."))
        let both = try await pulpe.run(["-c", "tx list --all --month 2026-11"])
        #expect(both.status != 0)
        #expect(both.stderr.contains("--budget/--month names one period"))
        let reversed = try await pulpe.run(["-c", "tx list --since 2026-11-05 --until 2026-11-01"])
        #expect(reversed.stderr.contains("--since 2026-11-05 is after --until 2026-11-01"))
    }

    @Test func theOpenBudgetIsTheDefault() async throws {
        let pulpe = try await Self.prepared()
        defer { pulpe.cleanUp() }
        let script = try pulpe.write("open.pulpe", "open budget 2026-10\ntx list --json\n")
        let result = try await pulpe.run(["run", script])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""name":"October""#))
        #expect(!result.stdout.contains(#""name":"Salary""#))
    }

    @Test func filters() async throws {
        let pulpe = try await Self.prepared()
        defer { pulpe.cleanUp() }
        #expect(try await Self.names(pulpe, "tx list --kind saving") == ["zeta"])
        #expect(try await Self.names(pulpe, "tx list --line Groceries") == ["Épicerie"])
        #expect(try await Self.names(pulpe, "tx list --all --line groceries") == ["Épicerie"])
        #expect(try await Self.names(pulpe, "tx list --category cafe") == ["Épicerie"])
        #expect(try await Self.names(pulpe, "tx list --category FOOD") == ["Exact"])
        #expect(try await Self.names(pulpe, "tx list --min 30 --max 80") == ["Épicerie", "Ecole", "zeta"])
        #expect(try await Self.names(pulpe, "tx list --min 42.50") == ["Salary", "Épicerie", "Ecole"])
        #expect(try await Self.names(pulpe, "tx list --max 9.45 --all") == ["Exact"])
        #expect(try await Self.names(pulpe, "tx list --checked") == ["Ecole"])
        #expect(try await Self.names(pulpe, "tx list --unchecked --kind expense") == ["Épicerie", "Exact"])
        let contradiction = try await pulpe.run(["-c", "tx list --checked --unchecked"])
        #expect(contradiction.stderr.contains("--checked and --unchecked exclude each other"))
        let bounds = try await pulpe.run(["-c", "tx list --min 50 --max 10"])
        #expect(bounds.stderr.contains("--min 50.00 is above --max 10.00"))
    }

    @Test func searchIgnoresCaseAndAccentsOnNameAndCategory() async throws {
        let pulpe = try await Self.prepared()
        defer { pulpe.cleanUp() }
        #expect(try await Self.names(pulpe, "tx list --search epi") == ["Épicerie"])
        #expect(try await Self.names(pulpe, "tx list --search ÉPI") == ["Épicerie"])
        #expect(try await Self.names(pulpe, "tx list --search épi") == ["Épicerie"])
        #expect(try await Self.names(pulpe, "tx list --search ecole") == ["Ecole"])
        #expect(try await Self.names(pulpe, "tx list --search café") == ["Épicerie"])
        #expect(try await Self.names(pulpe, "tx list --search E --sort name") == ["Ecole", "Épicerie", "Exact", "zeta"])
        #expect(try await Self.names(pulpe, "tx list --search oct --all") == ["October"])
        let nothing = try await pulpe.run(["-c", "tx list --search xyz"])
        #expect(nothing.status == 0)
        #expect(nothing.stdout.contains("Nothing matched --search xyz (5 transactions in 2026-11)."))
        #expect(!nothing.stdout.contains("No transactions"))
        let emptyMonth = try await pulpe.run(["-c", "budget new 2026-12", "-c", "tx list --budget 2026-12 --search epi"])
        #expect(emptyMonth.stdout.contains("No transactions in 2026-12."))
    }

    @Test func sorts() async throws {
        let pulpe = try await Self.prepared()
        defer { pulpe.cleanUp() }
        #expect(try await Self.names(pulpe, "tx list --sort name") == ["Ecole", "Épicerie", "Exact", "Salary", "zeta"])
        #expect(try await Self.names(pulpe, "tx list --sort name --desc") == ["zeta", "Salary", "Exact", "Épicerie", "Ecole"])
        #expect(try await Self.names(pulpe, "tx list --sort amount") == ["Exact", "zeta", "Épicerie", "Ecole", "Salary"])
        #expect(
            try await Self.names(pulpe, "tx list --sort amount --desc --all") == [
                "Salary", "Ecole", "Épicerie", "zeta", "October", "Exact",
            ])
        #expect(try await Self.names(pulpe, "tx list --sort date --desc") == ["zeta", "Exact", "Ecole", "Épicerie", "Salary"])
        // Café before Food; without a category last, by date.
        #expect(try await Self.names(pulpe, "tx list --sort category") == ["Épicerie", "Exact", "Salary", "Ecole", "zeta"])
        let bad = try await pulpe.run(["-c", "tx list --sort colour"])
        #expect(bad.stderr.contains("'colour' is not a sort order: use date, amount, name or category"))
    }

    @Test func pages() async throws {
        let pulpe = try await Self.prepared()
        defer { pulpe.cleanUp() }
        #expect(try await Self.names(pulpe, "tx list --all --limit 2") == ["October", "Salary"])
        #expect(try await Self.names(pulpe, "tx list --all --limit 2 --page 2") == ["Épicerie", "Ecole"])
        #expect(try await Self.names(pulpe, "tx list --all --limit 4 --page 2") == ["Exact", "zeta"])
        let text = try await pulpe.run(["-c", "tx list --all --limit 2 --page 2"])
        #expect(text.stdout.contains("6 transactions in any budget: income 250.00, spending 143.95, savings 30.00, net +76.05."))
        #expect(text.stdout.contains("Showing 3–4, page 2 of 3 (--page 3 for more)."))
        let past = try await pulpe.run(["-c", "tx list --all --limit 2 --page 9"])
        #expect(past.stdout.contains("Page 9 is past the end: 6 transactions in any budget make 3 pages."))
        // A page's totals read from the stored per-budget totals: the same figures as the rows'.
        let category = try await pulpe.run(["-c", "tx list --all --category CAFE --limit 1"])
        #expect(category.stdout.contains("1 transaction in any budget: spending 42.50, net -42.50."), "\(category.stdout)")
        let line = try await pulpe.run(["-c", "tx list --line Groceries --limit 1"])
        #expect(line.stdout.contains("1 transaction in 2026-11: spending 42.50, net -42.50."), "\(line.stdout)")
        let kind = try await pulpe.run(["-c", "tx list --kind expense --limit 1 --page 2"])
        #expect(kind.stdout.contains("3 transactions in 2026-11: spending 131.95, net -131.95. Showing 2–2, page 2 of 3"), "\(kind.stdout)")
        let free = try await pulpe.run(["-c", "tx list --all --kind expense --limit 10"])
        #expect(free.stdout.contains("4 transactions in any budget: spending 143.95, net -143.95."), "\(free.stdout)")
        let zero = try await pulpe.run(["-c", "tx list --limit 0"])
        #expect(zero.stderr.contains("--limit '0' is not a whole number from 1 to 1000000"))
    }

    @Test func categoryColumnOnlyWhenOneIsSet() async throws {
        let pulpe = try await Self.prepared()
        defer { pulpe.cleanUp() }
        let with = try await pulpe.run(["-c", "tx list"])
        #expect(with.stdout.contains("Category"))
        let without = try await pulpe.run(["-c", "tx list --budget 2026-10"])
        #expect(!without.stdout.contains("Category"))
    }

    @Test func csvRowsAreStreamed() async throws {
        let pulpe = try await Self.prepared()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(["-c", ".mode csv", "-c", "tx list --all --search e --sort amount --limit 3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "id,name,kind,amount,date,line,checked,category\r\n4,Exact,expense,9.45,2026-11-07,,false,Food\r\n"
                + "6,October,expense,12.00,2026-10-10,,false,\r\n5,zeta,saving,30.00,2026-11-09,,false,\r\n")
    }
}
