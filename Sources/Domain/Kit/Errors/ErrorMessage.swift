import Foundation
import Model
import Persistence
import Shared

/// The one mapper from any error to what the user reads after `error:` and the status the run
/// exits with. The project's own errors speak through `UserFacingError`; the few foreign ones
/// that can reach a command (SQLite's, the file system's, a cancelled task) have their sentence
/// here; anything else is named, never printed as a Swift value.
/// Example: `MoneyParseError.malformed("3.O")` → "'3.O' is not an amount: …", status 65.
public enum ErrorMessage {
    public static func describe(_ error: any Error) -> String {
        switch error {
        case let error as any UserFacingError: return error.message
        case is CancellationError: return "interrupted"
        default:
            if let message = DatabaseErrorMessage.describe(error) { return message }
            if let file = SystemFileError(error) { return file.message }
            return
                "an unexpected \(typeName(of: error)) stopped the command; nothing was changed. Please report it with the command you ran"
        }
    }

    /// The exit status after sysexits (`ExitStatus`) of a run that `error` ends.
    public static func exitStatus(of error: any Error) -> ExitStatus {
        switch error {
        // A file that cannot be opened is missing input; one that opens but does not read is bad data.
        case ImportError.unreadableFile(let path, _): isReadableFile(path) ? .dataError : .noInput
        case let error as any UserFacingError: error.exitStatus
        case let error where DatabaseErrorMessage.isBusy(error): .busy
        default: SystemFileError(error)?.exitStatus ?? .failure
        }
    }

    /// The type's own name, without module or generic arguments (`Opaque`, not `Mod.Opaque<Int>`).
    private static func typeName(of error: any Error) -> String {
        let name = String(describing: type(of: error))
        return String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    private static func isReadableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(path, R_OK) == 0
    }
}
