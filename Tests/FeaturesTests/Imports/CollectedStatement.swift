import Model
import Testing

@testable import ImportsFeature

/// What a statement reader passed on, kept in order for the tests to look at.
struct CollectedStatement {
    var format: String
    var kind: String { format }
    var account: String?
    var inputs: [ImportInput]

    /// Runs `read` and keeps every entry it emits.
    static func of(_ read: (_ emit: StatementEmit) throws -> StatementRead) throws -> CollectedStatement {
        var inputs: [ImportInput] = []
        let found = try read { inputs.append($0) }
        #expect(found.entries == inputs.count)
        return CollectedStatement(format: found.format, account: found.account, inputs: inputs)
    }
}
