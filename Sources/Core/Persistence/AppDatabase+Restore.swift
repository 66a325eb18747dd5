import Foundation
import GRDB

extension AppDatabase {
    /// What `pulpe restore BACKUP` did: where the replaced database was kept, and the size.
    public struct Restored: Sendable, Equatable {
        /// The copy of the database that was replaced (nil when there was none).
        public let kept: String?
        public let bytes: Int
    }

    /// Puts the backup at `backup` in place of the database at `target`, through SQLite (its
    /// online backup into the target's own connection), never by copying files: a `-wal` left
    /// beside the target by a killed process is read as the target's and then overwritten with
    /// the rest, never replayed into the restored pages. Refused while another process has the
    /// target open (its next write would mix the two). The database it replaces is first copied
    /// to `TARGET.before-restore` (or `…-2`, `-3`, …), so a wrong restore can be taken back.
    public static func restore(backup: String, into target: String) throws(RestoreBackupError) -> Restored {
        var backupStatus = stat()
        guard stat(backup, &backupStatus) == 0 else { throw .unreadable(path: backup, reason: String(cString: strerror(errno))) }
        guard backupStatus.st_mode & S_IFMT == S_IFREG else { throw .unreadable(path: backup, reason: "it is not a regular file") }
        var targetStatus = stat()
        let targetExists = stat(target, &targetStatus) == 0
        if targetExists, targetStatus.st_dev == backupStatus.st_dev, targetStatus.st_ino == backupStatus.st_ino {
            throw .sameFile(path: backup)
        }
        let source = try openBackup(backup)
        // Unheard: the backup was only read; closing it cannot lose anything.
        defer { try? source.close() }
        if targetExists, let holder = OpenFiles.holder(of: [target, target + "-wal", target + "-shm"]) {
            throw .inUse(path: target, pid: holder.pid, program: holder.program)
        }
        var kept: String?
        do {
            if targetExists {
                let current = try DatabaseQueue(path: target)
                // Unheard: a connection left open closes when freed.
                defer { try? current.close() }
                kept = try keepCopy(of: current, beside: target)
                try source.backup(to: current)
                try current.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
            } else {
                let descriptor = Foundation.open(target, O_CREAT | O_EXCL | O_WRONLY, 0o600)
                guard descriptor >= 0 else { throw RestoreBackupError.failed(path: target, reason: String(cString: strerror(errno))) }
                _ = Foundation.close(descriptor)
                do {
                    let fresh = try DatabaseQueue(path: target)
                    // Unheard: a connection left open closes when freed.
                    defer { try? fresh.close() }
                    try source.backup(to: fresh)
                } catch {
                    // A half-made database must not be opened as the database next time.
                    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(target + suffix) }
                    throw error
                }
            }
        } catch let error as RestoreBackupError {
            throw error
        } catch {
            throw .failed(path: target, reason: DatabaseErrorMessage.reason(error))
        }
        // Unheard: the size only decorates the message of a restore that succeeded.
        let size = (try? FileManager.default.attributesOfItem(atPath: target)[.size] as? Int) ?? 0
        return Restored(kept: kept, bytes: size)
    }

    /// The backup, opened read-only and checked: a whole SQLite file holding a pulpe database.
    private static func openBackup(_ path: String) throws(RestoreBackupError) -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: DatabaseFile.sqlitePath(path, access: .readOnly), configuration: configuration)
            let check = try queue.read { db in
                // A blank file would restore an empty database: only one of pulpe's is a backup.
                guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == Schema.applicationID else {
                    throw DatabaseOpenError.notAPulpeDatabase(path: path)
                }
                _ = try SchemaSetup.state(db, path: path)
                return try String.fetchOne(db, sql: "PRAGMA quick_check") ?? "?"
            }
            guard check == "ok" else { throw RestoreBackupError.damaged(path: path, reason: check) }
            return queue
        } catch let error as RestoreBackupError {
            throw error
        } catch let error as DatabaseOpenError {
            throw .notABackup(path: path, reason: error.message)
        } catch {
            throw .notABackup(path: path, reason: DatabaseErrorMessage.reason(error))
        }
    }

    /// Copies `database` to the first free `PATH.before-restore[-N]` (0600); returns that path.
    private static func keepCopy(of database: DatabaseQueue, beside path: String) throws -> String {
        var number = 1
        while true {
            let name = path + ".before-restore" + (number == 1 ? "" : "-\(number)")
            let descriptor = Foundation.open(name, O_CREAT | O_EXCL | O_WRONLY, 0o600)
            if descriptor < 0 {
                guard errno == EEXIST else { throw RestoreBackupError.failed(path: name, reason: String(cString: strerror(errno))) }
                number += 1
                continue
            }
            _ = Foundation.close(descriptor)
            do {
                let copy = try DatabaseQueue(path: name)
                try database.backup(to: copy)
                try copy.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
                try copy.close()
            } catch {
                for suffix in ["", "-wal", "-shm", "-journal"] { unlink(name + suffix) }
                throw error
            }
            return name
        }
    }
}
