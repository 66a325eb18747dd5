import GRDB
import Importing
import Ledger
import Model
import Shared
import TestSupport
import Testing

/// The import's write: one transaction, placed by pay-day period, rules, import keys.
/// Pay day 25, default template "Normal" with Groceries 600 (expense) and Salary 6500 (income).
@Suite struct ImportServiceTests {
    let services: TestServices
    let imports: ImportService
    let setup: ImportSetupService

    init() async throws {
        services = try TestServices()
        imports = ImportService(database: services.database)
        setup = ImportSetupService(database: services.database)
        _ = try await services.settings.setPayDay(25)
        let template = try await services.templates.create(name: "Normal", isDefault: true)
        _ = try await services.templates.addLine(templateID: template.id, kind: .expense, name: "Groceries", amount: Money(units: 600))
        _ = try await services.templates.addLine(templateID: template.id, kind: .income, name: "Salary", amount: Money(units: 6500))
    }

    private func row(_ line: Int, _ day: String, _ cents: Int64, _ payee: String, reference: String? = nil) -> ImportInput {
        .row(ImportRow(line: line, date: date(day), amount: Money(cents: cents), payee: payee, reference: reference))
    }

    private func run(_ inputs: [ImportInput], _ request: ImportRequest = ImportRequest(source: "bank")) async throws -> ImportOutcome {
        var iterator = inputs.makeIterator()
        return try imports.importRows(request) { iterator.next() }
    }

    /// (month, count of tx, sum of cents) per budget, and the lines' consumption.
    private func snapshot() throws -> [String] {
        try services.database.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT b.month || ' ' || b.month_delta_cents || ' ' || b.free_income_cents || ' ' || b.free_expense_cents || ' ' ||
                        (SELECT count(*) FROM tx WHERE budget_id = b.id) || ' ' ||
                        IFNULL((SELECT group_concat(name || '=' || consumed_cents) FROM budget_line WHERE budget_id = b.id), '')
                    FROM budget b ORDER BY month
                    """)
        }
    }

    @Test func rowsGoToTheirPayDayPeriodAndMissingBudgetsAreCreated() async throws {
        _ = try await setup.addRule(pattern: "migros*", isRegex: false, line: "Groceries", category: "Food", rename: nil, kind: nil)
        // 2026-11-24 is in budget 2026-11 (10-25 … 11-24); 2026-11-25 opens 2026-12.
        let outcome = try await run([
            row(2, "2026-11-24", -8240, "MIGROS Zürich"), row(3, "2026-11-25", 650_000, "ACME payroll"),
            row(4, "2026-11-25", -2000, "Kiosk"),
        ])
        #expect(outcome.added == 3)
        #expect(outcome.createdBudgets == [month("2026-11"), month("2026-12")])
        // 2026-11: Groceries consumed 82.40 (max(600, 82.40) = 600 planned) → delta 6500 - 600 = 5900.
        // 2026-12: free income 6500 and free expense 20 → delta 6500 - 600 + 6500 - 20 = 12380.
        #expect(try snapshot() == ["2026-11 590000 0 0 1 Groceries=8240,Salary=0", "2026-12 1238000 650000 2000 2 Groceries=0,Salary=0"])
    }

    @Test func reimportAddsNothingAndOccurrencesKeepTwinRowsApart() async throws {
        let rows = [row(2, "2026-11-03", -500, "Coffee"), row(3, "2026-11-03", -500, "Coffee"), row(4, "2026-11-04", -500, "Coffee")]
        #expect(try await run(rows).added == 3)
        let again = try await run(rows)
        #expect((again.added, again.alreadyThere) == (0, 3))
        // An overlapping statement: the two known rows plus a new third coffee that day.
        let overlap = try await run(rows + [row(5, "2026-11-03", -500, "Coffee")])
        #expect((overlap.added, overlap.alreadyThere) == (1, 3))
        #expect(try services.count("tx") == 4)
    }

    @Test func aBankReferenceIsTheKey() async throws {
        #expect(try await run([row(2, "2026-11-03", -500, "Coffee", reference: "R1")]).added == 1)
        // Same reference, another payee text (the bank reworded it): already there.
        let again = try await run([row(2, "2026-11-03", -500, "COFFEE SHOP", reference: "R1")])
        #expect(again.alreadyThere == 1)
    }

    /// A file imported without `--account` and then naming the default account (by name, in
    /// another case, or by `#1`) finds its rows again; so does another account named by `#ID`, then
    /// by name.
    @Test func anAccountNamedAnotherWayFindsItsRowsAgain() async throws {
        let rows = [row(2, "2026-11-03", -500, "Coffee"), row(3, "2026-11-04", -700, "Bakery", reference: "B1")]
        #expect(try await run(rows, ImportRequest(source: "")).added == 2)
        for name in ["Main", "MAIN", "#1"] {
            let again = try await run(rows, ImportRequest(source: NameKey.make(name), account: name))
            #expect((again.added, again.alreadyThere) == (0, 2), "--account \(name)")
        }
        let accounts = AccountService(database: services.database)
        let savings = try await accounts.add(name: "Savings", .init(), today: date("2026-11-01")).account
        #expect(try await run(rows, ImportRequest(source: "#\(savings.id)", account: "#\(savings.id)")).added == 2)
        let byName = try await run(rows, ImportRequest(source: "savings", account: "Savings"))
        #expect((byName.added, byName.alreadyThere) == (0, 2))
        // The default account's rows are not found under Savings: the two accounts hold 2 each.
        #expect(try services.count("tx") == 4)
    }

    /// An alias finds only the account's own rows: after `account default Savings`, the rows Main
    /// took without `--account` (keyed "") are not Savings' rows, so Savings gets its own copy.
    @Test func anAliasFindsOnlyTheAccountsOwnRows() async throws {
        let rows = [row(2, "2026-11-03", -500, "Fee"), row(3, "2026-11-04", -700, "Bakery", reference: "B1")]
        #expect(try await run(rows, ImportRequest(source: "")).added == 2)
        let accounts = AccountService(database: services.database)
        _ = try await accounts.add(name: "Savings", .init(), today: date("2026-11-01"))
        _ = try await accounts.setDefault("Savings", today: date("2026-11-01"))
        #expect(try await run([row(2, "2026-11-10", -100, "Other")], ImportRequest(source: "savings", account: "Savings")).added == 1)
        // Savings holds a row, so "" (the default's) is looked up too: Main's rows keyed "" are not Savings'.
        let into = try await run(rows, ImportRequest(source: "savings", account: "Savings"))
        #expect((into.added, into.alreadyThere) == (2, 0))
        #expect(try services.count("tx") == 5)
    }

    @Test func aBadRowStopsEverythingUnlessKeepGoing() async throws {
        let bad = ImportInput.bad(ImportProblem(line: 3, column: "Amount", value: "x", problem: "is not an amount"))
        let inputs = [row(2, "2026-11-03", -500, "Coffee"), bad, row(4, "2026-11-04", -700, "Tea")]
        await #expect(throws: ImportProblem(line: 3, column: "Amount", value: "x", problem: "is not an amount")) { try await run(inputs) }
        #expect(try services.count("tx") == 0)
        #expect(try services.count("budget") == 0)
        let kept = try await run(inputs, ImportRequest(source: "bank", keepGoing: true))
        #expect(kept.added == 2)
        #expect(kept.bad.map(\.line) == [3])
        #expect(kept.bad.map(\.message) == ["column 'Amount': 'x' is not an amount"])
    }

    @Test func noCreateNamesTheMissingMonthsAndWritesNothing() async throws {
        _ = try await services.budgets.create(month: month("2026-11"))
        let inputs = [row(2, "2026-11-03", -500, "A"), row(3, "2027-01-03", -500, "B"), row(4, "2026-12-01", -500, "C")]
        await #expect(throws: ImportError.missingBudgets([month("2026-12"), month("2027-01")])) {
            try await run(inputs, ImportRequest(source: "bank", createBudgets: false))
        }
        #expect(try services.count("tx") == 0)
    }

    @Test func dryRunListsEveryFateAndChangesNothing() async throws {
        #expect(try await run([row(2, "2026-11-03", -500, "Coffee")]).added == 1)
        let before = try snapshot()
        let outcome = try await run(
            [row(2, "2026-11-03", -500, "Coffee"), row(3, "2026-12-03", -900, "Tea"), row(4, "2026-11-05", 0, "Zero")],
            ImportRequest(source: "bank", dryRun: true))
        #expect(outcome.rows.map(\.fate) == [.alreadyThere, .added(month: month("2026-12"), line: nil), .skipped("the amount is zero")])
        #expect(outcome.createdBudgets == [month("2026-12")])
        #expect(try snapshot() == before)
    }

    @Test func aRuleNamingALineTheMonthLacksLeavesTheRowFree() async throws {
        _ = try await setup.addRule(pattern: "shell*", isRegex: false, line: "Fuel", category: nil, rename: "Petrol", kind: nil)
        let outcome = try await run([row(2, "2026-11-03", -6000, "SHELL 42")])
        #expect(outcome.notes.map(\.note) == ["rule 'shell*' names line 'Fuel', which 2026-11 does not have: left free"])
        let names = try services.database.read {
            try String.fetchAll($0, sql: "SELECT name || ' ' || IFNULL(budget_line_id, 'free') FROM tx")
        }
        #expect(names == ["Petrol free"])
    }

    @Test func rulesRemoveAndNumberInOrder() async throws {
        _ = try await setup.addRule(pattern: "a*", isRegex: false, line: "A", category: nil, rename: nil, kind: nil)
        _ = try await setup.addRule(pattern: "b*", isRegex: false, line: "B", category: nil, rename: nil, kind: nil)
        _ = try await setup.addRule(pattern: "c*", isRegex: false, line: "C", category: nil, rename: nil, kind: nil)
        #expect(try await setup.removeRule(number: 2).pattern == "b*")
        #expect(try await setup.rules().map(\.pattern) == ["a*", "c*"])
        await #expect(throws: ImportError.noRule(3, count: 2)) { try await setup.removeRule(number: 3) }
        await #expect(throws: InvalidRulePattern(pattern: "[")) {
            try await setup.addRule(pattern: "[", isRegex: true, line: "X", category: nil, rename: nil, kind: nil)
        }
    }
}
