import Foundation
import Testing

/// The screens people read, compared character for character with files in `Golden/`: a change to
/// a screen shows up as a diff to review. Set `PULPE_RECORD_GOLDEN=1` to write the files anew.
@Suite(.serialized) struct GoldenScreensTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// A household month (pay day 25, 2026-11 runs 25 October – 24 November) with checked and open
    /// lines, transactions on lines and free ones, and a savings goal fed by a template line.
    static let script =
        HouseholdTemplate.script + """
            settings set payday 25
            goal new Holidays --target 3000 --by 2027-06-30 --initial 200
            template line add "Normal month" saving Holidays 250 --goal Holidays
            budget new 2026-11
            line check Rent
            line check Salary
            tx add Migros 82.40 --line Groceries --date 2026-10-28 --checked
            tx add Coop 61.15 --line Groceries --date 2026-11-03
            tx add "Cinema Rex" 30 --date 2026-11-08 --checked
            tx add "Birthday gift" 45.50 --date 2026-11-10
            tx add "Train to Bern" 38.20 --line Transport --date 2026-11-12 --checked

            """

    static let screens: [(file: String, command: String)] = [
        ("budget-show.txt", "budget show 2026-11"),
        ("tx-list.txt", "tx list --budget 2026-11"),
        ("template-show.txt", "template show \"Normal month\""),
        ("goal-plan.txt", "goal plan Holidays --monthly 300"),
        ("goal-show.txt", "goal show Holidays"),
    ]

    @Test(arguments: screens.map(\.file))
    func screenMatchesItsGoldenFile(file: String) async throws {
        let command = try #require(Self.screens.first { $0.file == file }).command
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setUp = try await pulpe.run(["run", try pulpe.write("setup.pulpe", Self.script)])
        #expect(setUp.status == 0, "\(setUp.stderr)")
        let result = try await pulpe.run(["-c", command], environment: ["COLUMNS": "100"])
        #expect(result.status == 0, "\(result.stderr)")
        let golden = Self.folder.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["PULPE_RECORD_GOLDEN"] == "1" {
            try result.stdout.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(result.stdout == expected, "`\(command)` differs from Golden/\(file); run with PULPE_RECORD_GOLDEN=1 and review the diff")
    }
}
