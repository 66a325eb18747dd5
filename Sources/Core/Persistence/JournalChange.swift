/// One row change of a journal unit, with its images as JSON objects (column → value).
public struct JournalChange: Sendable, Equatable {
    public enum Operation: String, Sendable { case insert, update, delete }
    public let seq: Int64
    public let table: String
    public let operation: Operation
    /// The row before the change (nil for an insert).
    public let before: String?
    /// The row after the change (nil for a delete).
    public let after: String?
}
