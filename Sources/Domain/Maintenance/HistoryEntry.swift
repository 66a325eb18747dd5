import Shared

/// One unit of the change journal as commands show it: what ran, when, and its effect.
public struct HistoryEntry: Sendable, Equatable {
    public let id: Int64
    /// `YYYY-MM-DD HH:MM:SS`, UTC.
    public let madeAt: String
    public let text: String
    public let undone: Bool
    /// Rows counted by table and change, e.g. "+1 transaction, ~1 line".
    public let effect: String
    /// The lines whose transactions changed, with their consumption now, e.g. "Groceries consumed 0.00".
    public let lines: [String]
    /// Each row change, in order: "insert tx {…}".
    public let changes: [String]
    /// Not a unit but what a sync said of a merge (`text`): an edit that gave way to a later
    /// one, an edit lost with a removed row, a row kept or made again.
    public var isSyncNote = false
}
