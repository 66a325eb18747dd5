import Persistence

extension AppStores {
    /// Copies the whole database into a new file at `path` (never over an existing one) and returns
    /// its size in bytes; the database stays open and usable while it runs.
    public func backup(to path: String) throws -> Int {
        try database.backup(to: path)
    }
}
