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
            let (pages, folded) = try queue.inDatabase { db -> (Int, Bool) in
                try db.execute(sql: "VACUUM")
                // PASSIVE never waits: a reader of the file as it was (a long read in another
                // program) keeps part of the log out of the file until it ends, and SQLite then
                // folds it in at a later checkpoint. Once it is all in, TRUNCATE empties the log.
                let passive = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(PASSIVE)")
                let folded = passive.map { $0[0] as Int == 0 && $0[1] as Int == $0[2] as Int } ?? true
                if folded { try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
                let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
                return (pageSize * (try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0), folded)
            }
            return CompactResult(bytesBefore: before, bytesAfter: pages, logFolded: folded)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            throw .locked(path: path)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
            throw .noRoom(path: path, bytes: before, folder: SQLiteTemporaryFolder.path())
        } catch {
            throw .failed(path: path, reason: DatabaseErrorMessage.reason(error))
        }
    }

    /// The size of the database file and its write-ahead log on disk, in bytes; through a
    /// symbolic link, of the file it names (SQLite keeps the log beside that file).
    private func fileSize() -> Int {
        let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return [file, file + "-wal"].reduce(0) { total, file in
            // Unheard: a file that is absent (the log after a checkpoint, an in-memory database) counts 0.
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
        }
    }
}
