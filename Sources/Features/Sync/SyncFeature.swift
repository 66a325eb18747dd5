import CommandKit

/// Sharing a database with a household through PostgreSQL: set up, join, exchange, status.
public enum SyncFeature {
    public static let commands: [any PulpeCommand.Type] = [
        SyncCommand.self, SyncInitCommand.self, SyncJoinCommand.self, SettingsSyncCommand.self,
    ]
}
