import Foundation
import Testing

/// `tx set` moves a transaction to another budget (`--date`, `--budget`) or kind (`--kind`), says
/// what became of its line, and `undo` takes the move back.
@Suite(.serialized) struct TxMoveEndToEndTests {
    /// 2026-11: Groceries 600 (#1), Salary 6500 (#3); 2026-12: Groceries 500 (#2). Migros 82.40 (#1)
    /// and Coop 20 (#2) on 2026-11's Groceries.
    static let setup = """
        budget new 2026-11
        budget new 2026-12
        line add expense Groceries 600 --budget 2026-11
        line add expense Groceries 500 --budget 2026-12
        line add income Salary 6500 --budget 2026-11
        tx add Migros 82.40 --line Groceries --date 2026-11-13 --budget 2026-11
        tx add Coop 20 --line Groceries --date 2026-11-14 --budget 2026-11
        """

    private func prepared() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let created = try await pulpe.run(["run", pulpe.write("s.pulpe", Self.setup)])
        #expect(created.status == 0, "\(created.stderr)")
        return pulpe
    }

    /// The first fields of `tx show --json`: id, name, kind, amount, date, line, checked, category, budget.
    private func shown(_ pulpe: PulpeProcess, _ id: Int) async throws -> String {
        let result = try await pulpe.run(["--json", "-c", "tx show #\(id)"])
        #expect(result.status == 0, "\(result.stderr)")
        return String(result.stdout.prefix { $0 != "}" }.split(separator: ",\"period\"").first ?? "")
    }

    @Test func aDateInTheNextMonthMovesItOntoThatMonthsLineAndUndoTakesItBack() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let moved = try await pulpe.run(["-c", "tx set #1 --date 2026-12-28"])
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(
            moved.stdout == """
                Updated expense 'Migros' #1: 82.40 on 2026-12-28.
                Moved from budget 2026-11 to 2026-12, on line 'Groceries'.

                """)
        #expect(
            try await shown(pulpe, 1)
                == #"{"id":1,"name":"Migros","kind":"expense","amount":82.40,"date":"2026-12-28","line":2,"checked":false,"category":null,"budget":"2026-12""#
        )
        let undone = try await pulpe.run(["-c", "undo"])
        #expect(undone.status == 0, "\(undone.stderr)")
        #expect(
            try await shown(pulpe, 1)
                == #"{"id":1,"name":"Migros","kind":"expense","amount":82.40,"date":"2026-11-13","line":1,"checked":false,"category":null,"budget":"2026-11""#
        )
    }

    @Test func budgetMovesAnIDKeepingItsDayAndAMonthWithoutBudgetIsRefused() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let before = pulpe.databaseFiles()
        let refused = try await pulpe.run(["-c", "tx set #2 --budget 2027-01"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "-c:1: error: no budget for 2027-01: create it with `budget new 2027-01`\n")
        #expect(pulpe.databaseFiles() == before)
        let noDate = try await pulpe.run(["-c", "tx set #2 --date 2027-01-03"])
        #expect(noDate.stderr == "-c:1: error: no budget for 2027-01: create it with `budget new 2027-01`\n")

        // A name is looked up in --budget: moving needs the id, and the error says so.
        let byName = try await pulpe.run(["-c", "tx set Coop --budget 2026-12"])
        #expect(
            byName.stderr
                == "-c:1: error: nothing to change: with a name, --budget is where 'Coop' is looked up, not where it goes; to move "
                + "a transaction to 2026-12, name it by its id (`tx set #ID --budget 2026-12`; `tx list` shows the ids)\n")
        let withDate = try await pulpe.run(["-c", "tx set Coop --date 2026-12-05 --budget 2026-12"])
        #expect(
            withDate.stderr
                == "-c:1: error: no transaction named 'Coop' in budget 2026-12, where --budget looks a name up: to move a "
                + "transaction to 2026-12, name it by its id (`tx set #ID --budget 2026-12`; `tx list` shows the ids)\n")

        let created = try await pulpe.run(["-c", "budget new 2027-01", "-c", "tx set #2 --budget 2027-01"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(
            created.stdout.hasSuffix(
                """
                Updated expense 'Coop' #2: 20.00 on 2027-01-14.
                Moved from budget 2026-11 to 2027-01: 2027-01 has no expense line 'Groceries', so it is free now \
                (`tx set #2 --line LINE` puts it on one).

                """), "\(created.stdout)")
        let january = try await pulpe.run(["--json", "-c", "budget list"])
        // 2027-01 holds the free Coop 20 alone: net −20.00.
        #expect(january.stdout.contains(#"{"month":"2027-01","totalIncome":0.00,"totalExpenses":20.00,"#), "\(january.stdout)")
    }

    @Test func kindLeavesALineOfTheOldKindOrTakesTheLineNamed() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let income = try await pulpe.run(["-c", "tx set #2 --kind income"])
        #expect(income.status == 0, "\(income.stderr)")
        #expect(
            income.stdout == """
                Updated income 'Coop' #2: 20.00 on 2026-11-14.
                Changed its kind from expense to income: line 'Groceries' is not income, so it is free now \
                (`tx set #2 --line LINE` puts it on one).

                """)
        // Income 6500 + the free 20; expenses: Groceries max(600, 82.40).
        let month = try await pulpe.run(["--json", "-c", "budget show 2026-11"])
        #expect(month.stdout.contains(#""totalIncome":6520.00,"totalExpenses":600.00,"#), "\(month.stdout)")

        let back = try await pulpe.run(["-c", "tx set #2 --kind expense --line Groceries"])
        #expect(back.stdout.hasSuffix("Changed its kind from income to expense, on line 'Groceries'.\n"), "\(back.stdout)")
        let wrong = try await pulpe.run(["-c", "tx set #2 --kind saving --line Groceries"])
        #expect(wrong.status == 1)
        #expect(
            wrong.stderr.contains(
                "line 'Groceries' is expense but the transaction is saving: an allocated transaction takes its line's kind"))
    }

    @Test func aWithdrawalStaysAnIncome() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let withdrawn = try await pulpe.run(["-c", "goal new Trip --initial 300", "-c", "goal withdraw Trip 50 --budget 2026-11"])
        #expect(withdrawn.status == 0, "\(withdrawn.stderr)")
        let refused = try await pulpe.run(["-c", "tx set #3 --kind expense"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "-c:1: error: transaction #3 is a withdrawal from a savings goal, which is always an income: "
                + "`tx remove #3` and add the transaction you meant instead\n")
    }
}
