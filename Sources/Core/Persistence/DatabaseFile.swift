import Foundation

/// Creates the database's folder (0700) and empty file (0600) before SQLite opens it.
enum DatabaseFile {
    /// Returns true when the file did not exist and was created empty.
    static func prepare(path: String) throws(DatabaseOpenError) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        let manager = FileManager.default
        if !folder.isEmpty && !manager.fileExists(atPath: folder) {
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                            attributes: [.posixPermissions: 0o700])
            } catch {
                throw .cannotCreateFolder(path: folder, reason: error.localizedDescription)
            }
        }
        if manager.fileExists(atPath: path) {
            let size = (try? manager.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            return size == 0
        }
        let descriptor = Foundation.open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
        guard descriptor >= 0 else {
            throw .cannotCreateFile(path: path, reason: String(cString: strerror(errno)))
        }
        close(descriptor)
        return true
    }
}
