import Maintenance
import Model
import Shared

/// The sentences and JSON of undo, redo and changes.
enum HistoryText {
    /// "Undid `tx add Migros 82.40`: 1 transaction removed, Groceries consumed 0.00".
    static func replayed(_ verb: String, _ entry: HistoryEntry) -> String {
        "\(verb) `\(Echo.cut(entry.text))`: " + ([entry.effect] + entry.lines).joined(separator: ", ")
    }

    /// "#12  2026-11-24 10:53:02  tx add Migros 82.40  +1 transaction (Groceries consumed 82.40)",
    /// the date as screens print it.
    static func line(_ entry: HistoryEntry) -> String {
        if entry.isSyncNote { return "sync  \(LocalDate.shown(timestamp: entry.madeAt))  \(entry.text)" }
        let lines = entry.lines.isEmpty ? "" : " (" + entry.lines.joined(separator: ", ") + ")"
        return "#\(entry.id)  \(LocalDate.shown(timestamp: entry.madeAt))  \(Echo.cut(entry.text))  \(entry.effect)\(lines)"
            + (entry.undone ? "  [undone]" : "")
    }

    /// `undone`: the unit's state as it is now; `undo` and `redo` give the state they left (their
    /// entries are read before they act).
    static func json(_ entry: HistoryEntry, changes: Bool = false, undone: Bool? = nil) -> JSONValue {
        if entry.isSyncNote { return .object([("sync", .bool(true)), ("madeAt", .string(entry.madeAt)), ("text", .string(entry.text))]) }
        var members: [(String, JSONValue)] = [
            ("id", .int(entry.id)), ("madeAt", .string(entry.madeAt)), ("text", .string(entry.text)),
            ("undone", .bool(undone ?? entry.undone)), ("effect", .string(entry.effect)),
            ("lines", .array(entry.lines.map { .string($0) })),
        ]
        if changes { members.append(("changes", .array(entry.changes.map { .string($0) }))) }
        return .object(members)
    }
}
