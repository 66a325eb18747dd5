import Foundation
import TestSupport
import Testing

extension TerminalSuites {
    /// Tab and Ctrl-R in the built `pulpe`, in a real terminal (tmux): a name after an opening quote,
    /// the values of `.mode` and `.bail`, file names after `.read`, the template an open template
    /// gives, and Ctrl-R pressed again stepping to an older line.
    @Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"))
    struct CompletionTerminalTests {
        @Test func quotesMetaCommandValuesFileNamesScopedTemplatesAndSearchAgain() async throws {
            let pulpe = try PulpeProcess()
            defer { pulpe.cleanUp() }
            let setUp = try await pulpe.run([
                "-c", "budget new 2026-11", "-c", "line add expense \"Health insurance\" 400", "-c", "line add expense Rent 1800",
                "-c", "template new \"Normal month\"",
            ])
            #expect(setUp.status == 0, "\(setUp.stderr)")
            let script = try pulpe.write("scripts/november.pulpe", "line add expense Dentist 250\n")
            let folder = (script as NSString).deletingLastPathComponent
            let history = try pulpe.write("state/history", "line add expense Rent 1800\nbudget show\nline set Rent 1700\n")
            let session = try TmuxSession(
                command: [PulpeProcess.binary.path, "--db", pulpe.databasePath, "--today", "2026-11-13"],
                environment: ["PULPE_HISTORY": history, "NO_COLOR": "1", "HOME": pulpe.folder.path], width: 110, height: 40)
            defer { session.kill() }
            let prompt = "pulpe · 2026-11 · CHF 2'200.00 short › "
            try await session.waitFor(prompt)

            // Ctrl-R finds the newest line with an "e"; pressed again, an older line each time (not
            // the other e's of the same line); Ctrl-G gives the empty line back.
            session.sendKeys("C-r")
            session.sendText("e")
            try await session.waitFor("(reverse-i-search)'e': line set Rent 1700")
            session.sendKeys("C-r")
            try await session.waitFor("(reverse-i-search)'e': budget show")
            session.sendKeys("C-r")
            try await session.waitFor("(reverse-i-search)'e': line add expense Rent 1800")
            session.sendKeys("C-r")
            try await session.waitFor("(failed reverse-i-search)'e': line add expense Rent 1800")
            session.sendKeys("C-g")
            try await session.waitUntil(describing: "the empty prompt back") {
                $0.trimmingCharacters(in: .whitespaces).hasSuffix(prompt.trimmingCharacters(in: .whitespaces))
            }

            // After an opening quote: the rest of the name and the closing quote.
            session.sendText("line check \"Hea")
            session.sendKeys("Tab")
            try await session.waitFor(prompt + "line check \"Health insurance\" ")
            session.sendKeys("Enter")
            try await session.waitFor("Checked expense line 'Health insurance'")
            try await Self.waitForEmptyPrompt(session)

            // The values of .mode and .bail.
            session.sendText(".mode c")
            session.sendKeys("Tab")
            try await session.waitFor("› .mode csv ")
            session.sendKeys("C-u")
            try await Self.waitForEmptyPrompt(session)
            session.sendText(".bail of")
            session.sendKeys("Tab")
            try await session.waitFor("› .bail off ")
            session.sendKeys("C-u")
            try await Self.waitForEmptyPrompt(session)

            // File names after .read: the folder first, then the file in it.
            session.sendText(".read \((folder as NSString).deletingLastPathComponent)/scr")
            session.sendKeys("Tab")
            try await session.waitFor("› .read \(folder)/")
            session.sendText("nov")
            session.sendKeys("Tab")
            try await session.waitFor("› .read \(script) ")
            session.sendKeys("Enter")
            try await session.waitFor("Added expense line 'Dentist'")
            try await Self.waitForEmptyPrompt(session)

            // Inside an open template, Tab does not offer the template it gives.
            session.sendText("open template \"Normal month\"")
            session.sendKeys("Enter")
            try await session.waitFor("Template 'Normal month'")
            try await Self.waitForEmptyPrompt(session)
            session.sendText("template line add e")
            session.sendKeys("Tab")
            try await session.waitFor("› template line add expense ")
            session.sendKeys("C-u")
            try await Self.waitForEmptyPrompt(session)

            // Ctrl-R then Enter runs the line found.
            session.sendKeys("C-r")
            session.sendText("budget sh")
            try await session.waitFor("(reverse-i-search)'budget sh': budget show")
            session.sendKeys("Enter")
            try await session.waitFor("Remaining")
            try await Self.waitForEmptyPrompt(session)
            #expect(try await session.leavePulpe() == 0)
        }

        /// Waits until the screen ends with a prompt and nothing typed after it: keys sent before the
        /// prompt is drawn would be echoed ahead of it on a loaded machine.
        private static func waitForEmptyPrompt(_ session: TmuxSession) async throws {
            try await session.waitUntil(describing: "an empty prompt") { screen in
                let last = screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                return last.trimmingCharacters(in: .whitespaces).hasSuffix("›")
            }
        }
    }
}
