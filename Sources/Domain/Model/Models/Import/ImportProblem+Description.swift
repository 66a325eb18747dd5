import Shared

extension ImportProblem: UserFacingError {
    /// The problem as a message names it: `line 4: column 'Amount': '12.3.4' is not an amount`.
    public var message: String { "line \(line): \(messageAfterLine)" }

    /// A row that does not read is bad data (65), as a bad amount typed at the prompt is.
    public var exitStatus: ExitStatus { .dataError }
}
