import Terminal
import TestSupport
import Testing

@Suite struct ScriptedLineReaderTests {
    @Test func returnsScriptedResultsThenEndOfInput() async {
        let reader = ScriptedLineReader([.line("budget list"), .interrupted, .line("quit")])
        #expect(await reader.readLine(prompt: "pulpe> ") == .line("budget list"))
        #expect(await reader.readLine(prompt: "pulpe> ") == .interrupted)
        #expect(reader.remaining == [.line("quit")])
        #expect(await reader.readLine(prompt: "pulpe budgets › ") == .line("quit"))
        #expect(await reader.readLine(prompt: "pulpe> ") == .endOfInput)
        #expect(await reader.readLine(prompt: "pulpe> ") == .endOfInput)
        #expect(reader.prompts == ["pulpe> ", "pulpe> ", "pulpe budgets › ", "pulpe> ", "pulpe> "])
    }

    @Test func recordsHistoryExactlyAsGiven() {
        let reader = ScriptedLineReader(lines: ["a"])
        reader.addHistory("tx list")
        reader.addHistory("tx list")
        reader.addHistory("")
        #expect(reader.history == ["tx list", "tx list", ""])
    }

    @Test func worksThroughTheProtocol() async {
        let reader: any LineReader = ScriptedLineReader(lines: ["help"])
        #expect(await reader.readLine(prompt: "> ") == .line("help"))
        #expect(await reader.readLine(prompt: "> ") == .endOfInput)
    }
}
