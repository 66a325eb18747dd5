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
            // A read-only database's script transaction only pins a snapshot: nothing to claim.
            let database = context.stores.database
            journalUnit.claimsAtEnd = database.isInsideTransaction && database.access == .readWrite
        }
        journalUnit.depth += 1
    }

    /// Ends the unit opened by `beginJournalUnit`: claims its changes when it ran in one outer
    /// transaction (before that transaction commits), and records where it ends. A failure is
    /// the script's: under `--atomic` it rolls the script back.
    func endJournalUnit() async throws {
        journalUnit.depth -= 1
        guard journalUnit.depth == 0 else { return }
        defer { journalUnit.claimsAtEnd = false }
        try sealJournalUnit()
        await syncIfPending()
    }

    /// Claims what the open unit has not claimed yet and closes it; the next change starts a new unit.
    private func sealJournalUnit() throws {
        defer { journalUnit.unitID = nil }
        if journalUnit.claimsAtEnd {
            try prepareJournal()
            journalUnit.unitID = try claim(text: journalUnit.text, unitID: journalUnit.unitID, open: true)
        }
        if let unit = journalUnit.unitID {
            try context.stores.database.writeClosing { try Journal.close($0, unitID: unit) }
            journalUnit.changedSinceSync = true
        }
    }

    /// Reads where the journal stands before the session's first command. Before `undo` or
    /// `redo` inside a script unit, ends that unit, so undo sees it whole.
    func prepareJournal(for command: String = "") throws {
        if journalUnit.highWater == nil {
            journalUnit.highWater = try context.stores.database.read(Journal.highWater)
        }
        if (command == "undo" || command == "redo") && journalUnit.depth > 0 { try sealJournalUnit() }
    }

    /// Claims the changes `command` made for the running unit. Nothing when it wrote nothing;
    /// after `undo` or `redo`, the next change starts a new unit.
    func claimJournal(_ line: String, command: String) throws {
        let database = context.stores.database
        if command == "undo" || command == "redo" {
            journalUnit.unitID = nil
            journalUnit.highWater = nil
            journalUnit.changedSinceSync = true
            return
        }
        if journalUnit.depth > 0 && journalUnit.claimsAtEnd { return }
        guard database.access == .readWrite, database.isInsideTransaction else { return }
        if journalUnit.depth > 0 {
            journalUnit.unitID = try claim(text: journalUnit.text, unitID: journalUnit.unitID, open: true)
        } else if try claim(text: line, unitID: nil, open: false) != nil {
            journalUnit.changedSinceSync = true
        }
    }

    /// Claims the changes recorded since the high water for `unitID` (or a new unit named `text`).
    private func claim(text: String, unitID: Int64?, open: Bool) throws -> Int64? {
        let after = journalUnit.highWater ?? 0
        let (unit, highWater) = try context.stores.database.writeClosing { db in
            try Journal.claim(db, after: after, unitID: unitID, text: text, open: open)
        }
        journalUnit.highWater = highWater
        return unit
    }
}

extension Session {
    /// The texts of the units `undo` and `redo` would replay (nil when none).
    func journalNext() async throws -> (undo: String?, redo: String?) {
        try await context.stores.historyService.next()
    }

    /// What `where` adds after the path when something can be undone or redone:
    /// " · undo: `tx add Migros 82.40`", " · redo: …"; nothing otherwise.
    func journalNote(_ next: (undo: String?, redo: String?)) -> String {
        (next.undo.map { " · undo: `\(Echo.cut($0))`" } ?? "") + (next.redo.map { " · redo: `\(Echo.cut($0))`" } ?? "")
    }
}
