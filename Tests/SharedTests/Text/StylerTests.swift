import Testing

@testable import Shared

@Suite struct StylerTests {
    @Test func disabledStylerLeavesTextAlone() {
        let styler = Styler.plain
        for style in Style.allCases {
            #expect(styler.apply(style, to: "text") == "text")
        }
        #expect(styler.red("overspent") == "overspent")
    }

    @Test func enabledStylerWrapsInEscapeCodes() {
        let styler = Styler(enabled: true)
        #expect(styler.bold("a") == "\u{1B}[1ma\u{1B}[0m")
        #expect(styler.dim("a") == "\u{1B}[2ma\u{1B}[0m")
        #expect(styler.red("a") == "\u{1B}[31ma\u{1B}[0m")
        #expect(styler.green("a") == "\u{1B}[32ma\u{1B}[0m")
        #expect(styler.yellow("a") == "\u{1B}[33ma\u{1B}[0m")
        #expect(styler.cyan("a") == "\u{1B}[36ma\u{1B}[0m")
        #expect(styler.apply([.bold, .red], to: "a") == "\u{1B}[1;31ma\u{1B}[0m")
    }

    @Test func emptyTextOrNoStyleStaysUnchanged() {
        #expect(Styler.ansi.bold("") == "")
        #expect(Styler.ansi.apply([], to: "x") == "x")
    }

    @Test func styledTextKeepsItsDisplayWidth() {
        #expect(DisplayWidth.of(Styler.ansi.apply([.bold, .green], to: "Épargne")) == 7)
    }
}
