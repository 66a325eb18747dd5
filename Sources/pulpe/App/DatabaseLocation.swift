import CommandKit
import Foundation
import Model
import Shared

/// Where this invocation's database is and what may be created for it: a path typed with `--db`
/// gets no missing folders unless `--create` says so, so that a typo is not a new empty budget.
public struct DatabaseLocation {
    let path: String
    /// The default location (or `$PULPE_DB`) and `--create` may create missing folders.
    let mayCreateFolders: Bool

    public init(path: String, mayCreateFolders: Bool) {
        self.path = path
        self.mayCreateFolders = mayCreateFolders
    }

    /// True when the file is already there; otherwise opening creates it, which is announced.
    var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// Why opening must not go on, or nil.
    func refusal() -> String? {
        guard !mayCreateFolders, !exists else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) else { return nil }
        return "no database at \(path) and its folder \(folder) does not exist: check the path, or add --create to create both"
    }

    /// The note printed on stderr after a new database was created.
    var creationNote: String { "note: created a new database at \(path)" }
}
