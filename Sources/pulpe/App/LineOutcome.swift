import CommandKit
import Domain
import Model
import Shared

/// What running one command line did.
enum LineOutcome: Equatable {
    case succeeded
    case failed(String)
    /// `quit`, `exit`: leave the REPL or stop the script.
    case quit
}
