import Testing

@testable import PulpeApp

/// Output fitted to a terminal's width (help pages first): option rows continue under their description, prose under its
/// indent, a synopsis four columns in; nothing is lost and no line passes the width.
@Suite struct TerminalFitTests {
    @Test func anOptionRowContinuesUnderItsDescription() {
        let row = "  --skip N              lines before the header, a bank's preamble (default: detected)"
        #expect(
            TerminalFit.wrapLine(row, width: 60) == """
                  --skip N              lines before the header, a bank's
                                        preamble (default: detected)
                """)
    }

    @Test func tooNarrowForTwoColumnsTheDescriptionGoesUnderTheName() {
        let row = "  --date-format FORMAT  a pattern of YYYY, YY, MM"
        #expect(
            TerminalFit.wrapLine(row, width: 32) == """
                  --date-format FORMAT
                      a pattern of YYYY, YY, MM
                """)
    }

    @Test func proseKeepsItsIndentAndASynopsisContinuesFourIn() {
        #expect(TerminalFit.wrapLine("  one two three four", width: 12) == "  one two\n  three four")
        #expect(TerminalFit.wrapLine("tx add NAME AMOUNT [--line LINE]", width: 20) == "tx add NAME AMOUNT\n    [--line LINE]")
        #expect(TerminalFit.wrapLine("short", width: 20) == "short")
    }

    /// Every `help COMMAND` page at 40, 60 and 80 columns: no line wider, and the same words in the same order.
    @Test(arguments: [40, 60, 80])
    func everyPageFitsAndKeepsEveryWord(_ width: Int) {
        for spec in CommandRegistry.parser.specs {
            let page = HelpText.render(topic: spec.name)
            let fitted = TerminalFit.wrap(page, width: width)
            let long = fitted.split(separator: "\n").filter { $0.count > width && !$0.contains { $0 == "\u{1B}" } }
            // A single word longer than the line (a URL) is cut, never left wider.
            #expect(long.isEmpty, "\(spec.name) at \(width): \(long)")
            #expect(
                fitted.split(whereSeparator: \.isWhitespace).joined() == page.split(whereSeparator: \.isWhitespace).joined(),
                "\(spec.name) at \(width)")
        }
    }
}
