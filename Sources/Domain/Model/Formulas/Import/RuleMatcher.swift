import Shared

/// The import rules compiled once (regular expressions included), then asked for each payee:
/// the first rule in order whose pattern matches wins.
/// Example: rules [1 `*coop*` → Groceries, 2 `coop pronto*` → Fuel]: "COOP PRONTO 7" → rule 1.
public struct RuleMatcher {
    private let rules: [(rule: ImportRule, regex: Regex<AnyRegexOutput>?, glob: [Unicode.Scalar])]

    /// Fails with the rule whose regular expression does not compile.
    public init(rules: [ImportRule]) throws(InvalidRulePattern) {
        var compiled: [(ImportRule, Regex<AnyRegexOutput>?, [Unicode.Scalar])] = []
        for rule in rules.sorted(by: { $0.position < $1.position }) {
            if rule.isRegex {
                let regex: Regex<AnyRegexOutput>
                do { regex = try Regex(rule.pattern).ignoresCase() } catch { throw InvalidRulePattern(pattern: rule.pattern) }
                if RegexSafety.isUnsafe(rule.pattern) { throw InvalidRulePattern(pattern: rule.pattern, isSlow: true) }
                compiled.append((rule, regex, []))
            } else {
                compiled.append((rule, nil, Array(NameKey.make(rule.pattern).unicodeScalars)))
            }
        }
        self.rules = compiled
    }

    /// The first rule matching `payee`, or nil.
    public func match(_ payee: String) -> ImportRule? {
        match(payee, folded: NameKey.make(payee))
    }

    /// The same with the payee's `NameKey` already made.
    public func match(_ payee: String, folded: String) -> ImportRule? {
        let scalars = Array(folded.unicodeScalars)
        for (rule, regex, glob) in rules {
            if let regex {
                // Unheard: a payee the expression fails on is one it does not match; the next rule is tried.
                if (try? regex.firstMatch(in: payee.prefix(RegexSafety.maximumInput))) != nil { return rule }
            } else if ImportFormulas.globMatches(folded: glob, scalars) {
                return rule
            }
        }
        return nil
    }

    public var isEmpty: Bool { rules.isEmpty }
}

/// A `--regex` rule whose pattern is not a regular expression, or one that can take exponential
/// time (`RegexSafety`).
public struct InvalidRulePattern: UserFacingError, Equatable, Sendable {
    public let pattern: String
    public let isSlow: Bool

    public init(pattern: String, isSlow: Bool = false) {
        self.pattern = pattern
        self.isSlow = isSlow
    }

    /// A pattern is a value the user typed: one that cannot be used is bad data, as a bad amount is.
    public var exitStatus: ExitStatus { .dataError }

    public var message: String {
        guard isSlow else { return "'\(Echo.cut(pattern))' is not a regular expression: fix it or drop --regex for a glob" }
        return "'\(Echo.cut(pattern))' repeats a group that itself repeats or has alternatives, which can take "
            + "hours on some payees: write it without the nested repetition (e.g. 'a+' instead of '(a+)+')"
    }
}
