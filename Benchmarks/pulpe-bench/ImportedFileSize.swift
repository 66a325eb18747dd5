import Foundation

/// The size of the file an import figure left (its last run's copy) and its change journal's
/// share, against their targets, read with `sqlite3`'s `dbstat`:
/// `file after import csv (1M): 247.6 MB, the change journal 25.2 MB (10 %) (≤ 250 MB: met; journal ≤ 25 %: met)`.
enum ImportedFileSize {
    static func line(of path: String, data: String, binary: String) -> String {
        let label = "file after import csv (\(data)), \((binary as NSString).lastPathComponent)"
        guard let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int, bytes > 0 else {
            return "\(label): size of \(path) unknown"
        }
        let megabytes = Double(bytes) / 1_000_000
        var line = String(format: "%@: %.1f MB", label, megabytes)
        var targets = "≤ 250 MB: " + (megabytes <= 250 ? "met" : "missed")
        if let sqlite = AnchorBench.executable("sqlite3"),
            let text = try? AnchorBench.output(
                sqlite, [path, "SELECT IFNULL(SUM(pgsize), 0) FROM dbstat WHERE name = 'journal_change'"]),
            let journal = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            let share = journal / Double(bytes)
            line += String(format: ", the change journal %.1f MB (%.0f %%)", journal / 1_000_000, share * 100)
            targets += "; journal ≤ 25 %: " + (share <= 0.25 ? "met" : "missed")
        }
        return "\(line) (\(targets))"
    }
}
