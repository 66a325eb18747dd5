import Shared

/// Why a sync command refused, worded for the person at the terminal.
public enum SyncError: UserFacingError, Sendable, Equatable {
    case notSetUp
    case alreadySetUp(connection: String)
    case noHousehold(server: String)
    case householdExists(server: String, devices: Int)
    case notEmpty(path: String, what: String)
    case newerServer(server: String, version: Int, ours: Int)
    case unknownTable(String)
    case insideTransaction
    case passwordInConnectionString
    case behindTheServer(path: String)
    /// An encrypted household and no passphrase given (`why`: what it is for).
    case passphraseNeeded(why: String)
    case wrongPassphrase(server: String)
    /// `sync init --encrypt` at a terminal: the passphrase typed twice differed.
    case passphrasesDiffer
    case cannotOpen(server: String, seq: Int64)
    case sealedWithoutKey(server: String)
    case encryptionDiffers(server: String, encrypted: Bool)
    case unreadableEntry(seq: Int64?)
    /// The log skips or repeats one of `device`'s entries: entry `found` where `expected` was due.
    case logAltered(server: String, device: String, expected: Int64, found: Int64)
    /// This machine's clock stands `seconds` from the server's (ahead when positive): edits are
    /// ordered by when they were made, so a wrong clock would let its edits win or lose wrongly.
    case clockOff(server: String, seconds: Int64)
    /// A snapshot's part does not open or read, or its last part is missing.
    case snapshotDamaged(server: String, madeAt: String)
    /// This database last read the log at `pulled`, and the server keeps it only after `compacted`.
    case compactedPast(path: String, pulled: Int64, compacted: Int64)
    /// This device's PostgreSQL role was made before the household had snapshots (`scripts/household-roles`).
    case roleWithoutSnapshots(server: String)

    public var message: String {
        switch self {
        case .notSetUp:
            "this database is not shared with a household: `sync init postgres://…` shares it, `sync join postgres://…` (on an empty database) joins one"
        case .alreadySetUp(let connection):
            "this database already syncs with \(connection): `sync` exchanges changes, `sync --status` says where it stands"
        case .noHousehold(let server):
            "\(server) holds no pulpe household yet: run `sync init` with this connection string on the machine whose budget it should hold"
        case .householdExists(let server, let devices):
            "\(server) already holds a household (\(devices) device\(devices == 1 ? "" : "s")): join it from an empty database with `pulpe --db NEW.sqlite sync join …`"
        case .notEmpty(let path, let what):
            "sync join fills an empty database, and \(path) holds \(what): join with another file (`pulpe --db NEW.sqlite sync join …`)"
        case .newerServer(let server, let version, let ours):
            "the household at \(server) uses pulpe's sync schema \(version), newer than this pulpe's (\(ours)): update pulpe on this machine"
        case .unknownTable(let table):
            "the household's log has changes to '\(table)', which this pulpe does not know: update pulpe on this machine"
        case .insideTransaction:
            "sync cannot run inside an --atomic script: run it on its own"
        case .behindTheServer(let path):
            "\(path) is behind what the household has from this device (a copy of another machine's file, or restored from a backup): nothing was sent; join the household anew from an empty database (`pulpe --db NEW.sqlite sync join …`)"
        case .passphraseNeeded(let why):
            "\(why): give it in PULPE_SYNC_PASSPHRASE (at least 8 characters; every device of the household uses the same one)"
        case .wrongPassphrase(let server):
            "that passphrase does not open the household at \(server): nothing was changed here; every device uses the one given to `sync init --encrypt`"
        case .passphrasesDiffer:
            "the two passphrases typed differ: nothing was changed; run `sync init --encrypt` again"
        case .cannotOpen(let server, let seq):
            "entry \(seq) of the household's log at \(server) does not open with this device's key (changed on the server, or sealed with another key): nothing of it was applied"
        case .sealedWithoutKey(let server):
            "the household at \(server) is encrypted and this database has no key for it: join it anew from an empty database, with its passphrase"
        case .encryptionDiffers(let server, let encrypted):
            encrypted
                ? "the household at \(server) is encrypted: `sync join` it with its passphrase, or run `sync init --encrypt`"
                : "the household at \(server) keeps its entries in clear, so --encrypt cannot apply to it: leave --encrypt out, or use another database"
        case .unreadableEntry(let seq):
            "entry \(seq.map(String.init) ?? "?") of the household's log is not one this pulpe can read (a newer pulpe's?): nothing of it was applied; update pulpe on this machine"
        case .logAltered(let server, let device, let expected, let found):
            found > expected
                ? "the household's log at \(server) lacks \(found - expected == 1 ? "entry \(expected)" : "entries \(expected)–\(found - 1)") of device '\(Echo.cut(device))' (removed on the server?): nothing of it was applied; ask whoever runs the server, and join anew from an empty database if they are gone for good"
                : "the household's log at \(server) holds entry \(found) of device '\(Echo.cut(device))' again or out of its order (changed on the server?): nothing of it was applied; ask whoever runs the server"
        case .clockOff(let server, let seconds):
            "this machine's clock is \(Self.span(abs(seconds))) \(seconds > 0 ? "ahead of" : "behind") the clock of \(server): nothing was sent or applied; set the clock right (e.g. turn on time sync: `timedatectl set-ntp true`), then sync again"
        case .snapshotDamaged(let server, let madeAt):
            "the household's snapshot of \(madeAt) UTC at \(server) does not read whole (changed on the server, or cut short): nothing of it was applied; ask whoever runs the server"
        case .compactedPast(let path, let pulled, let compacted):
            "\(path) last read the household's log at entry \(pulled), and the server keeps it only from entry \(compacted + 1) (a file restored from a backup, or a device the household had forgotten): nothing was applied; join the household anew from an empty database (`pulpe --db NEW.sqlite sync join …`)"
        case .roleWithoutSnapshots(let server):
            "this device's role at \(server) may not read or record the household's snapshots (it was made before they existed): nothing was changed here; the household's owner runs `scripts/household-roles add URL ROLE` again for it, then sync"
        case .passwordInConnectionString:
            "leave the password out of the connection string (pulpe stores it): set PGPASSWORD or add a line to ~/.pgpass (host:port:database:user:password, mode 0600)"
        }
    }

    /// "3 h 12 min", "7 min", "45 s".
    static func span(_ seconds: Int64) -> String {
        if seconds >= 3600 { return "\(seconds / 3600) h" + (seconds % 3600 >= 60 ? " \(seconds % 3600 / 60) min" : "") }
        if seconds >= 60 { return "\(seconds / 60) min" }
        return "\(seconds) s"
    }
}
