import Foundation
import Testing

/// A checked outflow line counts at least its amount in the realized figures (Docs/Domain.md §5.3):
/// `budget show` shows it consumed in full, not as unused.
@Suite(.serialized) struct CheckedLineEndToEndTests {
    @Test func aCheckedLineWithoutTransactionsShowsConsumedInFull() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["run", pulpe.write("n.pulpe", NovemberBudget.script)])
        #expect(setup.status == 0, "\(setup.stderr)")
        let show = try await pulpe.run(["-c", "budget show 2026-11"])
        #expect(show.stdout.contains("#2  ✓  Rent       expense  1'800.00  1'800.00  ██████████ 100 %"), "\(show.stdout)")
        #expect(show.stdout.contains("#3     Groceries  expense     82.40    600.00  █░░░░░░░░░  14 %"))
        #expect(show.stdout.contains("Expenses            2'930.00   1'882.40"))
        // Unchecked again, nothing is allocated to it: 0 %.
        _ = try await pulpe.run(["-c", "line uncheck Rent --budget 2026-11"])
        let unchecked = try await pulpe.run(["-c", "budget show 2026-11"])
        #expect(unchecked.stdout.contains("#2     Rent       expense      0.00  1'800.00  ░░░░░░░░░░   0 %"), "\(unchecked.stdout)")
    }

    /// Checking what is already checked, or unchecking what is not, changes nothing and says so
    /// (status 0: the state asked for holds), leaving nothing for `undo`.
    @Test func checkingTwiceSaysNothingChanged() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["run", pulpe.write("n.pulpe", NovemberBudget.script)])
        #expect(setup.status == 0, "\(setup.stderr)")
        #expect(try await pulpe.run(["-c", "tx add Tea 3 --date 2026-11-20 --budget 2026-11"]).status == 0)
        let cases = [
            ("line check Rent --budget 2026-11", "Expense line 'Rent' #2 was already checked: nothing changed.\n"),
            ("line uncheck Groceries --budget 2026-11", "Expense line 'Groceries' #3 was not checked: nothing changed.\n"),
            ("tx check #1 --budget 2026-11", "Expense 'Migros' #1 was already checked: nothing changed.\n"),
            ("tx uncheck #2 --budget 2026-11", "Expense 'Cinema' #2 was not checked: nothing changed.\n"),
        ]
        for (command, said) in cases {
            let again = try await pulpe.run(["-c", command])
            #expect(again.status == 0, "\(command): \(again.stderr)")
            #expect(again.stdout == said, "\(command)")
        }
        // Nothing was journalled: undo takes back the last change before them.
        let undo = try await pulpe.run(["-c", "undo"])
        #expect(undo.stdout.hasPrefix("Undid `tx add Tea 3"), "\(undo.stdout)")
        // A split checked whole is named as the split.
        let split = try await pulpe.run([
            "-c", "tx split #1 Groceries=50 none=32.40 --budget 2026-11", "-c", "tx check Migros --budget 2026-11",
        ])
        #expect(split.status == 0, "\(split.stderr)")
        #expect(split.stdout.hasSuffix("The split 'Migros' #1 was already checked: nothing changed.\n"), "\(split.stdout)")
        let changed = try await pulpe.run(["-c", "tx uncheck Migros --budget 2026-11"])
        #expect(changed.stdout.hasPrefix("Unchecked 'Migros' #1: 82.40 on 2026-11-03, the whole split"), "\(changed.stdout)")
    }

    /// Realized income counts a checked income line's amount and its transactions on top: the
    /// salary checked reads 6'500.00 (100 %); with a 200 bonus allocated, 6'700.00 (103 %), which
    /// is also the realized income (no other income is checked).
    @Test func aCheckedIncomeLineShowsWhatRealizedIncomeCounts() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["run", pulpe.write("n.pulpe", NovemberBudget.script)])
        #expect(setup.status == 0, "\(setup.stderr)")
        let checked = try await pulpe.run(["-c", "line check Salary --budget 2026-11", "-c", "budget show 2026-11"])
        #expect(checked.stdout.contains("#1  ✓  Salary     income   6'500.00  6'500.00  ██████████ 100 %"), "\(checked.stdout)")
        #expect(checked.stdout.contains("Income              6'500.00  6'500.00"))
        let bonus = try await pulpe.run([
            "-c", "tx add Bonus 200 --kind income --line Salary --date 2026-11-20 --budget 2026-11 --checked", "-c", "budget show 2026-11",
        ])
        #expect(bonus.status == 0, "\(bonus.stderr)")
        #expect(bonus.stdout.contains("#1  ✓  Salary     income   6'700.00  6'500.00  █████████+ 103 %"), "\(bonus.stdout)")
        #expect(bonus.stdout.contains("Income              6'500.00  6'700.00"))
    }

    /// Checking an income line that has a transaction on it counts the money twice
    /// once both are checked (the rule stays); the command says so on stderr and gives the way out.
    @Test func checkingAnIncomeLineWithTransactionsSaysItCountsTwiceAndHowToAvoidIt() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["run", pulpe.write("n.pulpe", NovemberBudget.script)])
        #expect(setup.status == 0, "\(setup.stderr)")
        let paid = try await pulpe.run(["-c", "tx add Salary 6500 --line Salary --budget 2026-11 --date 2026-11-25"])
        #expect(paid.stdout.hasPrefix("Added income 'Salary' #3"), "\(paid.stdout)")
        let checked = try await pulpe.run(["-c", "line check Salary --budget 2026-11"])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stdout == "Checked income line 'Salary' #1: 6'500.00.\n")
        #expect(
            checked.stderr
                == "warning: income line 'Salary' now counts its planned 6'500.00 as received in addition to its transactions "
                + "(#3 6'500.00 unchecked): income has no envelope (Docs/Domain.md §5.3), so checking them too counts the money "
                + "twice. If they are this income arriving, check them instead of the line: `line uncheck Salary --budget 2026-11`, "
                + "then `tx check #3`\n")
        // The way out, as given: the salary is received once.
        let wayOut = try await pulpe.run([
            "--json", "-c", "line uncheck Salary --budget 2026-11", "-c", "tx check #3", "-c", "budget show 2026-11",
        ])
        #expect(wayOut.lines.last?.contains(#""realizedIncome":6500.00,"#) == true, "\(wayOut.stdout)")
        // Line and transaction both checked: the rule counts both, and the warning says it has happened.
        let twice = try await pulpe.run(["--json", "-c", "line check Salary --budget 2026-11", "-c", "budget show 2026-11"])
        #expect(twice.lines.last?.contains(#""realizedIncome":13000.00,"#) == true, "\(twice.stdout)")
        #expect(
            twice.stderr.hasSuffix(
                "(#3 6'500.00 checked): income has no envelope (Docs/Domain.md §5.3), so the money now counts twice. If they are "
                    + "this income arriving, check them instead of the line: `line uncheck Salary --budget 2026-11`\n"), "\(twice.stderr)")
        // An expense line's transactions are covered by its envelope: nothing to say.
        let groceries = try await pulpe.run(["-c", "line check Groceries --budget 2026-11"])
        #expect(groceries.status == 0)
        #expect(groceries.stderr.isEmpty, "\(groceries.stderr)")
    }

    /// The dashboard lists an income line as to check until its checked transactions reach its
    /// amount: the salary of 6'500.00 received and checked as #1 leaves nothing to check (checking
    /// the line too would count it twice); 6'000.00 checked still lists it.
    @Test func anIncomeLineItsCheckedTransactionsCoverIsNotToCheck() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setUp = try await pulpe.run(
            ["budget new 2026-11", "line add income Salary 6500", "tx add Salary 6000 --line Salary"].flatMap { ["-c", $0] })
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let unchecked = try await pulpe.run(["-c", "dashboard"])
        #expect(
            unchecked.stdout.contains("To check (2):\n    · Salary 6'500.00\n    · Salary 6'000.00 (2026-11-13)"), "\(unchecked.stdout)")
        let short = try await pulpe.run(["-c", "tx check #1", "-c", "dashboard"])
        #expect(short.stdout.contains("To check (1):\n    · Salary 6'500.00\n"), "\(short.stdout)")
        let received = try await pulpe.run(["-c", "tx set #1 6500", "-c", "dashboard"])
        #expect(received.stdout.contains("Everything is checked."), "\(received.stdout)")
        #expect(!received.stdout.contains("To check"), "\(received.stdout)")
    }
}
