/// What `compact` did: the file's size (with its write-ahead log) before and after, in bytes.
public struct CompactResult: Equatable, Sendable {
    public let bytesBefore: Int
    public let bytesAfter: Int
    /// False when another process's read kept part of the log out of the file: the file shrinks
    /// fully at the next checkpoint after that read ends.
    public let logFolded: Bool

    public init(bytesBefore: Int, bytesAfter: Int, logFolded: Bool) {
        self.bytesBefore = bytesBefore
        self.bytesAfter = bytesAfter
        self.logFolded = logFolded
    }
}
