import Model
import Testing

/// Regular expressions with a repeated group that repeats or alternates inside are refused: a
/// backtracking matcher can take exponential time on them.
@Suite struct RegexSafetyTests {
    @Test(arguments: [
        "(a+)+$", "(a*)*", "(x|xy)*", "(\\d{2,})+", "((ab)+)+", "(a+){2,}", "(?:a|b)+c", "(.*a){3,}", "(a?){30}a{30}",
        ".*.*.*.*x", "(a{1,3})+",
    ])
    func nestedRepetitionIsUnsafe(pattern: String) {
        #expect(RegexSafety.isUnsafe(pattern))
    }

    @Test(arguments: [
        "coop.*pronto", "(twint|paypal) .*", "(ab)+", "[a+]+", "\\(a+\\)+", "(a+)?", "(a+){1}", "^migros [0-9]+$", "[(]a+[)]+",
        "(\\d{4})+", "(\\p{L})+", "a+?b", ".*a.*b.*c", "(?:ab)+", "(?i)coop",
    ])
    func plainPatternsAreSafe(pattern: String) {
        #expect(!RegexSafety.isUnsafe(pattern))
    }

    @Test func aRuleWithNestedRepetitionIsRefusedWithAReason() {
        let rule = ImportRule(id: 1, position: 1, pattern: "(a+)+$", isRegex: true, line: "X")
        #expect(throws: InvalidRulePattern(pattern: "(a+)+$", isSlow: true)) { try RuleMatcher(rules: [rule]) }
        #expect(InvalidRulePattern(pattern: "(a+)+$", isSlow: true).description.contains("instead of '(a+)+'"))
    }

    @Test func aSafeRuleStillMatchesOnTheFirst256Characters() throws {
        let rule = ImportRule(id: 1, position: 1, pattern: "coop$", isRegex: true, line: "Groceries")
        let matcher = try RuleMatcher(rules: [rule])
        #expect(matcher.match("migros coop")?.line == "Groceries")
        #expect(matcher.match(String(repeating: "x", count: 300) + "coop") == nil)
    }
}
