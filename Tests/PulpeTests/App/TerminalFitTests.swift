import Shared
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

extension TerminalFitTests {
    /// A streamed text is fitted line by line as it is written, a line cut by a chunk boundary
    /// fitted whole once its newline comes, the last line at the end.
    @Test func aStreamedTextIsFittedAsItIsWritten() throws {
        let fitted = TerminalFit.fitting(
            { stream in
                stream.write("#1  Migros  82.40\n3 transactions in 2026-11: income")
                stream.finish()
                stream.write(" 6'500.00, net +5'183.05.\nlast line of the text")
            }, width: 30)
        var written: [String] = []
        var stream = JSONStream { written.append($0) }
        try fitted(&stream)
        stream.finish()
        #expect(
            written.joined() == """
                #1  Migros  82.40
                3 transactions in 2026-11:
                    income 6'500.00, net
                    +5'183.05.
                last line of the text
                """)
    }
}
