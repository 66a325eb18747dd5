import Foundation

/// Creates the database's folder (0700) and file (0600) before SQLite opens it, and decides
/// whether it can be opened for writing.
enum DatabaseFile {
    /// Prepares `path` and says how to open it. A missing file is created empty (a concurrent
    /// run creating it too is fine); an existing one the user cannot write, or in a folder
    /// where SQLite cannot create its journal files, is opened read-only.
    static func prepare(
        path: String, readOnly: Bool = false, canWrite: (String) -> Bool = isWritable
    ) throws(DatabaseOpenError) -> DatabaseAccess {
        let folder = (path as NSString).deletingLastPathComponent
        let manager = FileManager.default
        if manager.fileExists(atPath: path) {
            let writable = canWrite(path) && canWrite(folder.isEmpty ? "." : folder)
            return readOnly || !writable ? .readOnly : .readWrite
        }
        if readOnly { throw .sqlite(path: path, message: "the file does not exist") }
        if !folder.isEmpty && !manager.fileExists(atPath: folder) {
            do {
                try manager.createDirectory(
                    atPath: folder, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                // Another run may have created it meanwhile: only a folder still missing is an error.
                var isFolder: ObjCBool = false
                if !manager.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
                    throw .cannotCreateFolder(path: folder, reason: FileErrorReason.of(error))
                }
            }
        }
        let descriptor = Foundation.open(path, O_CREAT | O_WRONLY, 0o600)
        guard descriptor >= 0 else {
            throw .cannotCreateFile(path: path, reason: String(cString: strerror(errno)))
        }
        close(descriptor)
        return .readWrite
    }

    /// What SQLite is given to open `path`. Read-only with no write-ahead log pending, the file
    /// is opened `immutable`: SQLite would otherwise create `-wal` and `-shm` files it cannot
    /// remove (or fail to, in a folder it cannot write). With a log pending, it must be read.
    /// A name starting with `file:` is a URI to SQLite (another file, options such as
    /// `mode=memory`): it is given as `./file:…`, so a path is always opened as that path.
    static func sqlitePath(_ path: String, access: DatabaseAccess) -> String {
        guard access == .readOnly, !FileManager.default.fileExists(atPath: path + "-wal") else {
            return path.hasPrefix("file:") ? "./" + path : path
        }
        var escaped = ""
        for character in path.unicodeScalars {
            switch character {
            case "%", "?", "#": escaped += String(format: "%%%02X", character.value)
            default: escaped.unicodeScalars.append(character)
            }
        }
        return "file:\(escaped)?immutable=1"
    }

    /// True when this process may write `path` (a file or a folder).
    static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }
}
