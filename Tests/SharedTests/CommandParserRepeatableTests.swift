import Shared
import Testing

/// Options declared repeatable keep every value, in order; the others still refuse a repeat.
@Suite struct CommandParserRepeatableTests {
    let parser = CommandParser(specs: [
        CommandSpec(
            "goal plan", arguments: [ArgumentSpec("GOAL")],
            options: [
                OptionSpec("--pin", value: "MONTH=AMOUNT", repeatable: true, "fix a month"),
                OptionSpec("--monthly", value: "AMOUNT", "every month"),
            ],
            group: "Goals", summary: "plan")
    ])

    func parse(_ line: String) throws -> ParsedCommand { try parser.parse(Tokenizer.tokenize(line)) }

    @Test func repeatableOptionKeepsEveryValueInOrder() throws {
        let command = try parse("goal plan Car --pin 2026-05=300 --monthly 10 --pin=2026-04=0")
        #expect(command.repeatedValues["--pin", default: []] == ["2026-05=300", "2026-04=0"])
        #expect(command.values["--monthly"] == "10")
        #expect(command.values["--pin"] == nil)
        #expect(try parse("goal plan Car").repeatedValues["--pin", default: []].isEmpty)
    }

    @Test func otherOptionsStillRefuseARepeatAndAValueIsRequired() {
        #expect(throws: CommandParseError.repeatedOption("--monthly")) { try parse("goal plan Car --monthly 1 --monthly 2") }
        #expect(throws: CommandParseError.missingOptionValue("--pin", valueName: "MONTH=AMOUNT")) { try parse("goal plan Car --pin") }
    }
}
