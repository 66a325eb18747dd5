/// The import rules compiled once (regular expressions included), then asked for each payee:
/// the first rule in order whose pattern matches wins.
/// Example: rules [1 `*coop*` → Groceries, 2 `coop pronto*` → Fuel]: "COOP PRONTO 7" → rule 1.
public struct RuleMatcher {
    private let rules: [(rule: ImportRule, regex: Regex<AnyRegexOutput>?)]

    /// Fails with the rule whose regular expression does not compile.
    public init(rules: [ImportRule]) throws(InvalidRulePattern) {
        var compiled: [(ImportRule, Regex<AnyRegexOutput>?)] = []
        for rule in rules.sorted(by: { $0.position < $1.position }) {
            if rule.isRegex {
                guard let regex = try? Regex(rule.pattern).ignoresCase() else { throw InvalidRulePattern(pattern: rule.pattern) }
                compiled.append((rule, regex))
            } else {
                compiled.append((rule, nil))
            }
        }
        self.rules = compiled
    }

    /// The first rule matching `payee`, or nil.
    public func match(_ payee: String) -> ImportRule? {
        for (rule, regex) in rules {
            if let regex {
                if (try? regex.firstMatch(in: payee)) != nil { return rule }
            } else if ImportFormulas.globMatches(rule.pattern, payee) {
                return rule
            }
        }
        return nil
    }

    public var isEmpty: Bool { rules.isEmpty }
}

/// A `--regex` rule whose pattern is not a regular expression.
public struct InvalidRulePattern: Error, Equatable, Sendable {
    public let pattern: String

    public init(pattern: String) { self.pattern = pattern }
}
