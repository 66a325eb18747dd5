/// Undo or redo found a row that is not as the journal left it (changed by a write the journal
/// did not record, e.g. an older pulpe or a hand edit): nothing is applied.
public struct JournalConflict: Sendable, Equatable {
    public let unitText: String
    public let table: String
    public let row: String
}
