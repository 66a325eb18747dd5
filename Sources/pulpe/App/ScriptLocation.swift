import CommandKit
import Model
import Shared

/// Where a command line came from, for `FILE:LINE: error: …` messages.
struct ScriptLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file as it was given, or `-c`, or `stdin`; empty for a one-off command (`pulpe sync init URL`).
    let source: String
    let line: Int

    /// A command typed as `pulpe WORDS…` is not part of a script: its messages carry no location.
    static let oneOff = ScriptLocation(source: "", line: 1)

    var description: String { "\(source):\(line)" }

    /// What a message from this line begins with: `err.pulpe:3: ` for a script's line, nothing for a one-off.
    var prefix: String { self == Self.oneOff ? "" : "\(self): " }
}
