import Foundation
import TestSupport
import Testing

extension TerminalSuites {
    /// At a terminal, an encrypted household's passphrase is asked for when `PULPE_SYNC_PASSPHRASE`
    /// does not give it, and what is typed never shows: `sync join` asks once, `sync init --encrypt`
    /// twice and refuses two that differ.
    @Suite(
        .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
        .enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipReason)"))
    struct SyncPassphraseTerminalTests {
        static let passphrase = "correct horse battery"

        /// Types `text` and Enter.
        func type(_ text: String, into terminal: TmuxSession) {
            terminal.sendText(text)
            terminal.sendKeys("Enter")
        }

        func shell(_ household: Household, _ device: String) throws -> TmuxSession {
            try TmuxSession(
                command: [PulpeProcess.binary.path, "--db", household.path(device), "--today", "2026-11-13"],
                environment: [
                    "PGPASSWORD": TestPostgres.password, "NO_COLOR": "1", "HOME": household.pulpe.folder.path,
                    "PULPE_HISTORY": household.pulpe.folder.appendingPathComponent("history").path,
                ])
        }

        @Test func joiningAnEncryptedHouseholdAsksForItsPassphraseUnseen() async throws {
            let household = try Household()
            defer { household.cleanUp() }
            let shared = try await household.run(
                "a", ["budget new 2026-11", "tx add Pharmacie 12.50", "sync init \(household.url) --encrypt"],
                environment: ["PULPE_SYNC_PASSPHRASE": Self.passphrase])
            #expect(shared.status == 0, "\(shared.stderr)")
            let terminal = try shell(household, "b")
            defer { terminal.kill() }
            try await terminal.waitForPrompt()
            type("sync join \(household.url) --name desk", into: terminal)
            try await terminal.waitFor("Passphrase of the household: ")
            type(Self.passphrase, into: terminal)
            try await terminal.waitFor("Joined")
            try await terminal.waitForPrompt()
            #expect(!(try terminal.capturePane()).contains("horse"), "the passphrase showed")
            type("tx list --budget 2026-11", into: terminal)
            try await terminal.waitFor("Pharmacie")
            #expect(try await terminal.leavePulpe() == 0)
        }

        @Test func sharingEncryptedAsksTwiceAndRefusesTwoThatDiffer() async throws {
            let household = try Household()
            defer { household.cleanUp() }
            try await household.run("a", ["budget new 2026-11", "tx add Pharmacie 12.50"])
            let terminal = try shell(household, "a")
            defer { terminal.kill() }
            try await terminal.waitForPrompt()
            type("sync init \(household.url) --encrypt", into: terminal)
            try await terminal.waitFor("Passphrase for the household (8 characters or more): ")
            type("first passphrase", into: terminal)
            try await terminal.waitFor("The same passphrase again: ")
            type("second passphrase", into: terminal)
            try await terminal.waitFor("the two passphrases typed differ: nothing was changed")
            try await terminal.waitForPrompt()
            type("sync init \(household.url) --encrypt", into: terminal)
            try await terminal.waitFor("Passphrase for the household (8 characters or more): ")
            type(Self.passphrase, into: terminal)
            try await terminal.waitFor("The same passphrase again: ")
            type(Self.passphrase, into: terminal)
            try await terminal.waitFor("Shared with")
            try await terminal.waitForPrompt()
            let screen = try terminal.capturePane()
            #expect(!screen.contains("horse") && !screen.contains("first pass") && !screen.contains("second pass"), "\(screen)")
            #expect(try await terminal.leavePulpe() == 0)
            // The household is sealed with what was typed: B joins with it.
            let joined = try await household.run(
                "b", ["sync join \(household.url)", "tx list --budget 2026-11"], environment: ["PULPE_SYNC_PASSPHRASE": Self.passphrase])
            #expect(joined.status == 0, "\(joined.stderr)")
            #expect(joined.stdout.contains("Pharmacie"), "\(joined.stdout)")
        }
    }
}
