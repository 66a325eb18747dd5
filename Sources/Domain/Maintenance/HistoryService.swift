import DomainKit
import Foundation
import GRDB
import Model
import Persistence
import Shared

/// Undo, redo and the list of changes, over the change journal the schema's triggers keep.
/// A unit is one command, or one whole script run or `.read`; undo reverts the newest unit
/// whoever made it (this process or another), redo re-applies the oldest undone one.
public actor HistoryService: ServiceActor {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    /// Reverts the last `count` units in one transaction, newest first. Empty when none is left.
    public func undo(_ count: Int) throws -> [HistoryEntry] {
        try replay(count) { try Journal.undo($0) }
    }

    /// Re-applies the `count` oldest undone units in one transaction.
    public func redo(_ count: Int) throws -> [HistoryEntry] {
        try replay(count) { try Journal.redo($0) }
    }

    /// Units newest first, made on or after `since` (a date), at most `limit`, with what syncs
    /// said of their merges among them (`HistoryEntry.isSyncNote`).
    public func entries(since: LocalDate?, limit: Int) throws -> [HistoryEntry] {
        try database.read { db in
            let units = try Journal.units(db, since: since?.description, limit: limit).map { unit in
                try Self.entry(db, unit, Journal.operations(db, unit: unit.id), undoing: nil)
            }
            let notes = try Row.fetchAll(
                db, sql: "SELECT id, made_at, text FROM sync_note WHERE made_at >= ? ORDER BY id DESC LIMIT ?",
                arguments: [since?.description ?? "", limit]
            ).map { row in
                HistoryEntry(
                    id: row[0], madeAt: row[1], text: row[2], undone: false, effect: "", lines: [], changes: [], isSyncNote: true)
            }
            // Newest first; a sync's notes come after the units it sent, made the same second.
            var merged: [HistoryEntry] = []
            var (unit, note) = (0, 0)
            while merged.count < limit, unit < units.count || note < notes.count {
                if note < notes.count, unit == units.count || notes[note].madeAt >= units[unit].madeAt {
                    merged.append(notes[note])
                    note += 1
                } else {
                    merged.append(units[unit])
                    unit += 1
                }
            }
            return merged
        }
    }

    /// One unit with its row changes; nil when the journal does not hold it (any more).
    public func entry(_ id: Int64) throws -> HistoryEntry? {
        try database.read { db in
            guard let unit = try Journal.unit(db, id: id) else { return nil }
            return try Self.entry(db, unit, Journal.changes(db, unit: id), undoing: nil)
        }
    }

    /// The texts of the units `undo` and `redo` would replay now (nil: nothing to do).
    public func next() throws -> (undo: String?, redo: String?) {
        let next = try database.read(Journal.next)
        return (next.undo?.text, next.redo?.text)
    }

    /// How many units the journal keeps.
    public func keptUnits() throws -> Int { try database.read(Journal.keptUnits) }

    /// Sets how many units the journal keeps (1 … 100,000), dropping the oldest beyond it.
    public func setKeptUnits(_ count: Int) throws {
        guard (1...100_000).contains(count) else {
            throw DomainError.invalidValue("the journal keeps 1 to 100000 units (got \(count)); 1000 is the default")
        }
        try database.write { try Journal.setKeptUnits($0, count) }
    }

    private func replay(_ count: Int, _ step: (Database) throws -> (JournalUnit, [JournalChange])?) throws -> [HistoryEntry] {
        guard count >= 1 else { throw DomainError.invalidValue("the number of units must be 1 or more (got \(count))") }
        do {
            return try database.write { db in
                var entries: [HistoryEntry] = []
                for _ in 0..<count {
                    guard let (unit, changes) = try step(db) else { break }
                    entries.append(try Self.entry(db, unit, changes, undoing: !unit.undone))
                }
                return entries
            }
        } catch let conflict as JournalConflict {
            // Unheard: the row's image only names it in the message; unread, the message names the table.
            let object = conflict.row.data(using: .utf8).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
            let row = RowName.of(table: conflict.table) { object?[$0] as? String }
            throw DomainError.conflict(
                "cannot replay `\(Echo.cut(conflict.unitText))`: \(row) was changed since by a write the journal did not record "
                    + "(another device's change brought by `sync`, or another program); nothing was changed"
            )
        }
    }

    /// Summarizes a unit; `undoing` words the counts as what undo (true) or redo (false) did.
    private static func entry(_ db: Database, _ unit: JournalUnit, _ changes: [JournalChange], undoing: Bool?) throws -> HistoryEntry {
        var counts: [String: [JournalChange.Operation: Int]] = [:]
        let lineIDs: [Int64]
        for change in changes {
            counts[change.table, default: [:]][change.operation, default: 0] += 1
        }
        lineIDs = try Journal.lineIDs(db, unit: unit.id, limit: 5)
        var parts: [String] = []
        for table in JournalTables.journaled {
            guard let byOperation = counts[table.name] else { continue }
            for operation in [JournalChange.Operation.insert, .update, .delete] {
                guard let number = byOperation[operation] else { continue }
                let noun = number == 1 ? table.singular : table.plural
                switch (undoing, operation) {
                case (nil, .insert): parts.append("+\(number) \(noun)")
                case (nil, .delete): parts.append("-\(number) \(noun)")
                case (nil, .update): parts.append("~\(number) \(noun)")
                case (true, .insert), (false, .delete): parts.append("\(number) \(noun) removed")
                case (true, .delete): parts.append("\(number) \(noun) restored")
                case (false, .insert): parts.append("\(number) \(noun) added")
                case (true, .update): parts.append("\(number) \(noun) changed back")
                case (false, .update): parts.append("\(number) \(noun) changed")
                }
            }
        }
        var lines: [String] = []
        for id in lineIDs {
            guard let row = try Row.fetchOne(db, sql: "SELECT name, consumed_cents FROM budget_line WHERE id = ?", arguments: [id])
            else { continue }
            let cents: Int64 = row[1]
            lines.append("\(row[0] as String) consumed \(Money(cents: cents).formatted)")
        }
        return HistoryEntry(
            id: unit.id, madeAt: unit.madeAt, text: unit.text, undone: unit.undone,
            effect: parts.isEmpty ? "no change" : parts.joined(separator: ", "), lines: lines,
            // Listed only where they were read with their images (`changes show`): a million-row import's
            // undo or list line keeps no string per row.
            changes: changes.allSatisfy { $0.before == nil && $0.after == nil }
                ? []
                : changes.map {
                    "\($0.operation.rawValue) \($0.table) " + [$0.before, $0.after].compactMap { $0 }.joined(separator: " → ")
                })
    }
}
