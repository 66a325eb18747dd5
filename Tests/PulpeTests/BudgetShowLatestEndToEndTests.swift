import Foundation
import Testing

/// `budget show` stays readable at any size: the latest 20 transactions and how many more, every
/// one with `--all`, and every one in `--json` (the contract).
@Suite(.serialized) struct BudgetShowLatestEndToEndTests {
    @Test func latestTwentyThenHowManyMore() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        // T1 … T23 dated 2026-11-02 … 2026-11-24: the latest 20 are T4 … T23.
        let adds = (1...23).map { "tx add T\($0) 1 --date 2026-11-\(String(format: "%02d", $0 + 1))" }
        let created = try await pulpe.run(["run", pulpe.write("s.pulpe", (["budget new 2026-11"] + adds).joined(separator: "\n"))])
        #expect(created.status == 0, "\(created.stderr)")
        let shown = try await pulpe.run(["-c", "budget show 2026-11"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("… and 3 more (`tx list --budget 2026-11`, or `budget show --all`)"))
        #expect(!shown.stdout.contains(" T3 "))
        #expect(shown.stdout.contains(" T4 "))
        #expect(shown.stdout.contains(" T23 "))
        let all = try await pulpe.run(["-c", "budget show 2026-11 --all"])
        #expect(all.stdout.contains(" T1 "))
        #expect(!all.stdout.contains("more ("))
        let json = try await pulpe.run(["--json", "-c", "budget show 2026-11"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["transactions"] as? [Any])?.count == 23)
    }

    @Test func twentyOrFewerShowEveryOne() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let adds = (1...20).map { "tx add T\($0) 1 --date 2026-11-\(String(format: "%02d", $0 + 1))" }
        let created = try await pulpe.run(["run", pulpe.write("s.pulpe", (["budget new 2026-11"] + adds).joined(separator: "\n"))])
        #expect(created.status == 0, "\(created.stderr)")
        let shown = try await pulpe.run(["-c", "budget show 2026-11"])
        #expect(shown.stdout.contains(" T1 "))
        #expect(!shown.stdout.contains("more ("))
    }
}
