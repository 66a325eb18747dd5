extension JournalConflict: Error, CustomStringConvertible {
    /// Said when no service words it better (`HistoryService` names the row).
    /// The message, so that `"\(error)"` reads as the sentence too.
    public var description: String { message }

    public var message: String {
        "cannot replay `\(unitText)`: a \(table) row was changed since by a write the journal did not record; nothing was changed"
    }
}
