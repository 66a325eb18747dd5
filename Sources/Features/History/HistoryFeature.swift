import CommandKit

/// Undo, redo and the list of changes, read from the database's change journal.
public enum HistoryFeature {
    public static let commands: [any PulpeCommand.Type] = [
        UndoCommand.self, RedoCommand.self, ChangesCommand.self, ChangesShowCommand.self, SettingsJournalCommand.self,
    ]
}
