/// What `compact` did: the file's size on disk before (with its write-ahead log) and its
/// compacted size, in bytes.
public struct CompactResult: Equatable, Sendable {
    public let bytesBefore: Int
    public let bytesAfter: Int
    /// False when another program's read of the file as it was kept the log out of it: the file
    /// takes its compacted size at a checkpoint after that read ends.
    public let logFolded: Bool

    public init(bytesBefore: Int, bytesAfter: Int, logFolded: Bool) {
        self.bytesBefore = bytesBefore
        self.bytesAfter = bytesAfter
        self.logFolded = logFolded
    }
}
