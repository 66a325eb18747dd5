import Shared

/// Why an amount cannot be spread (Docs/Domain.md §7); each message says what to change.
public enum SpreadError: UserFacingError, Equatable, Sendable {
    case nonPositiveTotal(Money)
    case tooFewParts(Int)
    case tooManyParts(Int, maximum: Int)
    case totalBelowParts(Money, parts: Int)

    /// Each is a value the rules refuse: bad data (65).
    public var exitStatus: ExitStatus { .dataError }

    public var message: String {
        switch self {
        case .nonPositiveTotal(let total):
            return "cannot spread \(total.formatted): the total must be greater than 0"
        case .tooFewParts(let parts):
            return "cannot spread over \(parts) months: give at least 1"
        case .tooManyParts(let parts, let maximum):
            return "cannot spread over \(parts) months: at most \(maximum)"
        case .totalBelowParts(let total, let parts):
            return "cannot spread \(total.formatted) over \(parts) months: every month needs at least 0.01"
        }
    }
}
