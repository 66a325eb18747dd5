import Foundation
import Testing

/// Inside `open template T` and `open goal G`, the commands of that feature take T or G when it is
/// left out, as commands inside `open budget MONTH` take the month; `help` there says so.
@Suite(.serialized) struct ScopedCommandsEndToEndTests {
    @Test func templateCommandsTakeTheOpenTemplate() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            template new "Normal month"
            template new Lean
            open template "Normal month"
            template line add income Salary 6500
            template line add expense Rent 1800
            template line set Rent 1900
            template line remove Salary
            help template show
            """
        let result = try await pulpe.run(["run", pulpe.write("t.pulpe", script)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Added income line 'Salary' #1 (6'500.00) in template 'Normal month'."))
        #expect(result.stdout.contains("Updated expense line 'Rent' #2 (1'900.00) in template 'Normal month'."))
        #expect(result.stdout.contains("Removed income line 'Salary' #1 (6'500.00) in template 'Normal month'."))
        #expect(result.stdout.contains("Here (template Normal month): template commands take the open template: leave TEMPLATE out"))
        let shown = try await pulpe.run(["run", pulpe.write("s.pulpe", "open template \"Normal month\"\ntemplate show --json\n")])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains(#""lines":[{"id":2,"template":1,"name":"Rent","kind":"expense","amount":1900.00,"#))
        let lean = try await pulpe.run(["--json", "-c", "template show Lean"])
        #expect(lean.stdout.contains(#""lines":[]"#))
    }

    @Test func goalCommandsTakeTheOpenGoal() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            goal new Car --target 1200 --by 2027-03-31
            goal new Bike --target 500 --by 2027-06-30
            open goal Car
            goal plan --monthly 300
            goal withdraw 50 --planned --month 2027-01
            goal pause
            help
            """
        let result = try await pulpe.run(["run", pulpe.write("g.pulpe", script)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Plan for goal 'Car': 300.00 in each open month"))
        #expect(result.stdout.contains("Planned withdrawal #1: 50.00 out of goal 'Car' in 2027-01"))
        #expect(result.stdout.contains("Paused goal 'Car'."))
        #expect(result.stdout.contains("Here (goal Car): goal commands take the open goal: leave GOAL out"))
        let bike = try await pulpe.run(["--json", "-c", "goal show Bike"])
        #expect(bike.stdout.contains(#""name":"Bike","status":"active""#))
        #expect(bike.stdout.contains(#""plannedWithdrawals":[]"#))
    }

    /// Inside `open account Checking` a transfer leaves from Checking when --from is left out
    /// (Checking 100 − 10 = 90), and a --from typed there wins (Savings 0 + 10 − 1 = 9).
    @Test func aTransferInsideAnOpenAccountLeavesFromIt() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            account add Checking --opening 100 --on 2026-11-01
            account add Savings --kind savings --on 2026-11-01
            open account Checking
            transfer 10 --to Savings --date 2026-11-10
            transfer 1 --from Savings --to Main --date 2026-11-11
            help
            """
        let result = try await pulpe.run(["run", pulpe.write("a.pulpe", script)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Moved 10.00 from Checking to Savings"), "\(result.stdout)")
        #expect(result.stdout.contains("Moved 1.00 from Savings to Main"), "\(result.stdout)")
        #expect(result.stdout.contains("account commands take the open account, and transfers leave from it"), "\(result.stdout)")
        let list = try await pulpe.run(["--json", "-c", "account list"])
        #expect(list.stdout.contains(#""name":"Checking""#), "\(list.stdout)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        let balances = Dictionary(uniqueKeysWithValues: rows.map { ($0["name"] as? String ?? "?", $0["balance"] as? Double) })
        #expect(balances["Checking"] == 90)
        #expect(balances["Savings"] == 9)
    }
    /// `transfer 5 --to Checking` inside `open account Checking` names where --from came from,
    /// since the user never typed it, and changes nothing.
    @Test func aTransferIntoTheOpenAccountSaysItLeavesFromIt() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let script = """
            account add Checking --opening 100 --on 2026-11-01
            open account Checking
            transfer 5 --to Checking --date 2026-11-10
            """
        let result = try await pulpe.run(["run", pulpe.write("a.pulpe", script)])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "a.pulpe:3: error: a transfer inside account 'Checking' leaves from it: to bring money in, name where it comes from "
                    + "(`transfer AMOUNT --from ACCOUNT --to Checking`)"), "\(result.stderr)")
        let typed = try await pulpe.run(["-c", "transfer 5 --from Checking --to Checking"])
        #expect(typed.stderr.contains("--from and --to both name 'Checking'"), "\(typed.stderr)")
    }
}
