/// Why a typed amount was refused; each message names the input and the expected form.
public enum MoneyParseError: UserFacingError, Equatable, Sendable {
    case empty
    case signed(String)
    case tooManyDecimals(String, allowed: Int)
    case tooLarge(String)
    case malformed(String)
    /// A mark that could group thousands or separate decimals (`1.234` in de-DE): both readings.
    case ambiguous(String, grouped: String, decimal: String)

    public var exitStatus: ExitStatus { .dataError }

    public var message: String {
        switch self {
        case .empty:
            return "an amount is required (e.g. 1800 or 1'800.50)"
        case .signed(let text):
            return "amount '\(Echo.cut(text))' must not have a sign: amounts are positive, the kind gives the direction"
        case .tooManyDecimals(let text, let allowed):
            if allowed == 0 { return "amount '\(Echo.cut(text))' has decimals, and the currency has none: type whole units" }
            let words = [1: "one decimal", 2: "two decimals", 3: "three decimals"]
            return "amount '\(Echo.cut(text))' has more than \(words[allowed] ?? counted(allowed, "decimal"))"
        case .tooLarge(let text):
            return "amount '\(Echo.cut(text))' is larger than the maximum \(Money.maximum.formatted)"
        case .ambiguous(let text, let grouped, let decimal):
            return "amount '\(Echo.cut(text))' could be \(grouped) or \(decimal): write it without the mark (\(grouped)) "
                + "or with both marks (\(decimal),00)"
        case .malformed(let text):
            // Said in the locale's marks: in fr-FR, "an optional , and two decimals, e.g. 1800 or 1 800,50".
            let rules = MoneyRules.current
            let words = [0: "no decimals", 1: "one decimal", 2: "two decimals", 3: "three decimals"][rules.minorDigits] ?? "decimals"
            let decimals =
                rules.minorDigits == 0
                ? "" : "\(rules.decimalMark)" + "50".padding(toLength: rules.minorDigits, withPad: "0", startingAt: 0)
            let mark = rules.minorDigits == 0 ? "" : " with an optional \(rules.decimalMark) and \(words)"
            return "'\(Echo.cut(text))' is not an amount: use digits\(mark), e.g. 1800 or 1\(rules.grouping)800\(decimals)"
        }
    }
}
