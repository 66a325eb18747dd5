import Foundation
import Testing

/// The dot-commands people try first: `.help`, `.quit`, `.exit`, `clear`, `.mode` and `.bail`
/// alone, and `.mode csv` printing lists as RFC 4180 CSV.
@Suite(.serialized) struct DotCommandsEndToEndTests {
    @Test func helpQuitExitAndTheSettingsAlone() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            .mode
            .bail
            .bail off
            .bail
            .mode json
            .mode
            .mode table
            .help quit
            clear
            .quit
            budget new 2026-11
            """
        let result = try await pulpe.run(["run", pulpe.write("s.pulpe", script)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasPrefix("table\non\noff\njson\nquit\n  leave pulpe (also `exit`, `.quit`, `.exit`, Ctrl-D)\n"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("\u{1B}"), "clear prints nothing in a script")
        #expect(!result.stdout.contains("Created budget"), ".quit stops the script")
        let exit = try await pulpe.run(["run", pulpe.write("e.pulpe", ".exit\nbudget new 2026-11\n")])
        #expect(exit.status == 0)
        #expect(exit.stdout.isEmpty)
        let bad = try await pulpe.run(["-c", ".mode xml"])
        #expect(bad.stderr.contains("'xml' is not an output mode: use table, json or csv"))
        #expect(bad.status == 64, "a session command's bad word is a usage error")
    }

    @Test func csvModePrintsListsAsRFC4180() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script =
            NovemberBudget.script + """
                tx set Cinema --name "Cinema, \\"Rex\\""
                goal new Car --target 1200 --by 2027-03-31
                .mode csv
                budget list
                budget show 2026-11
                tx list --budget 2026-11
                template list
                goal list
                """
        let result = try await pulpe.run(["run", pulpe.write("s.pulpe", script)])
        #expect(result.status == 0, "\(result.stderr)")
        let budgetList =
            "month,totalIncome,totalExpenses,totalSavings,net,rollover,endingBalance\r\n"
            + "2026-11,6500.00,2930.00,500.00,3570.00,0.00,3570.00\r\n"
        let transactions =
            "id,name,kind,amount,date,line,checked,category\r\n"
            + "1,Migros,expense,82.40,2026-11-03,3,true,\r\n"
            + "2,\"Cinema, \"\"Rex\"\"\",expense,30.00,2026-11-12,,false,\r\n"
        let lines =
            "id,name,kind,amount,consumed,checked,recurrence,manuallyAdjusted,goal\r\n"
            + "1,Salary,income,6500.00,0.00,false,fixed,false,\r\n"
            + "2,Rent,expense,1800.00,0.00,true,fixed,false,\r\n"
            + "3,Groceries,expense,600.00,82.40,false,fixed,false,\r\n"
            + "4,Rainy day,saving,500.00,0.00,false,fixed,false,\r\n"
        #expect(
            result.stdout.contains(
                budgetList + lines + "\r\n" + transactions + transactions
                    + "id,name,description,default,income,expenses,savings,balance\r\n"
                    + "1,Normal month,,true,6500.00,2900.00,500.00,3600.00\r\n"
                    + "id,name,status,target,deadline,"), "\(result.stdout)")
        #expect(
            result.stdout.hasSuffix(
                "\r\n1,Car,active,1200.00,2027-03-31,,0.00,2026-11-13,0.00,0,1,5,false,240.00,0.00,behind,0.00,,0.00,0.00,0.00,0.00,0.00,0.00,false,,0.00,,0\r\n"
            ))
    }

    @Test(.enabled(if: ScriptTerminal.isAvailable, "script(1) is not installed"))
    func clearClearsTheShellScreen() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let command = [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13"].joined(separator: " ")
        let shell = try ScriptTerminal.run(command, term: "dumb", input: "clear\nquit\n")
        #expect(shell.contains("\u{1B}[H\u{1B}[2J"), "\(shell)")
    }
}
