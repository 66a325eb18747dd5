/// What one sync did: entries sent and received, and the merges it made, in words.
public struct SyncReport: Sendable, Equatable {
    public var sent: Int
    public var received: Int
    public var notes: [String]
    public var connection: String
}

/// Where a synced database stands (`sync --status`).
public struct SyncStatus: Sendable, Equatable {
    public struct Device: Sendable, Equatable {
        public let name: String
        public let lastSync: String?
        public let isThisOne: Bool
    }

    /// The log's entries from other devices this one has not applied yet.
    public struct Behind: Sendable, Equatable {
        public let changes: Int
        /// This device sent changes after them: its syncs send but do not apply.
        public let stuck: Bool
        /// Tables they change that this pulpe does not know (a newer pulpe made them).
        public let unknownTables: [String]

        /// What to do, in a sentence.
        public var advice: String {
            if !unknownTables.isEmpty {
                return "they change \(unknownTables.map { "'\($0)'" }.joined(separator: ", ")), which this pulpe does not know: "
                    + "update pulpe on this machine"
            }
            if stuck {
                return "this device sent its changes since but did not apply these: run `sync`, which says why; if it keeps "
                    + "failing, join anew from an empty database (`pulpe --db NEW.sqlite sync join …`)"
            }
            return "`sync` applies them"
        }
    }

    /// The household's log on the server: how many entries it keeps, when its newest snapshot
    /// was made (UTC, to the minute), and the devices that have not synced past that snapshot,
    /// which keep the entries below it.
    public struct Log: Sendable, Equatable {
        public let entries: Int
        public let snapshot: String?
        public let heldBackBy: [String]
    }

    public let connection: String
    public let deviceName: String
    public let pending: Int
    public let lastSync: String?
    public let auto: Bool
    /// Whether the household's entries travel sealed (`sync init --encrypt`).
    public let encrypted: Bool
    /// nil when the server could not be reached.
    public let devices: [Device]?
    public let unreachable: String?
    /// nil when the server could not be reached.
    public let notApplied: Behind?
    /// nil when the server could not be reached, or keeps no snapshots (a household not raised yet).
    public var log: Log? = nil
}
