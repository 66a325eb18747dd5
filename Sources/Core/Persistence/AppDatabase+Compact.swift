import Foundation
import GRDB

extension AppDatabase {
    /// Rebuilds the file without its free pages (SQLite's `VACUUM`), then checkpoints the
    /// write-ahead log into it, so the file shrinks to what the data needs. SQLite keeps the pages
    /// that deletes or shortened rows freed for later writes, so a file never shrinks by itself.
    /// Rows, ids and the change journal are unchanged. Needs free disk space about twice the file's size.
    public func compact() throws(CompactError) -> CompactResult {
        if access == .readOnly { throw .readOnly(path: path) }
        if queue.inDatabase({ $0.isInsideTransaction }) { throw .insideTransaction(path: path) }
        let before = fileSize()
        do {
            let folded = try queue.inDatabase { db -> Bool in
                try db.execute(sql: "VACUUM")
                // busy is 1 when another connection's read kept the log from being folded in whole.
                let row = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
                return (row?[0] as Int?) != 1
            }
            return CompactResult(bytesBefore: before, bytesAfter: fileSize(), logFolded: folded)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            throw .locked(path: path)
        } catch {
            throw .failed(path: path, reason: DatabaseErrorMessage.reason(error))
        }
    }

    /// The size of the database file and its write-ahead log, in bytes.
    private func fileSize() -> Int {
        [path, path + "-wal"].reduce(0) { total, file in
            // Unheard: a file that is absent (the log after a checkpoint, an in-memory database) counts 0.
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
        }
    }
}
