import Shared
import Testing

@Suite struct EchoTests {
    @Test func shortInputIsRepeatedWhole() {
        #expect(Echo.cut("budgt") == "budgt")
        #expect(Echo.cut(String(repeating: "x", count: 40)) == String(repeating: "x", count: 40))
    }

    @Test func longInputIsCutAtFortyCharactersWithAnEllipsis() {
        #expect(Echo.cut(String(repeating: "é", count: 41)) == String(repeating: "é", count: 40) + "…")
        #expect(Echo.cut(String(repeating: "x", count: 1_000_000)).count == 41)
    }

    @Test func aLongMessageKeepsItsStartAndItsAdvice() {
        let message = "unknown thing '" + String(repeating: "x", count: 5_000) + "': type `help`"
        let bounded = Echo.bounded(message)
        #expect(bounded.count == 300 + 3 + 100)
        #expect(bounded.hasPrefix("unknown thing 'xxx"))
        #expect(bounded.hasSuffix("': type `help`"))
        #expect(Echo.bounded("short") == "short")
    }

    @Test func aMegabyteUnknownCommandGivesAShortError() throws {
        let word = String(repeating: "q", count: 1_000_000)
        let parser = CommandParser(specs: [CommandSpec("budget list", group: "Budgets", summary: "list")])
        let error = #expect(throws: CommandParseError.self) { try parser.parse([Token(word)]) }
        #expect(error?.description == "unknown command '\(String(repeating: "q", count: 40))…': type `help` for the list of commands")
    }
}
