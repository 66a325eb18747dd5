import CommandKit
import Domain
import Model
import Persistence
import Shared

/// Turns any error into the one-line message a user reads after `error:`.
enum ErrorMessage {
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as DomainError: return error.description
        case let error as CommandParseError: return error.description
        case let error as Tokenizer.Failure: return error.description
        case let error as MoneyParseError: return error.description
        case let error as DatabaseOpenError: return error.description
        case is CancellationError: return "interrupted"
        default: return DatabaseErrorMessage.describe(error) ?? "\(error)"
        }
    }
}
