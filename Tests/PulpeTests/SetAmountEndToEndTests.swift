import Foundation
import Testing

/// One grammar for the set commands: the new amount as a positional AMOUNT, or with `--amount`.
@Suite(.serialized) struct SetAmountEndToEndTests {
    @Test func lineAndTransactionSetTakeAPositionalAmount() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = """
            budget new 2026-11
            line add expense Car 650
            tx add Garage 120 --line Car
            """
        let created = try await pulpe.run(["run", pulpe.write("s.pulpe", setup)])
        #expect(created.status == 0, "\(created.stderr)")
        let line = try await pulpe.run(["--json", "-c", "line set Car 710"])
        #expect(line.status == 0, "\(line.stderr)")
        #expect(line.stdout.hasPrefix(#"{"id":1,"name":"Car","kind":"expense","amount":710.00,"#))
        let option = try await pulpe.run(["--json", "-c", "line set Car --amount 720"])
        #expect(option.stdout.hasPrefix(#"{"id":1,"name":"Car","kind":"expense","amount":720.00,"#))
        let tx = try await pulpe.run(["--json", "-c", "tx set Garage 130.50"])
        #expect(tx.status == 0, "\(tx.stderr)")
        #expect(tx.stdout.contains(#""amount":130.50"#))

        let both = try await pulpe.run(["-c", "line set Car 700 --amount 705"])
        #expect(both.status != 0)
        #expect(both.stderr.contains("give the amount once: either as AMOUNT or with --amount"))
        let bad = try await pulpe.run(["-c", "line set Car 7x0"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("7x0"))
        let after = try await pulpe.run(["--json", "-c", "budget show 2026-11"])
        #expect(after.stdout.contains(#"{"id":1,"name":"Car","kind":"expense","amount":720.00,"#))
    }
}
