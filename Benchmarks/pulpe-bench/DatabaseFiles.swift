import Foundation

/// A SQLite file with its WAL companions: removed and copied together.
enum DatabaseFiles {
    static let companions = ["", "-wal", "-shm"]

    static func remove(_ path: String) {
        for suffix in companions { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// Replaces `destination` by a copy of `source` (and its WAL, when there is one).
    static func copy(_ source: String, to destination: String) throws {
        remove(destination)
        for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: source + suffix) {
            try FileManager.default.copyItem(atPath: source + suffix, toPath: destination + suffix)
        }
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// The size of the file and its WAL, in MiB.
    static func mebibytes(_ path: String) -> Double {
        let bytes = ["", "-wal"].compactMap {
            (try? FileManager.default.attributesOfItem(atPath: path + $0)[.size] as? Int) ?? nil
        }.reduce(0, +)
        return Double(bytes) / 1_048_576
    }
}
