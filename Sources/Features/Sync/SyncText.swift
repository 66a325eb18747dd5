import Shared
import Syncing

/// The sentences and JSON of the sync commands.
enum SyncText {
    /// "Synced with postgres://anna@db.home:5432/money: sent 3 changes, received 5." and one line per merge.
    static func report(_ verb: String, _ report: SyncReport) -> String {
        let sent = report.sent == 0 ? "nothing to send" : "sent \(plural(report.sent, "change"))"
        let received = report.received == 0 ? "nothing new" : "received \(plural(report.received, "change"))"
        return (["\(verb) \(report.connection): \(sent), \(received)."] + report.notes.map { "  " + Echo.bounded($0) })
            .joined(separator: "\n")
    }

    static func json(_ report: SyncReport) -> JSONValue {
        .object([
            ("connection", .string(report.connection)), ("sent", .int(Int64(report.sent))), ("received", .int(Int64(report.received))),
            ("notes", .array(report.notes.map { .string($0) })),
        ])
    }

    static func status(_ status: SyncStatus) -> String {
        var lines = [
            "Household: \(status.connection)",
            "This device: \(Echo.cut(status.deviceName))",
            "Pending: \(status.pending == 0 ? "nothing" : plural(status.pending, "change"))",
            "Last sync: \(status.lastSync.map { $0 + " UTC" } ?? "never")",
            "Auto sync: \(status.auto ? "on" : "off")",
            "Encrypted: \(status.encrypted ? "yes (the server holds ciphertext)" : "no (`sync init --encrypt` on a new household)")",
        ]
        if let behind = status.notApplied, behind.changes > 0 {
            lines.append("Not applied: \(plural(behind.changes, "change")) from other devices — \(behind.advice)")
        }
        if let devices = status.devices {
            lines.append("Devices seen:")
            for device in devices {
                lines.append(
                    "  \(Echo.cut(device.name))\(device.isThisOne ? " (this one)" : "")  last sync \(device.lastSync.map { $0 + " UTC" } ?? "never")"
                )
            }
        } else if let unreachable = status.unreachable {
            lines.append("Devices seen: unknown (\(Echo.cut(unreachable)))")
        }
        if let log = status.log { lines.append("Log: " + logText(log)) }
        return lines.joined(separator: "\n")
    }

    static func json(_ status: SyncStatus) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("connection", .string(status.connection)), ("device", .string(status.deviceName)), ("pending", .int(Int64(status.pending))),
            ("last_sync", status.lastSync.map { .string($0) } ?? .null), ("auto", .bool(status.auto)),
            ("encrypted", .bool(status.encrypted)),
        ]
        if let devices = status.devices {
            members.append(
                (
                    "devices",
                    .array(
                        devices.map {
                            .object([
                                ("name", .string($0.name)), ("last_sync", $0.lastSync.map { .string($0) } ?? .null),
                                ("this_device", .bool($0.isThisOne)),
                            ])
                        })
                ))
        }
        if let behind = status.notApplied {
            members.append(("not_applied", .int(Int64(behind.changes))))
            members.append(("stuck", .bool(behind.stuck)))
            if behind.changes > 0 { members.append(("advice", .string(behind.advice))) }
        }
        if let unreachable = status.unreachable { members.append(("unreachable", .string(unreachable))) }
        if let log = status.log {
            members.append(
                (
                    "log",
                    .object([
                        ("entries", .int(Int64(log.entries))), ("snapshot", log.snapshot.map { .string($0) } ?? .null),
                        ("held_back_by", .array(log.heldBackBy.map { .string($0) })),
                    ])
                ))
        }
        return .object(members)
    }

    /// "1204 entries on the server; newest snapshot 2026-11-28 07:29 UTC; the entries below it
    /// go once 'old-laptop' syncs (or is removed from pulpe.device for good)".
    static func logText(_ log: SyncStatus.Log) -> String {
        let entries = (log.entries == 1 ? "1 entry" : "\(log.entries) entries") + " on the server"
        guard let snapshot = log.snapshot else {
            return entries + "; no snapshot yet (a `sync` writes one once 10,000 entries lie in the log)"
        }
        guard !log.heldBackBy.isEmpty else { return entries + "; newest snapshot \(snapshot) UTC, every device past it" }
        let names = log.heldBackBy.map { "'\(Echo.cut($0))'" }.joined(separator: ", ")
        return entries + "; newest snapshot \(snapshot) UTC; the entries below it go once \(names) "
            + "\(log.heldBackBy.count == 1 ? "syncs" : "sync") (or, gone for good, \(log.heldBackBy.count == 1 ? "is" : "are") removed from pulpe.device on the server)"
    }

    static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
}
