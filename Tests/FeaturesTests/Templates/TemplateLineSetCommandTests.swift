import CommandKit
import Model
import Shared
import Testing

@testable import TemplatesFeature

/// `template line set` takes the amount once, positionally or as --amount.
@Suite struct TemplateLineSetCommandTests {
    private func parse(_ line: String) throws -> TemplateLineSetCommand {
        try TemplateLineSetCommand(CommandParser(specs: [TemplateLineSetCommand.spec]).parse(Tokenizer.tokenize(line)))
    }

    @Test func amountAsArgumentOrOption() throws {
        #expect(try parse("template line set \"Normal month\" Rent 1850 --propagate").amount == Money(units: 1850))
        #expect(try parse("template line set \"Normal month\" Rent --amount 1850").amount == Money(units: 1850))
        #expect(try parse("template line set T Rent 1850 --propagate").propagate)
    }

    @Test func amountTwiceOrNothingToChangeIsRefused() {
        #expect(throws: CommandParseError.misusedOptions("give the amount once: either as AMOUNT or with --amount")) {
            try parse("template line set T Rent 1850 --amount 1900")
        }
        #expect(throws: CommandParseError.misusedOptions("nothing to change: give an AMOUNT, --name NAME and/or --goal GOAL|none")) {
            try parse("template line set T Rent")
        }
    }
}
