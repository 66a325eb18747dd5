import Shared

/// One error of the catalogue: the case it is (or, for a struct, which variant), the error, and
/// the exit status a run it ends must have.
struct ErrorSample: CustomStringConvertible, Sendable {
    let name: String
    let error: any UserFacingError & Sendable
    let status: ExitStatus

    init(_ name: String, _ error: any UserFacingError & Sendable, _ status: ExitStatus = .failure) {
        self.name = name
        self.error = error
        self.status = status
    }

    /// The type's name as the sources declare it (`Failure` for `Tokenizer.Failure`).
    var typeName: String { String(describing: type(of: error)) }

    /// For the test's arguments: `DomainError.noBudget`.
    var description: String { "\(typeName).\(name)" }
}
