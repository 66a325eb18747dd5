import Foundation
@preconcurrency import Glibc
import Testing

@testable import Terminal

@Suite struct TerminalFactsTests {
    @Test(arguments: [
        (true, [String: String](), false, true),
        (false, [:], false, false),
        (true, ["NO_COLOR": "1"], false, false),
        (true, ["NO_COLOR": ""], false, true),
        (true, ["NO_COLOR": "0"], false, false),
        (true, [:], true, false),
    ])
    func colorRules(outputIsTerminal: Bool, environment: [String: String], forceOff: Bool, expected: Bool) {
        #expect(Terminal.useColor(outputIsTerminal: outputIsTerminal, environment: environment, forceOff: forceOff) == expected)
    }

    @Test func widthPrefersTheTerminalThenColumnsThen80() {
        #expect(Terminal.width(ioctlColumns: 132, environment: ["COLUMNS": "100"]) == 132)
        #expect(Terminal.width(ioctlColumns: nil, environment: ["COLUMNS": "100"]) == 100)
        #expect(Terminal.width(ioctlColumns: 0, environment: ["COLUMNS": " 90 "]) == 90)
        #expect(Terminal.width(ioctlColumns: nil, environment: ["COLUMNS": "wide"]) == 80)
        #expect(Terminal.width(ioctlColumns: nil, environment: ["COLUMNS": "-5"]) == 80)
        #expect(Terminal.width(ioctlColumns: nil, environment: [:]) == 80)
    }

    @Test func realTerminalFactsAreConsistent() {
        #expect(Terminal.isOutputTerminal == (isatty(STDOUT_FILENO) != 0))
        #expect(Terminal.width() > 0)
        if !Terminal.isOutputTerminal {
            #expect(!Terminal.useColor(environment: [:]))
        }
    }
}

@Suite struct SignalInterruptsTests {
    @Test func deliversSIGINTToTheCurrentHandler() async throws {
        let interrupts = SignalInterrupts.shared
        let before = interrupts.interruptCount
        let task = Task { try await Task.sleep(for: .seconds(600)) }
        interrupts.onInterrupt { task.cancel() }
        kill(getpid(), SIGINT)
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        interrupts.onInterrupt(nil)
        // Without a handler SIGINT is ignored: the process is still here.
        kill(getpid(), SIGINT)
        // The count moves when the handler's queue has read the pipe: wait for that, not for a time.
        while interrupts.interruptCount < before + 2 { await Task.yield() }
        #expect(interrupts.interruptCount >= before + 2)
    }
}
