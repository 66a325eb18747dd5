import Domain
import Persistence
import Shared

/// Opens and closes the units of the change journal: one command, or one whole script run or
/// `.read`. The schema's triggers record each row change without a unit; at the end of each
/// command, inside its transaction, the session claims them for the running unit, so a
/// rolled-back command (or `--atomic` script) leaves no entry.
extension Session {
    /// Starts a unit that spans many commands (a script file, piped input, `.read FILE`); nested
    /// ones join the outer unit.
    func beginJournalUnit(_ text: String) {
        if journalUnit.depth == 0 {
            journalUnit.text = text
            journalUnit.unitID = nil
        }
        journalUnit.depth += 1
    }

    /// Ends the unit opened by `beginJournalUnit`.
    func endJournalUnit() {
        journalUnit.depth -= 1
        if journalUnit.depth == 0 { journalUnit.unitID = nil }
    }

    /// Reads where the journal stands before the session's first command.
    func prepareJournal() {
        guard journalUnit.highWater == nil else { return }
        journalUnit.highWater = try? context.stores.database.read(Journal.highWater)
    }

    /// Claims the changes `command` made for the running unit. Nothing when it wrote nothing;
    /// after `undo` or `redo`, the next change starts a new unit.
    func claimJournal(_ line: String, command: String) throws {
        let database = context.stores.database
        if command == "undo" || command == "redo" {
            journalUnit.unitID = nil
            journalUnit.highWater = nil
            return
        }
        guard database.access == .readWrite, try database.read({ $0.isInsideTransaction }) else { return }
        let text = journalUnit.depth > 0 ? journalUnit.text : line
        let (unit, highWater) = try database.write { db in
            try Journal.claim(db, after: journalUnit.highWater ?? 0, unitID: journalUnit.depth > 0 ? journalUnit.unitID : nil, text: text)
        }
        if journalUnit.depth > 0 { journalUnit.unitID = unit }
        journalUnit.highWater = highWater
    }
}

extension Session {
    /// The texts of the units `undo` and `redo` would replay (nil when none or unreadable).
    func journalNext() -> (undo: String?, redo: String?) {
        (try? HistoryService(database: context.stores.database).next()) ?? (nil, nil)
    }

    /// `where`'s lines about undo: "undo: `tx add Migros 82.40`", "redo: …", or nothing to undo.
    func journalNote(_ next: (undo: String?, redo: String?)) -> [String] {
        var lines = [next.undo.map { "undo: `\(Echo.cut($0))`" } ?? "nothing to undo"]
        if let redo = next.redo { lines.append("redo: `\(Echo.cut(redo))`") }
        return lines
    }
}
