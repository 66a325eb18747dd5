import CommandKit
import Domain
import Model
import Persistence
import Shared

/// Turns any error into the one-line message a user reads after `error:`; never a Swift value
/// dump: an error type without a description of its own is named, with advice.
enum ErrorMessage {
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as DomainError: return error.description
        case let error as CommandParseError: return error.description
        case let error as Tokenizer.Failure: return error.description
        case let error as MoneyParseError: return error.description
        case let error as DatabaseOpenError: return error.description
        case is CancellationError: return "interrupted"
        default:
            if let message = DatabaseErrorMessage.describe(error) { return message }
            if let described = error as? any CustomStringConvertible { return described.description }
            return "an unexpected \(type(of: error)) stopped the command; nothing was changed. Please report it with the command you ran"
        }
    }
}
