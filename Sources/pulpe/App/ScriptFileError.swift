import Shared

/// Why a command file could not be read: `reason` follows `FILE: error: cannot read the file:`.
/// Example: a missing file → "nothere.pulpe: error: cannot read the file: no such file", status 66.
struct ScriptFileError: UserFacingError, Sendable {
    let reason: String

    init(reason: String) { self.reason = reason }

    init(errno code: Int32) { reason = SystemFileError.reason(errno: code) }

    var exitStatus: ExitStatus { .noInput }

    var message: String { "the command file cannot be read: \(reason)" }
}
