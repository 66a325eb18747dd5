import Foundation
import Persistence

/// The work folder: the cached databases of each size, the empty database, the base of the
/// `tx add` scripts and the script itself. Built through pulpe's services when missing.
struct BenchData {
    /// Bumped whenever the generator changes, so cached databases of an older mix are not reused.
    static let generation = "g1"

    let work: String

    func databasePath(_ size: DataSize) -> String { "\(work)/tx-\(size)-\(Self.generation).sqlite" }
    var emptyDatabase: String { "\(work)/empty.sqlite" }
    var scriptBase: String { "\(work)/script-base-\(Self.generation).sqlite" }
    var script: String { "\(work)/tx-add-10k.pulpe" }

    /// Builds (when missing or `rebuild`) and then verifies the database of `size`.
    func prepare(_ size: DataSize, rebuild: Bool) async throws {
        let path = databasePath(size)
        if rebuild || !DatabaseFiles.exists(path) {
            Console.status("building \(size) transactions over 24 budgets in \(path) …")
            let started = ContinuousClock.now
            let building = path + ".building"
            try await DatasetBuilder(transactions: size.transactions).build(at: building, progress: size.transactions >= 100_000)
            try move(building, to: path)
            Console.status(
                String(
                    format: "built %@ in %.1f s (%.0f MiB)", size.description,
                    DatasetBuilder.seconds(ContinuousClock.now - started), DatabaseFiles.mebibytes(path)))
        }
        let started = ContinuousClock.now
        try await DatasetVerifier(
            database: AppDatabase.open(path: path), expectedBudgets: DatasetBuilder.months.count,
            expectedTransactions: size.transactions
        ).verify()
        Console.status(String(format: "%@: verified (%.1f s)", size.description, DatasetBuilder.seconds(ContinuousClock.now - started)))
    }

    /// The empty database, the script base and the 10,000-line script.
    func prepareCommon(rebuild: Bool) async throws {
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        if rebuild || !DatabaseFiles.exists(emptyDatabase) {
            DatabaseFiles.remove(emptyDatabase)
            _ = try AppDatabase.open(path: emptyDatabase)
        }
        if rebuild || !DatabaseFiles.exists(scriptBase) {
            let building = scriptBase + ".building"
            try await DatasetBuilder.buildScriptBase(at: building)
            try move(building, to: scriptBase)
        }
        try ScriptFile.write(to: script)
    }

    private func move(_ source: String, to destination: String) throws {
        DatabaseFiles.remove(destination)
        for suffix in ["", "-wal"] where DatabaseFiles.exists(source + suffix) {
            try FileManager.default.moveItem(atPath: source + suffix, toPath: destination + suffix)
        }
        try? FileManager.default.removeItem(atPath: source + "-shm")
    }
}
