/// Why a typed amount was refused; each message names the input and the expected form.
public enum MoneyParseError: UserFacingError, Equatable, Sendable {
    case empty
    case signed(String)
    case tooManyDecimals(String)
    case tooLarge(String)
    case malformed(String)

    public var exitStatus: ExitStatus { .dataError }

    public var message: String {
        switch self {
        case .empty:
            return "an amount is required (e.g. 1800 or 1'800.50)"
        case .signed(let text):
            return "amount '\(Echo.cut(text))' must not have a sign: amounts are positive, the kind gives the direction"
        case .tooManyDecimals(let text):
            return "amount '\(Echo.cut(text))' has more than two decimals"
        case .tooLarge(let text):
            return "amount '\(Echo.cut(text))' is larger than the maximum 9'999'999'999.99"
        case .malformed(let text):
            return "'\(Echo.cut(text))' is not an amount: use digits with an optional . and two decimals, e.g. 1800 or 1'800.50"
        }
    }
}
