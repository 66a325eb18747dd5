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

    public let connection: String
    public let deviceName: String
    public let pending: Int
    public let lastSync: String?
    public let auto: Bool
    /// nil when the server could not be reached.
    public let devices: [Device]?
    public let unreachable: String?
}
