/// One unit of the change journal: a command, or one whole script run, `.read` or import.
public struct JournalUnit: Sendable, Equatable {
    public let id: Int64
    /// When its first change was committed, `YYYY-MM-DD HH:MM:SS` in UTC.
    public let madeAt: String
    /// What was run: the command line, or `script FILE`, `.read FILE`.
    public let text: String
    public let undone: Bool
}
