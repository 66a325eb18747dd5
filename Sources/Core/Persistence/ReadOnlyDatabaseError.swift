/// A change asked of a database opened read-only; nothing was written.
public struct ReadOnlyDatabaseError: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    /// The message, so that `"\(error)"` reads as the sentence too.
    public var description: String { message }

    public var message: String {
        "\(path) is open read-only (the file or its folder is not writable), so nothing was changed: make both writable to change it"
    }
}
