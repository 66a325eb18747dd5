import Foundation
import Persistence

/// A pulpe database file in a fresh temporary folder, removed with the folder when the value
/// goes away; for tests where two connections share one file like two processes would.
final class TemporaryDatabaseFile {
    let folder: String
    let path: String

    init() {
        folder = NSTemporaryDirectory() + "pulpe-domain-tests-" + UUID().uuidString
        path = folder + "/pulpe.sqlite"
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Opens (creating and migrating on first use) a new connection to the file.
    func open() throws -> AppDatabase { try AppDatabase.open(path: path) }
}
