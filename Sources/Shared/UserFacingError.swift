/// An error pulpe reports to its user: every error type of the project adopts it, so the one
/// mapper (`ErrorMessage`) reads a sentence and an exit status from any of them, never a Swift
/// value. `message` names the bad value and says what to do; `exitStatus` is the kind of failure.
/// Example: `Tokenizer.Failure.controlCharacter` → "control character U+001B at column 8 is not allowed: …", status 65.
public protocol UserFacingError: Error, CustomStringConvertible {
    /// The sentence printed after `error:` (no trailing full stop, as every message of pulpe).
    var message: String { get }
    /// The kind of failure, after sysexits; `.failure` (1) unless the type says otherwise.
    var exitStatus: ExitStatus { get }
}

extension UserFacingError {
    public var exitStatus: ExitStatus { .failure }
    /// The message: an error printed with `\(error)` reads as its sentence too.
    public var description: String { message }
}
