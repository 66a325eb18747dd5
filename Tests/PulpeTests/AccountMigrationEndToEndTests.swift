import Foundation
import Testing

/// A database made by the release before accounts (schema v14, `Golden/previous-release`, built
/// by that release from `build.pulpe`), opened by this build: it gets one account, Main, holding
/// every transaction, and every figure it printed stays the same to the byte.
@Suite struct AccountMigrationEndToEndTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/previous-release")

    private func opened() throws -> (PulpeProcess, String) {
        let pulpe = try PulpeProcess()
        let copy = pulpe.folder.appendingPathComponent("previous.sqlite").path
        try FileManager.default.copyItem(atPath: Self.golden.appendingPathComponent("previous-release.sqlite").path, toPath: copy)
        return (pulpe, copy)
    }

    /// The members added to the JSON since that release (a goal's outlook and months past), taken out so that
    /// everything the previous release printed is compared to the byte.
    static func withoutLaterMembers(_ json: String) -> String {
        json.replacingOccurrences(
            of:
                #","plannedCompletion":(null|"[0-9-]+"),"openThisMonth":-?[0-9.]+,"requiredAfterThisMonth":(null|-?[0-9.]+),"monthsPast":[0-9]+"#,
            with: "", options: .regularExpression)
    }

    @Test func everyFigureOfThePreviousReleaseStays() async throws {
        let (pulpe, copy) = try opened()
        defer { pulpe.cleanUp() }
        let printed: [(command: String, file: String)] = [
            ("budget list", "budget-list.json"), ("budget show 2026-09", "budget-show-2026-09.json"),
            ("budget show 2026-10", "budget-show-2026-10.json"), ("budget show 2026-11", "budget-show-2026-11.json"),
            ("goal list", "goal-list.json"),
        ]
        for (command, file) in printed {
            let result = try await pulpe.run(["--json", "-c", command], today: "2026-11-20", database: .some(copy))
            #expect(result.status == 0, "\(command): \(result.stderr)")
            let expected = try String(contentsOf: Self.golden.appendingPathComponent(file), encoding: .utf8)
            #expect(Self.withoutLaterMembers(result.stdout) == expected, "\(command)")
        }
        let doctor = try await pulpe.run(["-c", "doctor"], today: "2026-11-20", database: .some(copy))
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
    }

    /// Main holds the 15 transactions: income 3 × 6'500 + 19.90 + the 150.00 withdrawal = 19'669.90;
    /// expenses 3 × 1'800 + 82.40 + 47.15 + 30 + 612.35 + 23.80 + 95.05 = 6'290.75; saving 400 →
    /// 12'979.15. Checked: 6'500 − 1'800 − 82.40 − 1'800 = 2'817.60.
    @Test func mainHoldsEveryTransaction() async throws {
        let (pulpe, copy) = try opened()
        defer { pulpe.cleanUp() }
        let list = try await pulpe.run(["--json", "-c", "account list"], today: "2026-11-20", database: .some(copy))
        let accounts = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(accounts.count == 1)
        #expect(accounts.first?["name"] as? String == "Main")
        #expect(accounts.first?["balance"] as? Double == 12_979.15)
        #expect(accounts.first?["checkedBalance"] as? Double == 2_817.60)
        #expect(accounts.first?["default"] as? Bool == true)
        let added = try await pulpe.run(["-c", "tx add Bread 3.20 --budget 2026-11"], today: "2026-11-20", database: .some(copy))
        #expect(added.status == 0, "\(added.stderr)")
        let after = try await pulpe.run(["-c", "account show Main"], today: "2026-11-20", database: .some(copy))
        #expect(after.stdout.contains("Balance today  12'975.95"), "\(after.stdout)")
    }
}
