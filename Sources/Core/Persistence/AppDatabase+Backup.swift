import Foundation
import GRDB

extension AppDatabase {
    /// Copies the database as this connection sees it into a new file (mode 0600) with SQLite's
    /// online backup: consistent even while another process writes. The copy is made under a
    /// temporary name in the same folder and linked into place only when complete, so
    /// `destination` is either absent or a whole copy. Returns the copy's size in bytes.
    public func backup(to destination: String) throws(BackupError) -> Int {
        let manager = FileManager.default
        // The copy is of what is committed; an --atomic script's own changes are not, yet.
        if queue.inDatabase({ $0.isInsideTransaction }) { throw .insideTransaction(path: destination) }
        if manager.fileExists(atPath: destination) { throw .exists(path: destination) }
        let parent = (destination as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .noFolder(path: destination, folder: folder)
        }
        BackupLeftovers.remove(in: folder)
        let temporary = BackupLeftovers.temporaryPath(for: destination, in: folder)
        let descriptor = Foundation.open(temporary, O_CREAT | O_EXCL | O_WRONLY, 0o600)
        guard descriptor >= 0 else { throw .failed(path: destination, reason: String(cString: strerror(errno))) }
        _ = Foundation.close(descriptor)
        defer { BackupLeftovers.removeCopy(temporary) }
        do {
            let copy = try DatabaseQueue(path: temporary)
            try queue.inDatabase { source in
                try copy.writeWithoutTransaction { try source.backup(to: $0) }
            }
            try copy.close()
        } catch {
            throw .failed(path: destination, reason: DatabaseErrorMessage.reason(error))
        }
        // link, unlike rename, never replaces a file created meanwhile.
        guard link(temporary, destination) == 0 else {
            if errno == EEXIST { throw .exists(path: destination) }
            throw .failed(path: destination, reason: String(cString: strerror(errno)))
        }
        // Unheard: the size only decorates the message of a backup that succeeded.
        return (try? manager.attributesOfItem(atPath: destination)[.size] as? Int) ?? 0
    }
}
