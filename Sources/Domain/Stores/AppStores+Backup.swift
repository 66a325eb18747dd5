import Persistence

extension AppStores {
    /// Copies the whole database into a new file at `path` (never over an existing one) and returns
    /// its size in bytes; the database stays open and usable while it runs.
    public func backup(to path: String) throws -> Int {
        try database.backup(to: path)
    }
}

extension AppStores {
    /// Rebuilds the database file without its free pages and returns its size before and after;
    /// no row changes, so no cache goes stale.
    public func compact() throws -> (bytesBefore: Int, bytesAfter: Int, logFolded: Bool) {
        let result = try database.compact()
        return (result.bytesBefore, result.bytesAfter, result.logFolded)
    }
}
