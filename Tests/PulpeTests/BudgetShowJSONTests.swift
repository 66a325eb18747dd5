import Foundation
import Testing

/// `budget show --json` and `budget list --json` against figures computed by hand.
@Suite(.serialized) struct BudgetShowJSONTests {
    /// The `budget show` example (Docs/Commands.md §14.3), rebuilt line by line (pay day 25, today 2026-11-13):
    /// income 6500, outflows 1000+400+500+600+100+200+1400 = 4200, rollover 150 from October.
    static let script = """
        settings set payday 25
        budget new 2026-10
        line add income Bonus 150 --budget 2026-10
        budget new 2026-11
        line add income Salary 6500
        line add expense Rent 1000 --checked
        line add expense Insurance 400 --checked
        line add saving "Rainy day" 500 --checked
        line add expense Groceries 600
        line add expense Phone 100
        line add expense Transport 200
        line add expense Leisure 1400
        tx add Salary 6500 --line Salary --date 2026-10-25 --checked
        tx add "Rent November" 1000 --line Rent --date 2026-10-26 --checked
        tx add "Insurance Q4" 400 --line insurance --date 2026-11-01 --checked
        tx add Transfer 500 --line "rainy DAY" --date 2026-10-25 --checked
        """

    @Test func metricsAndPeriodMatchTheDocumentedExample() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["run", pulpe.write("plan.pulpe", Self.script)])
        #expect(setup.status == 0, "\(setup.stderr)")
        let show = try await pulpe.run(["-c", "budget show 2026-11 --json"])
        #expect(show.status == 0)
        #expect(show.lines.count == 1)
        let document = show.stdout
        #expect(
            document.contains(
                #""month":"2026-11","description":null,"period":{"start":"2026-10-25","end":"2026-11-24","daysLeft":12,"dailyAllowance":204.16}"#
            ))
        #expect(
            document.contains(
                #""metrics":{"totalIncome":6500.00,"totalExpenses":4200.00,"totalSavings":500.00,"rollover":150.00,"available":6650.00,"endingBalance":2450.00,"remaining":2450.00,"realizedIncome":6500.00,"realizedExpenses":1900.00,"realizedBalance":4750.00,"realizedSavings":500.00,"checkedItems":7,"totalItems":12,"usagePercent":63.16,"state":"comfortable"}"#
            ))
        #expect(document.contains(#"{"id":3,"name":"Rent","kind":"expense","amount":1000.00,"consumed":1000.00,"checked":true"#))
        // Transactions by date then id: #1 and #4 on 10-25, #2 on 10-26, #3 on 11-01.
        let ids = try transactionIDs(document)
        #expect(ids == [1, 4, 2, 3])
    }

    @Test func budgetListCarriesTheRolloverChain() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        _ = try await pulpe.run(["run", pulpe.write("plan.pulpe", Self.script)])
        let list = try await pulpe.run(["--json", "-c", "budget list"])
        #expect(
            list.stdout == """
                [{"month":"2026-10","totalIncome":150.00,"totalExpenses":0.00,"totalSavings":0.00,"net":150.00,"rollover":0.00,"endingBalance":150.00},\
                {"month":"2026-11","totalIncome":6500.00,"totalExpenses":4200.00,"totalSavings":500.00,"net":2300.00,"rollover":150.00,"endingBalance":2450.00}]

                """)
        let year = try await pulpe.run(["--json", "-c", "budget list --year 2027"])
        #expect(year.stdout == "[]\n")
    }

    @Test func negativeMonthsCarryDebtForward() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            budget new 2026-01
            line add income Salary 1000 --budget 2026-01
            budget new 2026-02
            line add expense Car 1500 --budget 2026-02
            budget new 2026-04
            line add income Salary 1000 --budget 2026-04
            tx add Repair 250.50 --budget 2026-04 --date 2026-04-02
            """
        #expect(try await pulpe.run(["run", pulpe.write("debt.pulpe", script)]).status == 0)
        let list = try await pulpe.run(["--json", "-c", "budget list"])
        // Jan +1000; Feb −1500 → ending −500; Mar has no budget; Apr 1000 − 250.50 = 749.50 → 249.50.
        #expect(
            list.stdout.contains(
                #"{"month":"2026-02","totalIncome":0.00,"totalExpenses":1500.00,"totalSavings":0.00,"net":-1500.00,"rollover":1000.00,"endingBalance":-500.00}"#
            ))
        #expect(
            list.stdout.contains(
                #"{"month":"2026-04","totalIncome":1000.00,"totalExpenses":250.50,"totalSavings":0.00,"net":749.50,"rollover":-500.00,"endingBalance":249.50}"#
            ))
        let table = try await pulpe.run(["-c", "budget list"])
        #expect(table.stdout.contains("-500.00  !"))
    }

    @Test func emptyBudgetShowsZeroes() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let show = try await pulpe.run(["-c", "budget new 2026-11", "-c", "budget show --json"])
        #expect(show.status == 0)
        #expect(show.lines.count == 2)
        #expect(
            show.lines[1]
                == #"{"month":"2026-11","description":null,"period":{"start":"2026-11-01","end":"2026-11-30","daysLeft":18,"dailyAllowance":0.00},"metrics":{"totalIncome":0.00,"totalExpenses":0.00,"totalSavings":0.00,"rollover":0.00,"available":0.00,"endingBalance":0.00,"remaining":0.00,"realizedIncome":0.00,"realizedExpenses":0.00,"realizedBalance":0.00,"realizedSavings":0.00,"checkedItems":0,"totalItems":0,"usagePercent":0.00,"state":"comfortable"},"lines":[],"transactions":[]}"#
        )
    }

    private func transactionIDs(_ document: String) throws -> [Int] {
        let object = try #require(JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let transactions = try #require(object["transactions"] as? [[String: Any]])
        return transactions.compactMap { $0["id"] as? Int }
    }
}
