import Shared

extension JournalConflict: UserFacingError {
    /// Said when no service words it better (`HistoryService` names the row).
    public var message: String {
        "cannot replay `\(unitText)`: a \(table) row was changed since by a write the journal did not record; nothing was changed"
    }
}
