import Foundation

/// The household figures (README, "Speed"): three devices make 1,000 commands each offline, then
/// `sync` runs on each in turn until a whole round brings nothing; then a `sync` with nothing to
/// exchange. Whole `pulpe` processes against a real PostgreSQL (`--postgres URL`, a scratch
/// database: its `pulpe` schema is dropped first).
struct SyncBench {
    let pulpe: String
    let postgres: String?
    let runs: Int

    func run() throws {
        guard let postgres else {
            return Console.out("sync: skipped (give --postgres URL, a scratch database, to measure it)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pulpe-sync-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try shell(["psql", "-q", postgres, "-c", "DROP SCHEMA IF EXISTS pulpe CASCADE"])
        let devices = ["a", "b", "c"]
        func db(_ device: String) -> String { folder.appendingPathComponent("\(device).sqlite").path }
        _ = try pulpe(
            db("a"),
            [
                "-c", "budget new 2026-11", "-c", "line add expense Rent 1800", "-c", "line add expense Groceries 600",
                "-c", "line add income Salary 6000", "-c", "sync init \(postgres)",
            ])
        for device in devices.dropFirst() { _ = try pulpe(db(device), ["-c", "sync join \(postgres)"]) }
        Console.status("sync: 1,000 commands on each of 3 devices …")
        for (index, device) in devices.enumerated() {
            var lines: [String] = []
            for i in 0..<1000 {
                switch i % 10 {
                case 9: lines.append("line set Groceries --amount \(600 + index * 10 + i % 7)")
                case 5: lines.append("tx add Pay\(device)\(i) 10 --line Salary")
                default: lines.append("tx add \(device)-\(i) \(1 + i % 50).\(i % 10)5 --line \(i % 3 == 0 ? "Rent" : "Groceries")")
                }
            }
            let script = folder.appendingPathComponent("\(device).pulpe").path
            try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
            _ = try pulpe(db(device), ["run", script])
        }
        var rounds = 0
        var total = 0.0
        var perSync: [String] = []
        while rounds < 10 {
            rounds += 1
            var quiet = true
            for device in devices {
                let (output, milliseconds) = try timed { try pulpe(db(device), ["-c", "sync"]) }
                total += milliseconds
                perSync.append(String(format: "%@ %.0f ms", device, milliseconds))
                if !output.contains("nothing to send, nothing new") { quiet = false }
            }
            if quiet { break }
        }
        let views = try devices.map { try pulpe(db($0), ["--json", "-c", "budget show 2026-11", "-c", "budget list"]) }
        let same = views.allSatisfy { normalized($0) == normalized(views[0]) }
        var empty: [Double] = []
        for _ in 0...runs { empty.append(try timed { try pulpe(db("a"), ["-c", "sync"]) }.1) }
        empty.removeFirst()
        empty.sort()
        Console.out("sync, 3 devices × 1,000 commands: \(rounds) rounds (the last one quiet), \(String(format: "%.0f", total)) ms in all")
        Console.out("  each sync: \(perSync.joined(separator: ", "))")
        Console.out("  every device's budget show and budget list the same (ids aside): \(same ? "yes" : "NO")")
        Console.out(String(format: "sync with nothing to exchange: median %.1f ms of %d runs", empty[empty.count / 2], runs))
    }

    private func pulpe(_ database: String, _ arguments: [String]) throws -> String {
        try shell([pulpe, "--db", database, "--today", "2026-11-13"] + arguments)
    }

    private func timed(_ body: () throws -> String) throws -> (String, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let output = try body()
        return (output, Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }

    private func shell(_ arguments: [String]) throws -> String { try BenchShell().run(arguments) }

    private func json(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject(value) else { return "\(value)" }
        return String(decoding: (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
    }

    /// The JSON without ids (each machine's own) and with lists in a fixed order.
    private func normalized(_ text: String) -> String {
        text.split(separator: "\n").map { line -> String in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else { return String(line) }
            let data = (try? JSONSerialization.data(withJSONObject: strip(object), options: [.sortedKeys])) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }.joined(separator: "\n")
    }

    private func strip(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.filter { $0.key != "id" && !$0.key.hasSuffix("_id") && !($0.key == "line" && $0.value is NSNumber) }
                .mapValues(strip)
        }
        if let array = value as? [Any] {
            return array.map(strip).sorted { json($0) < json($1) }
        }
        return value
    }
}
