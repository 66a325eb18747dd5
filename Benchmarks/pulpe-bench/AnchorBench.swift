import Foundation

/// The anchors (README, "Speed"): other tools doing pulpe's jobs on the same data in the same
/// run, so a figure reads against what this machine can do at all that day.
/// - `sqlite3` importing the benchmark's CSV: `.import` into a staging table, then one
///   `INSERT … SELECT` into a copy of `tx` with its indexes and without its triggers;
/// - `sqlite3` starting (`select 1` on the empty database), beside `pulpe --version`;
/// - `sqlite3` summing the month of `budget show` by line from its rows;
/// - `hledger` reading the CSV through a rules file, and its monthly balance report of the
///   data exported as a journal (10k and 100k only: at 1M it takes minutes and gigabytes).
/// A tool that is not installed is left out, said once.
enum AnchorBench {
    static let hledgerSizes: Set<String> = ["10k", "100k"]

    static func basePath(_ work: String) -> String { "\(work)/anchor-base-g1.sqlite" }
    static func scriptPath(_ work: String, _ size: DataSize) -> String { "\(work)/anchor-import-\(size).sql" }
    static func rulesPath(_ work: String) -> String { "\(work)/import.csv.rules" }
    static func journalPath(_ work: String, _ size: DataSize) -> String { "\(work)/tx-\(size)-g1.journal" }

    /// The executable `name` on `PATH`, nil when there is none.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The import anchor's base (the import's base with the triggers of `tx` dropped), its
    /// script, the hledger rules, and the journal of each size hledger reads.
    /// With `rebuild`, the journals are exported again (their datasets were built again).
    static func prepare(work: String, sizes: [DataSize], pulpe: String, datasets: BenchData?, rebuild: Bool) throws {
        if rebuild {
            DatabaseFiles.remove(basePath(work))
            for size in sizes { try? FileManager.default.removeItem(atPath: journalPath(work, size)) }
        }
        guard let sqlite = executable("sqlite3") else { return Console.status("no sqlite3 on PATH: its anchors are left out") }
        // The import's base is made with the import files (`--only` with an import figure); without it, no import anchor.
        if !DatabaseFiles.exists(basePath(work)) && DatabaseFiles.exists(ImportBench.basePath(work)) {
            let building = basePath(work) + ".building"
            try DatabaseFiles.copy(ImportBench.basePath(work), to: building)
            let drops = try output(
                sqlite, [building, "SELECT 'DROP TRIGGER ' || name || ';' FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'tx'"])
            _ = try output(sqlite, [building, drops])
            _ = try output(sqlite, [building, "PRAGMA wal_checkpoint(TRUNCATE)"])
            try FileManager.default.moveItem(atPath: building, toPath: basePath(work))
            DatabaseFiles.remove(building)
        }
        for size in sizes {
            try importScript(ImportBench.csvPath(work, size)).write(toFile: scriptPath(work, size), atomically: true, encoding: .utf8)
        }
        guard executable("hledger") != nil else { return Console.status("no hledger on PATH: its anchors are left out") }
        try rules.write(toFile: rulesPath(work), atomically: true, encoding: .utf8)
        for size in sizes where hledgerSizes.contains(size.description) {
            guard let datasets, !FileManager.default.fileExists(atPath: journalPath(work, size)) else { continue }
            _ = try output(pulpe, ["--db", datasets.databasePath(size), "-c", "export journal \(journalPath(work, size))"])
        }
    }

    /// The sqlite3 import: the file's rows staged as text, then inserted with what pulpe derives
    /// from them (the date, the amount in cents and its kind, the name's keys, an import key).
    static func importScript(_ csv: String) -> String {
        """
        .bail on
        .separator ;
        CREATE TEMP TABLE staging(d TEXT, payee TEXT, amount TEXT);
        .import --skip 1 \(csv) staging
        BEGIN;
        INSERT INTO tx (budget_id, name, name_key, search_name, amount_cents, kind, date, import_key, account_id)
        SELECT CAST(substr(d, 7, 4) || substr(d, 4, 2) AS INTEGER), payee, lower(payee), lower(payee),
               abs(CAST(replace(amount, ',', '') AS INTEGER)),
               CASE WHEN amount LIKE '-%' THEN 'expense' ELSE 'income' END,
               substr(d, 7, 4) || '-' || substr(d, 4, 2) || '-' || substr(d, 1, 2),
               'bench|' || d || '|' || amount || '|' || lower(payee) || '|' || rowid, 1
        FROM staging;
        COMMIT;

        """
    }

    static let rules = """
        skip 1
        separator ;
        fields date, description, amount
        date-format %d.%m.%Y
        decimal-mark ,
        account1 assets:checking

        """

    /// The anchors of `sizes`: each has the key and data of the pulpe figure it stands beside.
    static func figures(work: String, data: BenchData, sizes: [DataSize], month: String) -> [Figure] {
        var figures: [Figure] = []
        if let sqlite = executable("sqlite3") {
            figures.append(
                Figure(
                    key: "version", name: "select 1", data: "empty", database: data.emptyDatabase, arguments: ["{db}", "select 1"],
                    freshCopy: false, commands: nil, anchor: ("sqlite3", sqlite)))
            for size in sizes {
                figures.append(
                    Figure(
                        key: "show", name: "the month's sums by line from its rows", data: size.description,
                        database: data.databasePath(size),
                        arguments: [
                            "-readonly", "{db}",
                            """
                            SELECT l.name, l.kind, l.amount_cents, IFNULL(SUM(t.amount_cents), 0), count(t.id)
                            FROM budget_line l LEFT JOIN tx t ON t.budget_line_id = l.id
                            WHERE l.budget_id = (SELECT id FROM budget WHERE month = '\(month)') GROUP BY l.id
                            """,
                        ], freshCopy: false, commands: nil, anchor: ("sqlite3", sqlite)))
                figures.append(
                    Figure(
                        key: "import", name: ".import + INSERT … SELECT, same indexes, no trigger", data: size.description,
                        database: basePath(work), arguments: ["{db}", ".read \(scriptPath(work, size))"], freshCopy: true,
                        commands: size.transactions, anchor: ("sqlite3", sqlite)))
            }
        }
        if let hledger = executable("hledger") {
            for size in sizes where hledgerSizes.contains(size.description) {
                figures.append(
                    Figure(
                        key: "import", name: "reading the CSV through rules (stats)", data: size.description,
                        database: ImportBench.csvPath(work, size),
                        arguments: ["-f", ImportBench.csvPath(work, size), "--rules-file", rulesPath(work), "stats"], freshCopy: false,
                        commands: size.transactions, anchor: ("hledger", hledger)))
                figures.append(
                    Figure(
                        key: "report-months", name: "balance -M of the exported journal, 2026", data: size.description,
                        database: journalPath(work, size),
                        arguments: ["-f", journalPath(work, size), "balance", "-M", "-b", "2026-01-01", "-e", "2027-01-01"],
                        freshCopy: false, commands: nil, anchor: ("hledger", hledger)))
            }
        }
        return figures
    }

    /// Runs `executable` to its end and returns its standard output; throws with its error output when it fails.
    static func output(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let problem = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError(
                "\(executable) \(arguments.prefix(2).joined(separator: " ")) failed: \(String(decoding: problem, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
