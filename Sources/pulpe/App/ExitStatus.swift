import Domain
import Foundation
import Model
import Persistence
import Shared

/// The exit statuses of `pulpe`, after BSD's sysexits: a script can tell a typo from bad data,
/// a missing file, an output it could not write, and a database another process holds.
/// Example: `pulpe -c 'tx ad Coffee 3'` exits 64; `pulpe -c 'tx add Coffee 3.O'` exits 65.
enum ExitStatus {
    /// A command failed for any other reason (a rule of the budget, a name not found).
    static let failure: Int32 = 1
    /// EX_USAGE: an unknown command or option, a missing argument, a malformed line.
    static let usage: Int32 = 64
    /// EX_DATAERR: a value that does not read (an amount, a date, a line that is not UTF-8).
    static let dataError: Int32 = 65
    /// EX_NOINPUT: a file to read (a script, a statement, a backup) that does not exist or cannot be read.
    static let noInput: Int32 = 66
    /// EX_CANTCREAT: an output file that could not be written.
    static let cannotCreate: Int32 = 73
    /// EX_TEMPFAIL: the database was busy (another process held it); running again may succeed.
    static let busy: Int32 = 75

    /// The status an error of a command ends the run with.
    static func of(_ error: any Error) -> Int32 {
        switch error {
        case Tokenizer.Failure.controlCharacter: dataError
        case is CommandParseError, is Tokenizer.Failure: usage
        case is MoneyParseError: dataError
        case is OutputFileError: cannotCreate
        // A file that cannot be opened is missing input; one that opens but does not read is bad data.
        case ImportError.unreadableFile(let path, _): isReadableFile(path) ? dataError : noInput
        case let error where DatabaseErrorMessage.isBusy(error): busy
        default: failure
        }
    }

    private static func isReadableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(path, R_OK) == 0
    }
}
