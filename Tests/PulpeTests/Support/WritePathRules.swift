import Foundation

/// Each table has one writer: the only source file whose SQL inserts into, updates or deletes
/// from it. Derived values are the schema's triggers' (under `Core/Persistence`), so they are
/// not writers here.
enum WritePathRules {
    /// The table and the file (relative to `Sources`) allowed to write it.
    static let writers: [String: String] = [
        "tx": "Domain/Kit/Writers/TransactionWriter.swift",
        "budget_line": "Domain/Kit/Writers/BudgetLineWriter.swift",
        "budget": "Domain/Kit/Writers/BudgetWriter.swift",
        "template": "Domain/Planning/TemplateService.swift",
        "template_line": "Domain/Planning/TemplateService.swift",
        "savings_goal": "Domain/Goals/SavingsGoalService.swift",
        "planned_withdrawal": "Domain/Goals/SavingsGoalService+PlannedWithdrawals.swift",
        "roundup_move": "Domain/Goals/RoundupService.swift",
        "settings": "Domain/Kit/Services/SettingsService.swift",
        "favourite": "Domain/Kit/Writers/FavouriteWriter.swift",
        "exchange_rate": "Domain/Kit/Writers/ExchangeRateWriter.swift",
        "account": "Domain/Kit/Writers/AccountWriter.swift",
        "transfer": "Domain/Kit/Writers/TransferWriter.swift",
        "transfer_movement": "Domain/Kit/Writers/TransferWriter.swift",
        "import_profile": "Domain/Importing/ImportSetupService.swift",
        "import_rule": "Domain/Importing/ImportSetupService.swift",
        "notification_pattern": "Domain/Importing/ImportSetupService.swift",
        "sync_state": "Domain/Syncing/SyncState.swift",
        "sync_row": "Domain/Syncing/SyncIdentity.swift",
        "sync_outbox": "Domain/Syncing/SyncOutbox.swift",
        "sync_merged": "Domain/Syncing/SyncMerge.swift",
        "sync_stamp": "Domain/Syncing/SyncStamps.swift",
        "sync_own": "Domain/Syncing/SyncStamps.swift",
        "sync_note": "Domain/Syncing/SyncNotes.swift",
        "sync_device": "Domain/Syncing/SyncSequence.swift",
        // SQLite's own: only a snapshot's load sets where a table's ids go on.
        "sqlite_sequence": "Domain/Syncing/SyncSnapshot.swift",
        // The household's tables in PostgreSQL (`pulpe.change`, `pulpe.device`, `pulpe.meta`, the snapshots).
        "pulpe": "Domain/Syncing/SyncServer.swift",
    ]
    // Not a writer of its own: `Domain/Syncing/SyncMerge.swift` applies the household's log to any journaled
    // table by name, base columns only, as undo's replay (Core/Persistence) applies the journal;
    // the schema's triggers keep every derived value, as for the writers' own changes.

    struct Violation: Equatable, CustomStringConvertible {
        let file: String
        let table: String
        var description: String { "\(file) writes \(table), whose writer is \(WritePathRules.writers[table] ?? "(none: add one)")" }
    }

    /// Every SQL write outside its table's writer, in the Swift files under `root` (the schema's
    /// own folder, `Core/Persistence`, excepted).
    static func violations(in root: URL) -> [Violation] {
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        let pattern = try? NSRegularExpression(pattern: #"\b(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM)\s+([a-z_]+)\b"#)
        var found: [Violation] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let file = String(url.path.dropFirst(root.path.count + 1))
            if file.hasPrefix("Core/Persistence/") { continue }
            guard let text = try? String(contentsOf: url, encoding: .utf8), let pattern else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let table = String(text[range])
                if writers[table] != file { found.append(Violation(file: file, table: table)) }
            }
        }
        return found.sorted { ($0.file, $0.table) < ($1.file, $1.table) }
    }
}
