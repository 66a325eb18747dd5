import Foundation

/// The household figures for bulk changes (README, "Speed"): for 1,000, 10,000 and 100,000
/// imported transactions, the time and peak memory of a `sync` that sends them, a new device's
/// `sync join`, a `sync` that receives them, and a `sync` whose own changes come after another
/// device's in the log (a `tx add` elsewhere in the month: applied on top of them). Whole `pulpe`
/// processes against a real PostgreSQL (`--postgres URL`, a scratch database: its `pulpe` schema
/// is dropped first).
struct SyncBulkBench {
    let pulpe: String
    let postgres: String?
    let sizes = [1_000, 10_000, 100_000]

    func run() throws {
        guard let postgres else {
            return Console.out("sync, bulk: skipped (give --postgres URL, a scratch database, to measure it)")
        }
        Console.out("sync, bulk (wall time and peak memory of the pulpe process):")
        let header = ["changes", "sync sending", "sync join", "sync receiving", "sync after other", "same"]
        Console.out(header.map { $0.padding(toLength: 18, withPad: " ", startingAt: 0) }.joined())
        for size in sizes {
            Console.status("sync, bulk: \(size) changes …")
            Console.out(try measure(size, postgres: postgres).map { $0.padding(toLength: 18, withPad: " ", startingAt: 0) }.joined())
        }
    }

    private func measure(_ size: Int, postgres: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pulpe-sync-bulk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shell = BenchShell()
        _ = try shell.run(["psql", "-q", postgres, "-c", "DROP SCHEMA IF EXISTS pulpe CASCADE"])
        func db(_ device: String) -> String { folder.appendingPathComponent("\(device).sqlite").path }
        func statement(_ tag: String) throws -> String {
            let path = folder.appendingPathComponent("\(tag).csv").path
            var text = "date,description,amount\n"
            for index in 0..<size {
                text +=
                    "2026-11-\(String(format: "%02d", 1 + index % 28)),\(tag) \(index),-\(1 + index % 50).\(String(format: "%02d", index % 100))\n"
            }
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        func pulpe(_ device: String, _ commands: [String]) throws -> String {
            try shell.run([self.pulpe, "--db", db(device), "--today", "2026-11-13"] + commands.flatMap { ["-c", $0] })
        }
        func timed(_ device: String, _ command: String) throws -> String {
            let measured = try ChildProcess(
                executable: self.pulpe, arguments: ["--db", db(device), "--today", "2026-11-13", "-c", command],
                errorLog: folder.appendingPathComponent("error.log").path
            ).run()
            guard measured.status == 0 else { throw BenchError("`\(command)` on \(device) failed with status \(measured.status)") }
            return String(format: "%.2f s, %d MiB", measured.milliseconds / 1000, measured.peakKiB / 1024)
        }
        _ = try pulpe("a", ["budget new 2026-11", "line add expense Groceries 600", "sync init \(postgres)"])
        _ = try pulpe("a", ["import \(try statement("one"))"])
        let sending = try timed("a", "sync")
        let joining = try timed("b", "sync join \(postgres)")
        _ = try pulpe("a", ["import \(try statement("two"))", "sync"])
        let receiving = try timed("b", "sync")
        _ = try pulpe("b", ["import \(try statement("three"))"])
        _ = try pulpe("a", ["tx add Tea 3", "sync"])
        let takingBack = try timed("b", "sync")
        _ = try pulpe("a", ["sync"])
        // Both devices show the same months, and `doctor` counts every transaction on both and finds all right.
        let views = try ["a", "b"].map { try shell.run([self.pulpe, "--db", db($0), "--json", "-c", "budget list"]) }
        let doctors = try ["a", "b"].map { try pulpe($0, ["doctor"]) }
        let same =
            views[0] == views[1]
            && doctors.allSatisfy {
                $0.contains("\((3 * size + 1).formatted(.number.grouping(.never))) transactions") && $0.contains("all right")
            }
        return [size.formatted(), sending, joining, receiving, takingBack, same ? "yes" : "NO"]
    }
}
