import Foundation
import Persistence

/// A pulpe database file in a fresh temporary folder, removed with the folder when the value
/// goes away; two connections opened on it share the file as two processes would.
public final class TemporaryDatabaseFile: Sendable {
    public let folder: String
    public let path: String

    public init() {
        folder = NSTemporaryDirectory() + "pulpe-tests-" + UUID().uuidString
        path = folder + "/pulpe.sqlite"
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Opens (creating and migrating on first use) a new connection to the file.
    public func open() throws -> AppDatabase { try AppDatabase.open(path: path) }
}
