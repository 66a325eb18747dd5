import CommandKit
import DomainKit
import Foundation
import Model
import Persistence
import Shared
import Synchronization
import Terminal

/// The interactive loop: read a line (libedit, or a scripted reader in tests), run it in the
/// session, print errors and go on; Ctrl-C abandons the line, Ctrl-D or `quit` leaves.
@MainActor
final class Repl {
    let session: Session
    let reader: any LineReader
    let styler: Styler
    /// Read by the completion callback on the reader thread; replaced after each command.
    let completion: Mutex<CompletionEngine>
    private let prompt: PromptModel
    private let interrupts: SignalInterrupts?
    /// Runs `.read FILE` typed at the prompt.
    private let includes: ScriptRunner

    init(session: Session, reader: any LineReader, styler: Styler, interrupts: SignalInterrupts? = nil) {
        self.session = session
        self.reader = reader
        self.styler = styler
        self.interrupts = interrupts
        completion = Mutex(CompletionEngine(parser: CommandRegistry.parser, snapshot: CompletionSnapshot()))
        prompt = PromptModel(context: session.context)
        includes = ScriptRunner(session: session)
        session.context.isInteractive = true
        session.context.confirm = { [reader] question in
            if case .line(let answer) = await reader.readLine(prompt: question + " [y/N] ") {
                return ["y", "yes"].contains(answer.trimmingSpaces().lowercased())
            }
            return false
        }
        session.context.tell = { Output.out($0) }
    }

    /// The candidates Tab offers for `request`; safe to call from any thread.
    nonisolated func complete(_ request: CompletionRequest) -> [String] {
        completion.withLock { $0 }.candidates(before: request.textBeforeWord, word: request.word)
    }

    /// Screens are drawn for the terminal as it is now: its width, and its height when output is the terminal.
    private func fitScreens() {
        session.context.style.width = Terminal.width()
        session.context.style.height = Terminal.isOutputTerminal ? Terminal.height() : nil
    }

    /// Runs until Ctrl-D or `quit`; returns the exit status (0).
    func run() async -> Int32 {
        fitScreens()
        // Wrapped at spaces on a narrow terminal (the terminal itself would cut `Ctrl-D` in two).
        var banner = WordWrap.lines(
            "pulpe — type `help` for the commands, Tab to complete, Ctrl-D to leave.", width: session.context.style.width)
        banner[0] = styler.bold("pulpe") + banner[0].dropFirst("pulpe".count)
        Output.out(banner.joined(separator: "\n"))
        // The dashboard fits under the banner, which takes a line more when wrapped.
        if let height = session.context.style.height { session.context.style.height = max(1, height - (banner.count - 1)) }
        // Home is the current period's dashboard, when its budget exists; a failure to draw it is no reason to leave.
        do { try await session.showHomeAtStart() } catch {
            Output.err(styler.red("error:") + " " + Echo.bounded(ErrorMessage.describe(error)))
        }
        while true {
            await refreshCompletion()
            let text = await prompt.prompt(path: session.navigator.path, openMonth: session.navigator.openMonth)
            switch await reader.readLine(prompt: text) {
            case .endOfInput:
                return 0
            case .interrupted:
                continue
            case .line(let line):
                guard !line.trimmingSpaces().isEmpty else { continue }
                reader.addHistory(Secrets.redacted(line))
                if let problem = (reader as? EditLineReader)?.takeHistoryError() {
                    Output.err(styler.yellow("warning:") + " history not saved: \(problem.message)")
                }
                switch await execute(line) {
                case .quit: return 0
                case .failed(let message, _): Output.err(styler.red("error:") + " " + Echo.bounded(message))
                case .succeeded: break
                }
                if Output.isOutputClosed { return Output.brokenPipeStatus }
            }
        }
    }

    /// Runs one line; Ctrl-C while it runs cancels it. Tables fit the terminal's width as it is now
    /// (read at each command, so a resized window gets tables of its new width).
    private func execute(_ line: String) async -> LineOutcome {
        fitScreens()
        interrupts?.install()
        let task = Task { await session.execute(line, at: nil) }
        interrupts?.onInterrupt { task.cancel() }
        defer { interrupts?.onInterrupt(nil) }
        return await task.value
    }

    private func refreshCompletion() async {
        var snapshot = await CompletionSnapshot.load(context: session.context)
        snapshot.scopedHints = Set([ValueHint.template, .goal, .transaction].filter { session.navigator.scope(for: $0) != nil })
        completion.withLock { $0.snapshot = snapshot }
    }
}
