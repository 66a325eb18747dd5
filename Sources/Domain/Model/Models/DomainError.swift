import Shared

/// A rule of the domain was broken by the input; the message says what and what to do.
public enum DomainError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidArgument(String)
    case notFound(String)
    case duplicate(String)
    case conflict(String)

    public var description: String {
        switch self {
        case .invalidArgument(let message), .notFound(let message), .duplicate(let message), .conflict(let message):
            return message
        }
    }

    package static func noBudget(_ month: YearMonth) -> DomainError {
        .notFound("no budget for \(month): create it with `budget new \(month)`")
    }
}
