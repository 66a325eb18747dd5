import Foundation
import TestSupport
import Testing

/// A row changed outside pulpe into something it cannot read (a kind none of income, expense,
/// saving): lists fail with the reason instead of leaving it out, and `doctor` names it instead
/// of failing itself.
@Suite(.serialized) struct UnreadableRowEndToEndTests {
    @Test func anUnknownKindIsAnErrorInListsAndAProblemForDoctor() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let setup = try await pulpe.run(["-c", "budget new 2026-11", "-c", "tx add Migros 82.40", "-c", "tx add Coop 10"])
        #expect(setup.status == 0, "\(setup.stderr)")
        try RawDatabase.execute(pulpe.databasePath, "UPDATE tx SET kind = 'bogus' WHERE id = 2")

        for arguments in [
            ["-c", "tx list --all"], ["--json", "-c", "tx list --all"], ["-c", "tx list"], ["-c", ".mode csv", "-c", "tx list --all"],
        ] {
            let list = try await pulpe.run(arguments)
            #expect(list.status == 1, "\(arguments): \(list.stdout)")
            #expect(list.stderr.contains("whose kind cannot be read ('bogus')"), "\(arguments): \(list.stderr)")
        }

        let doctor = try await pulpe.run(["-c", "doctor"])
        #expect(doctor.status == 1)
        #expect(
            doctor.stdout.contains("tx #2 kind 'bogus' is none of income, expense, saving: it was changed outside pulpe"),
            "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stderr == "-c:1: error: doctor found 2 problems (listed above)\n", "\(doctor.stdout)")
    }
}
