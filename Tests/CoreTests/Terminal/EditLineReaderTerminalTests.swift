import Foundation
@preconcurrency import Glibc
import Terminal
import TestSupport
import Testing

/// The environment variable that turns this test binary into a tiny REPL, for the terminal test below.
private let probeHistoryVariable = "PULPE_EDITLINE_PROBE_HISTORY"
private let probeHistory = ProcessInfo.processInfo.environment[probeHistoryVariable]

/// Not a test of its own: when this test binary is started inside tmux with `PULPE_EDITLINE_PROBE_HISTORY`
/// set, this runs a small REPL on the real `EditLineReader` so the test below can type into it.
@Suite(.enabled(if: probeHistory != nil, "runs only inside tmux, started by EditLineReaderTerminalTests"))
struct EditLineReaderProbe {
    @Test func repl() async {
        let reader = EditLineReader(historyFile: HistoryFile(path: probeHistory ?? ""))
        reader.setCompleter { request in
            let context = request.textBeforeWord.trimmingCharacters(in: .whitespaces)
            let words: [String] =
                switch context {
                case "": ["transactions", "tx", "budget", "budgets", "quit"]
                case "tx": ["add", "list", "import"]
                default: ["Épargne", "Vacances"]
                }
            return words.filter { $0.lowercased().hasPrefix(request.word.lowercased()) }
        }
        while true {
            switch await reader.readLine(prompt: "probe> ") {
            case .line("sleep"):
                let task = Task { try await Task.sleep(for: .seconds(60)) }
                SignalInterrupts.shared.onInterrupt { task.cancel() }
                // Said only once Ctrl-C would cancel the task: the test sends it when it reads this.
                print("sleeping")
                let outcome = await task.result
                SignalInterrupts.shared.onInterrupt(nil)
                print((try? outcome.get()) == nil ? "command cancelled" : "command finished")
            case .line(let line):
                print("got: [\(line)]")
                reader.addHistory(line)
            case .interrupted:
                print("INTERRUPTED")
            case .endOfInput:
                print("EOF")
                return
            }
        }
    }
}

@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && probeHistory == nil, "needs tmux"))
struct EditLineReaderTerminalTests {

    private func startProbe(history: String) throws -> TmuxSession {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        return try TmuxSession(
            command: [binary, "--testing-library", "swift-testing", "--filter", "EditLineReaderProbe"],
            environment: [probeHistoryVariable: history, "LANG": "C.UTF-8", "NO_COLOR": "1"]
        )
    }

    /// Waits until the probe shows an empty prompt: typing earlier would echo in cooked mode before libedit
    /// takes the terminal (harmless for the line read, but it garbles the screen this test reads).
    private func waitForPrompt(_ session: TmuxSession) async throws {
        try await session.waitUntil(describing: "an empty prompt") { lastLine($0) == "probe>" }
    }

    /// At a fresh prompt, types `text`, presses Tab, waits for `completed` on the prompt line, then Enter,
    /// and waits for the probe to echo the line it read.
    private func complete(_ session: TmuxSession, _ text: String, to completed: String) async throws {
        try await waitForPrompt(session)
        session.sendText(text)
        session.sendKeys("Tab")
        try await session.waitFor("probe> " + completed)
        session.sendKeys("Enter")
        try await session.waitFor("got: [\(completed)]")
    }

    /// The screen's last line, without trailing spaces.
    private func lastLine(_ screen: String) -> String {
        String(screen.split(separator: "\n").last ?? "").trimmingCharacters(in: .whitespaces)
    }

    @Test func completionHistoryInterruptsAndEndOfInput() async throws {
        let folder = NSTemporaryDirectory() + "pulpe-editline-\(UUID().uuidString)"
        let history = folder + "/state/history"
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let session = try startProbe(history: history)
        defer { session.kill() }
        try await session.waitFor("probe> ")

        // Tab completes a single match and adds a space.
        try await complete(session, "tra", to: "transactions ")

        // Several matches: the common prefix, then a second Tab lists them.
        try await waitForPrompt(session)
        session.sendText("bud")
        session.sendKeys("Tab")
        try await session.waitUntil(describing: "the common prefix") { lastLine($0) == "probe> budget" && !$0.contains("budgets") }
        session.sendKeys("Tab")
        try await session.waitFor("budgets")
        session.sendKeys("C-u")
        session.sendKeys("C-c")
        try await session.waitFor("INTERRUPTED")

        // The completer sees the words before the one being completed, and non-ASCII text.
        try await complete(session, "tx i", to: "tx import ")
        try await complete(session, "tx add é", to: "tx add Épargne ")

        // Ctrl-C abandons the line and gives a fresh prompt.
        try await waitForPrompt(session)
        session.sendText("half typed")
        session.sendKeys("C-c")
        try await session.waitFor("probe> half typed^C\nINTERRUPTED\nprobe>")

        // Up recalls history (stored trimmed); Ctrl-R searches it.
        try await waitForPrompt(session)
        session.sendKeys("Up")
        try await session.waitUntil(describing: "the last entry recalled") { lastLine($0) == "probe> tx add Épargne" }
        session.sendKeys("Enter")
        try await session.waitFor("got: [tx add Épargne]")
        try await waitForPrompt(session)
        session.sendKeys("C-r")
        session.sendText("trans")
        session.sendKeys("Enter")
        try await session.waitFor("got: [transactions]")

        // Ctrl-C while a command runs reaches the command (the terminal sends SIGINT again).
        try await waitForPrompt(session)
        session.sendText("sleep")
        session.sendKeys("Enter")
        try await session.waitFor("sleeping")
        session.sendKeys("C-c")
        try await session.waitFor("command cancelled")
        try await session.waitUntil(describing: "a prompt after the command") { lastLine($0) == "probe>" }

        // Ctrl-D on an empty line ends the input.
        try await waitForPrompt(session)
        let exitStatus = try await session.endInputAndWaitForExit()
        #expect(exitStatus == 0)
        #expect(try session.capturePane().contains("EOF"))

        // The history is saved (0600) and found again after a restart.
        let saved = try String(contentsOfFile: history, encoding: .utf8)
        #expect(saved == "transactions\ntx import\ntx add Épargne\ntransactions\n")
        var info = stat()
        #expect(stat(history, &info) == 0 && info.st_mode & 0o777 == 0o600)

        let again = try startProbe(history: history)
        defer { again.kill() }
        try await again.waitFor("probe> ")
        try await waitForPrompt(again)
        again.sendKeys("Up")
        again.sendKeys("Up")
        try await again.waitUntil(describing: "the entry before the last") { lastLine($0) == "probe> tx add Épargne" }
        again.sendKeys("Enter")
        try await again.waitFor("got: [tx add Épargne]")
        try await waitForPrompt(again)
        let againStatus = try await again.endInputAndWaitForExit()
        #expect(againStatus == 0)
    }
}

@Suite struct EditLineReaderPipedInputTests {
    /// With standard input not a terminal, lines are read as they are, with no prompt echoed.
    @Test(.enabled(if: probeHistory == nil)) func readsPipedInputWithoutAPrompt() throws {
        let folder = NSTemporaryDirectory() + "pulpe-editline-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        process.arguments = ["--testing-library", "swift-testing", "--filter", "EditLineReaderProbe"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            [probeHistoryVariable: folder + "/history", "NO_COLOR": "1"]) { $1 }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("budget list\n\nlast line without newline".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("got: [budget list]\ngot: []\ngot: [last line without newline]\nEOF\n"))
        #expect(!text.contains("probe>"))
    }
}
