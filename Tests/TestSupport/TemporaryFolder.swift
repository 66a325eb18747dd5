import Foundation

/// A fresh folder under the system's temporary directory, removed with everything in it when
/// the value goes away; each test that touches files gets its own.
public final class TemporaryFolder {
    public let path: String

    public init() throws {
        path = NSTemporaryDirectory() + "pulpe-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A path inside the folder; nothing is created.
    public func file(_ relative: String) -> String { path + "/" + relative }

    /// The permission bits of the file or folder at `path` (e.g. 0o600).
    public static func permissions(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    /// The bytes and modification date of a file, to prove it was left untouched.
    public static func fingerprint(_ path: String) throws -> (bytes: Data, modified: Date?) {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (try Data(contentsOf: URL(fileURLWithPath: path)), attributes[.modificationDate] as? Date)
    }
}
