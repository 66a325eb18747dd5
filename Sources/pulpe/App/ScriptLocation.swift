import CommandKit
import Domain
import Model
import Shared

/// Where a command line came from, for `FILE:LINE: error: …` messages.
struct ScriptLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file as it was given, or `-c`, or `stdin`.
    let source: String
    let line: Int

    var description: String { "\(source):\(line)" }
}
