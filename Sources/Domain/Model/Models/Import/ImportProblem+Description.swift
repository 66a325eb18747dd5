import Shared

extension ImportProblem: UserFacingError {
    /// The problem as a message names it: `line 4: column 'Amount': '12.3.4' is not an amount`.
    public var message: String { "line \(line): \(messageAfterLine)" }
}
