import Foundation

/// The log's entries a merge that takes this device's changes back applies in one transaction:
/// written to a file of their own as they are read from the server (no lock held then), and read
/// back a page at a time inside the transaction, so memory stays small whatever their count.
/// The file (mode 0600, in the temporary folder: it holds the entries opened) loses its name as
/// soon as it is open, so it goes when the inbox is closed (its user closes it in a `defer`) or
/// the process ends, even killed.
///
/// A line an entry: `seq device device_seq table gid op fields`, tab-separated and escaped as a
/// snapshot's fields are (`SyncSnapshot.escaped`); `-` for no fields, else `+` before them.
struct SyncInbox: Sendable {
    private let handle: FileHandle
    /// How many entries it holds.
    private(set) var count = 0

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pulpe-sync-\(UUID().uuidString).entries")
        guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = try FileHandle(forUpdating: url)
        // Gone from the folder at once: the open handle keeps it until it closes, or the process ends however it ends.
        try FileManager.default.removeItem(at: url)
    }

    /// Closes the file, which frees it; harmless twice.
    func close() {
        // Unheard: the file has no name left; the process's end frees it all the same.
        try? handle.close()
    }

    mutating func append(_ entries: [SyncEntry]) throws {
        var text = ""
        for entry in entries {
            let fields = entry.fieldsJSON.map { "+" + $0 } ?? "-"
            let columns = [
                String(entry.seq), entry.device, String(entry.deviceSeq), entry.table, entry.gid, entry.operation.rawValue, fields,
            ]
            text += columns.map(SyncSnapshot.escaped).joined(separator: "\t") + "\n"
        }
        try handle.write(contentsOf: Data(text.utf8))
        count += entries.count
    }

    /// Gives the entries back in the order they were appended, `size` at a time.
    func pages(size: Int, _ body: ([SyncEntry]) throws -> Void) throws {
        try handle.seek(toOffset: 0)
        var pending = Data()
        var page: [SyncEntry] = []
        page.reserveCapacity(size)
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            pending.append(chunk)
            guard let end = pending.lastIndex(of: 0x0A) else { continue }
            for line in pending[pending.startIndex..<end].split(separator: 0x0A) {
                page.append(try Self.entry(line))
                if page.count == size {
                    try body(page)
                    page.removeAll(keepingCapacity: true)
                }
            }
            pending = Data(pending[(end + 1)...])
        }
        if !page.isEmpty { try body(page) }
    }

    private static func entry(_ line: Data.SubSequence) throws -> SyncEntry {
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
            SyncSnapshot.unescaped(String(decoding: $0, as: UTF8.self))
        }
        guard fields.count == 7, let seq = Int64(fields[0]), let deviceSeq = Int64(fields[2]),
            let operation = SyncEntry.Operation(rawValue: fields[5])
        else { throw SyncError.unreadableEntry(seq: Int64(fields.first ?? "")) }
        return SyncEntry(
            seq: seq, device: fields[1], table: fields[3], gid: fields[4], operation: operation,
            fieldsJSON: fields[6].hasPrefix("+") ? String(fields[6].dropFirst()) : nil, deviceSeq: deviceSeq)
    }
}
