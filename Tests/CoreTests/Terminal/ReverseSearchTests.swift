import Testing

@testable import Terminal

/// Which history line Ctrl-R shows: the newest older one holding the pattern, never the one shown.
@Suite struct ReverseSearchTests {
    let entries = ["line add expense Rent 1800", "budget show", "line set Rent 1700", "budget show"]

    @Test func eachPressStepsToAnOlderLine() {
        #expect(ReverseSearch.find("e", in: entries, before: 4, skipping: nil) == 3)
        #expect(ReverseSearch.find("e", in: entries, before: 3, skipping: "budget show") == 2)
        #expect(ReverseSearch.find("e", in: entries, before: 2, skipping: "line set Rent 1700") == 1)
        #expect(ReverseSearch.find("e", in: entries, before: 0, skipping: nil) == nil)
    }

    @Test func aLineEqualToTheOneShownIsSkipped() {
        #expect(ReverseSearch.find("budget", in: entries, before: 3, skipping: "budget show") == nil)
        #expect(ReverseSearch.find("Rent", in: entries, before: 4, skipping: nil) == 2)
    }

    @Test func anEmptyPatternFindsNothing() {
        #expect(ReverseSearch.find("", in: entries, before: 4, skipping: nil) == nil)
        #expect(ReverseSearch.prompt(pattern: "bud", failed: false) == "(reverse-i-search)'bud': ")
        #expect(ReverseSearch.prompt(pattern: "x", failed: true) == "(failed reverse-i-search)'x': ")
    }
}
