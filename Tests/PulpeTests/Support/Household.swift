import Foundation
import TestSupport

/// Devices of one household for the sync tests: one SQLite file each in one folder, one fresh
/// database on the test PostgreSQL, and the built binary run as each device.
struct Household {
    let pulpe: PulpeProcess
    let url: String

    init() throws {
        pulpe = try PulpeProcess()
        url = try TestPostgres.makeDatabase()
    }

    /// A household on the PostgreSQL database at `url` (a test's own server).
    init(on url: String) throws {
        pulpe = try PulpeProcess()
        self.url = url
    }

    func path(_ device: String) -> String { pulpe.folder.appendingPathComponent("\(device).sqlite").path }

    /// Runs `commands` (each a `-c`) on the device's database, with the test server's password.
    @discardableResult
    func run(_ device: String, _ commands: [String], environment: [String: String] = [:]) async throws -> PulpeProcess.Result {
        try await pulpe.run(
            commands.flatMap { ["-c", $0] }, database: .some(path(device)),
            environment: ["PGPASSWORD": TestPostgres.password].merging(environment) { $1 })
    }

    /// `sync` on each device in turn, `rounds` times.
    func syncAll(_ devices: [String], rounds: Int = 2, environment: [String: String] = [:]) async throws {
        for _ in 0..<rounds {
            for device in devices {
                let result = try await run(device, ["sync"], environment: environment)
                if result.status != 0 { throw SyncFailed(device: device, message: result.stderr) }
            }
        }
    }

    /// What a person sees of the household's data on a device, as JSON with this machine's ids left
    /// out (ids are each machine's own) and same-day rows in a fixed order.
    func view(_ device: String, months: [String]) async throws -> String {
        let commands = ["budget list --json", "goal list --json"] + months.map { "budget show \($0) --json" }
        let result = try await run(device, commands)
        return result.lines.map { Self.normalized($0) }.joined(separator: "\n")
    }

    static func normalized(_ line: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else { return line }
        let cleaned = strip(object)
        let data = (try? JSONSerialization.data(withJSONObject: cleaned, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private static func strip(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.filter { !isReference($0.key, $0.value) }.mapValues(strip)
        }
        if let array = value as? [Any] {
            let items = array.map(strip)
            guard items.allSatisfy({ $0 is [String: Any] }) else { return items }
            return items.sorted { text($0) < text($1) }
        }
        return value
    }

    /// An id of this machine's: `id`, `…_id`, or a row named by its number (`"line": 3`).
    private static func isReference(_ key: String, _ value: Any) -> Bool {
        key == "id" || key.hasSuffix("_id") || (["line", "goal", "template", "budget", "favourite"].contains(key) && value is NSNumber)
    }

    private static func text(_ value: Any) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
    }

    func cleanUp() { pulpe.cleanUp() }

    struct SyncFailed: Error, CustomStringConvertible {
        let device: String
        let message: String
        var description: String { "sync on \(device) failed: \(message)" }
    }
}
