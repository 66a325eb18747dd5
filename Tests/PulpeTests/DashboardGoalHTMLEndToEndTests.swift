import Foundation
import Testing

/// `dashboard [--html FILE]` and `goal show GOAL --html FILE` through the built binary: the text
/// is the screen the shell draws, each page parses as XML and holds the screen's figures, the JSON
/// names the page, and a file that cannot be written is an error (exit 73) that writes nothing.
///
/// April 2026, seen on the 10th: Salary 3000 (income), Rent 1000 as lines; Rent 1000 on Rent on
/// the 1st, checked; `Pizza <&>` 45.50, free, on the 4th. The goal `Bike <&>`: 1200 from 0,
/// created on 2026-04-10, no deadline, fed 100 in April.
@Suite(.serialized) struct DashboardGoalHTMLEndToEndTests {
    static let script = """
        budget new 2026-04
        line add income Salary 3000 --budget 2026-04
        line add expense Rent 1000 --budget 2026-04
        tx add Rent 1000 --line Rent --date 2026-04-01 --checked
        tx add "Pizza <&>" 45.50 --date 2026-04-04
        goal new "Bike <&>" --target 1200
        line add saving Bike 100 --goal "Bike <&>" --budget 2026-04

        """
    static let today = "2026-04-10"

    private func prepared() async throws -> PulpeProcess {
        let pulpe = try PulpeProcess()
        let setUp = try await pulpe.run(["run", pulpe.write("setup.pulpe", Self.script)], today: Self.today)
        #expect(setUp.status == 0, "\(setUp.stderr)")
        return pulpe
    }

    /// Runs `command --html NAME`, which ends its text with `Wrote PATH.`: its output and the page's path and reader.
    private func written(_ command: String, named name: String, in pulpe: PulpeProcess) async throws -> (
        stdout: String, path: String, reader: HTMLPageReader
    ) {
        let path = pulpe.folder.appendingPathComponent(name).path
        let result = try await pulpe.run(["-c", "\(command) --html '\(path)'"], today: Self.today)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("\nWrote \(path).\n"), "\(result.stdout)")
        return (result.stdout, path, try HTMLPageReader.read(path))
    }

    @Test func theDashboardCommandPrintsWhatOpenMonthDraws() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let open = try await pulpe.run(["-c", "open month"], today: Self.today)
        let dashboard = try await pulpe.run(["-c", "dashboard"], today: Self.today)
        #expect(dashboard.status == 0, "\(dashboard.stderr)")
        #expect(dashboard.stdout == open.stdout)
        #expect(dashboard.stdout.hasPrefix("2026-04 · 2026-04-01 to 2026-04-30"), "\(dashboard.stdout)")
    }

    @Test func theMonthPageParsesAndHoldsTheDashboardsFigures() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let (_, path, reader) = try await written("dashboard", named: "month.html", in: pulpe)
        // The latest transactions, latest first, the name as typed.
        #expect(reader.header == ["Date", "Name", "Kind", "Amount"])
        #expect(reader.rows == [["2026-04-04", "Pizza <&>", "expense", "45.50"], ["2026-04-01", "Rent", "expense", "1000.00"]])
        // Expenses: Rent 1000 + Bike 100 + Pizza 45.50 = 1145.50, left 3000 - 1145.50 = 1854.50;
        // checked 1000, still committed 145.50.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("<span class=\"value\">1854.50</span>"))
        #expect(text.contains("</span>checked 1000.00</span>"))
        #expect(text.contains("</span>still committed 145.50</span>"))
        #expect(text.contains("<td>Pizza &lt;&amp;&gt;</td>"))
    }

    @Test func theDashboardsJSONHasItsFiguresAndNamesThePage() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let path = pulpe.folder.appendingPathComponent("month.html").path
        let result = try await pulpe.run(["--json", "-c", "dashboard --html '\(path)'"], today: Self.today)
        #expect(result.status == 0, "\(result.stderr)")
        // 21 days left (10th … 30th): 1854.50 / 21 = 88.309… → 88.30 a day.
        #expect(
            result.stdout
                == #"{"month":"2026-04","period":{"start":"2026-04-01","end":"2026-04-30","daysLeft":21,"dailyAllowance":88.30},"#
                + #""remaining":1854.50,"available":3000.00,"checked":1000.00,"committed":145.50,"html":"\#(path)"}"# + "\n")
    }

    @Test func theGoalPageParsesAndHoldsThePlanTimeline() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let (stdout, path, reader) = try await written("goal show \"Bike <&>\"", named: "goal.html", in: pulpe)
        #expect(stdout.hasPrefix("Goal 'Bike <&>'"), "\(stdout)")
        #expect(reader.header == ["Month", "State", "Planned", "Confirmed", "Withdrawn", "Plan", "Saved"])
        // April: 100 planned on an open line, nothing confirmed yet.
        #expect(reader.rows.first == ["2026-04", "current", "100.00", "0.00", "0.00", "100.00", "0.00"])
        let json = try await pulpe.run(["--json", "-c", "goal show \"Bike <&>\" --html '\(path)' --force"], today: Self.today)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.hasSuffix(#","html":"\#(path)"}"# + "\n"), "\(json.stdout)")
    }

    @Test(arguments: ["dashboard", "goal show \"Bike <&>\""])
    func anUnwritableFileIsAnErrorAndNothingIsWritten(command: String) async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(["-c", "\(command) --html /nonexistent/folder/p.html"], today: Self.today)
        #expect(result.status == 73)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == "-c:1: error: cannot write '/nonexistent/folder/p.html': the folder '/nonexistent/folder' does not exist. "
                + "Create it first or choose another path\n", "\(result.stderr)")
    }

    @Test func withoutTheMonthsBudgetTheDashboardSaysHowToCreateIt() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let path = pulpe.folder.appendingPathComponent("may.html").path
        let result = try await pulpe.run(["-c", "dashboard --html '\(path)'"], today: "2026-05-02")
        #expect(result.status == 1)
        #expect(result.stderr == "-c:1: error: no budget for 2026-05: create it with `budget new 2026-05`\n", "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test(arguments: ["dashboard", "goal show"])
    func helpListsTheOption(command: String) async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let help = try await pulpe.run(["-c", "help \(command)"])
        #expect(help.stdout.contains("--html FILE"), "\(help.stdout)")
        #expect(help.stdout.contains("--force"), "\(help.stdout)")
    }
}
