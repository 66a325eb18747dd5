import CommandKit
import Model
import Shared

/// What running one command line did.
enum LineOutcome: Equatable {
    case succeeded
    /// The message after `error:` and the exit status it gives the run (`ExitStatus`).
    case failed(String, status: ExitStatus)
    /// `quit`, `exit`: leave the REPL or stop the script.
    case quit

    /// A failure of no particular kind (exit status 1).
    static func failed(_ message: String) -> LineOutcome { .failed(message, status: .failure) }
}
