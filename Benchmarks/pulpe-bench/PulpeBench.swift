import Foundation

/// The benchmark of pulpe's everyday commands at scale (README, "Speed"): builds and verifies databases
/// of 10k, 100k and 1M transactions, then measures whole `pulpe` processes on them.
/// Run it in release: `swift run -c release pulpe-bench` (see README, "Speed").
@main
struct PulpeBench {
    static func main() async {
        let arguments = CommandLine.arguments
        if arguments.count > 1 && arguments[1] == MeasuringHelper.flag {
            exit(MeasuringHelper.main(Array(arguments.dropFirst(2))))
        }
        do {
            let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
            try await run(options)
        } catch {
            Console.status("pulpe-bench: \(error)")
            exit(1)
        }
    }

    static func run(_ options: BenchOptions) async throws {
        if options.help { return Console.out(BenchOptions.usage) }
        let binaries = [options.pulpe] + (options.compare.map { [$0] } ?? [])
        for binary in binaries where !FileManager.default.isExecutableFile(atPath: binary) {
            throw BenchError("no pulpe binary at \(binary): build it with `swift build -c release`, or pass --pulpe PATH")
        }
        if options.only == ["sync"] {
            try SyncBench(pulpe: options.pulpe, postgres: options.postgres, runs: options.runs).run()
            return try SyncBulkBench(pulpe: options.pulpe, postgres: options.postgres).run()
        }
        let data = BenchData(work: options.work)
        try await data.prepareCommon(rebuild: options.rebuild)
        // The import figures need their own files only: `--only import,reimport,export` skips the datasets.
        let importKeys = ImportBench.keys.union(StatementBench.keys)
        let onlyImports = options.only.map { $0.isSubset(of: importKeys) } ?? false
        if !onlyImports {
            for size in options.sizes { try await data.prepare(size, rebuild: options.rebuild) }
            Console.out("verified: every budget's persisted month delta, list totals and report totals equal the formulas'")
        }
        if options.only.map({ !$0.isDisjoint(with: importKeys) }) ?? true {
            for size in options.sizes {
                Console.status("preparing the import files (\(size)) …")
                try await ImportBench.prepare(work: options.work, size: size, pulpe: options.pulpe)
                try StatementBench.prepare(work: options.work, size: size)
            }
        }
        try AnchorBench.prepare(
            work: options.work, sizes: options.sizes, pulpe: options.pulpe, datasets: onlyImports ? nil : data, rebuild: options.rebuild)

        let runner = FigureRunner(binaries: binaries, work: options.work, runs: options.runs)
        var table = ResultTable(binaries: binaries)
        let all = anchored(
            figures(data, sizes: options.sizes),
            AnchorBench.figures(work: options.work, data: data, sizes: options.sizes, month: ScriptFile.month.description))
        var files: [String] = []
        for figure in all where options.only.map({ $0.contains(figure.key) }) ?? true {
            Console.status("measuring \(figure.name) (\(figure.data)) …")
            table.append(figure, try runner.measure(figure))
            // What the import left, before a later figure's run reuses its copy.
            if figure.key == "import", figure.anchor == nil {
                for (index, binary) in binaries.enumerated() {
                    files.append(ImportedFileSize.line(of: runner.copyPath(figure, binary: index), data: figure.data, binary: binary))
                }
            }
        }
        Console.out("\n\(options.runs) runs after 1 warm-up; wall time of the whole process (spawn to exit);")
        Console.out(
            String(format: "peak = highest ru_maxrss of the runs (exact above %.1f MiB, the measuring helper's own)", table.floorMiB))
        Console.out(table.render())
        for binary in binaries { Console.out(binarySize(binary)) }
        for file in files { Console.out(file) }
    }

    /// The binary's size against its target: `binary: 104.7 MB (≤ 40 MB: missed)`, the file a link points to.
    static func binarySize(_ path: String) -> String {
        let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size]) as? Int, bytes > 0 else {
            return "binary: size of \(file) unknown"
        }
        let megabytes = Double(bytes) / 1_000_000
        return String(format: "binary: %@ %.1f MB (≤ 40 MB: %@)", file, megabytes, megabytes <= 40 ? "met" : "missed")
    }

    /// Each pulpe figure followed by its anchors.
    static func anchored(_ figures: [Figure], _ anchors: [Figure]) -> [Figure] {
        figures.flatMap { figure in [figure] + anchors.filter(figure.isAnchored(by:)) }
    }

    static func figures(_ data: BenchData, sizes: [DataSize]) -> [Figure] {
        let month = ScriptFile.month.description
        var figures: [Figure] = []
        for size in sizes {
            let database = data.databasePath(size)
            figures += [
                Figure(
                    key: "list", name: "budget list", data: size.description, database: database,
                    arguments: ["-c", "budget list"], freshCopy: false, commands: nil,
                    targets: [.milliseconds(30)]),
                Figure(
                    key: "show", name: "budget show \(month)", data: size.description, database: database,
                    arguments: ["-c", "budget show \(month)"], freshCopy: false, commands: nil,
                    targets: [.milliseconds(30)]),
                Figure(
                    key: "txlist", name: "tx list --budget \(month)", data: size.description, database: database,
                    arguments: ["-c", "tx list --budget \(month)"], freshCopy: false, commands: nil),
                Figure(
                    key: "txpage", name: "tx list --budget \(month) --line Groceries --limit 20", data: size.description,
                    database: database, arguments: ["-c", "tx list --budget \(month) --line Groceries --limit 20"], freshCopy: false,
                    commands: nil, targets: [.milliseconds(20)]),
                Figure(
                    key: "txcategory", name: "tx list --all --category food --desc --limit 20", data: size.description,
                    database: database, arguments: ["-c", "tx list --all --category food --desc --limit 20"], freshCopy: false,
                    commands: nil, targets: [.milliseconds(20)]),
                Figure(
                    key: "txsearch", name: "tx list --all --search dental --limit 20", data: size.description, database: database,
                    arguments: ["-c", "tx list --all --search dental --limit 20"], freshCopy: false, commands: nil,
                    targets: [.milliseconds(20)]),
                Figure(
                    key: "txsearch-all", name: "tx list --all --search dental", data: size.description, database: database,
                    arguments: ["-c", "tx list --all --search dental"], freshCopy: false, commands: nil),
                Figure(
                    key: "txjson", name: "tx list --budget \(month) --json", data: size.description, database: database,
                    arguments: ["-c", "tx list --budget \(month) --json"], freshCopy: false, commands: nil,
                    targets: [.mebibytes(64)]),
                Figure(
                    key: "report-year", name: "report --period year --by category", data: size.description, database: database,
                    arguments: ["-c", "report --period year --by category"], freshCopy: false, commands: nil,
                    targets: [.milliseconds(50)]),
                Figure(
                    key: "report-all", name: "report --period all", data: size.description, database: database,
                    arguments: ["-c", "report --period all"], freshCopy: false, commands: nil,
                    targets: [.milliseconds(100)]),
                Figure(
                    key: "report-months", name: "report year 2026", data: size.description, database: database,
                    arguments: ["-c", "report year 2026"], freshCopy: false, commands: nil, targets: [.milliseconds(50)]),
                Figure(
                    key: "dashboard", name: "open month", data: size.description, database: database,
                    arguments: ["-c", "open month"], freshCopy: false, commands: nil,
                    targets: [.milliseconds(30)]),
            ]
        }
        figures.append(
            Figure(
                key: "version", name: "pulpe --version", data: "empty", database: data.emptyDatabase, arguments: ["--version"],
                freshCopy: false, commands: nil, targets: [.timesOf(anchor: "sqlite3", 1.5)]))
        figures.append(
            Figure(
                key: "startup", name: "startup (where)", data: "empty", database: data.emptyDatabase,
                arguments: ["-c", "where"], freshCopy: false, commands: nil,
                targets: [.milliseconds(15)]))
        for atomic in [false, true] {
            figures.append(
                Figure(
                    key: atomic ? "add-atomic" : "add", name: "tx add script\(atomic ? " --atomic" : "")", data: "1 budget",
                    database: data.scriptBase, arguments: (atomic ? ["--atomic"] : []) + ["run", data.script],
                    freshCopy: true, commands: ScriptFile.commandCount,
                    targets: [.perSecond(atomic ? 20_000 : 15_000)]))
        }
        return figures + AccountBench.figures(data, sizes: sizes) + ImportBench.figures(work: data.work, sizes: sizes)
            + StatementBench.figures(work: data.work, sizes: sizes)
    }
}
