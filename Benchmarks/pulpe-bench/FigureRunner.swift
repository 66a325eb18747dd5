import Foundation

/// Runs each figure once to warm up, then `runs` times, with one or two pulpe binaries whose
/// runs alternate, so that a machine slowing down hurts both alike.
final class FigureRunner {
    let binaries: [String]
    let work: String
    let runs: Int
    /// The databases already copied for the second binary (a newer one may migrate its copy).
    private var compareCopies: Set<String> = []

    init(binaries: [String], work: String, runs: Int) {
        self.binaries = binaries
        self.work = work
        self.runs = runs
    }

    /// One result per binary, in the order of `binaries`; an anchor's one result.
    func measure(_ figure: Figure) throws -> [FigureResult] {
        let programs = figure.anchor == nil ? binaries.count : 1
        var samples = Array(repeating: [ChildProcess.Measurement](), count: programs)
        for run in 0...runs {
            for index in 0..<programs {
                let measurement = try runOnce(figure, binary: index)
                if run > 0 { samples[index].append(measurement) }
            }
        }
        return samples.map(FigureResult.init(samples:))
    }

    private func runOnce(_ figure: Figure, binary index: Int) throws -> ChildProcess.Measurement {
        let database = try databasePath(figure, binary: index)
        let executable = figure.anchor?.executable ?? binaries[index]
        let process = ChildProcess(
            executable: executable,
            arguments: figure.anchor == nil
                ? ["--db", database, "--today", Figure.today] + figure.arguments
                : figure.arguments.map { $0.replacingOccurrences(of: "{db}", with: database) },
            errorLog: "\(work)/stderr-\(index).log")
        let measurement = try process.run()
        guard measurement.status == 0 else {
            throw BenchError(
                """
                \(executable) failed on '\(figure.name)' (\(figure.data)) with status \(measurement.status):
                \(process.errorText.split(separator: "\n").prefix(10).joined(separator: "\n"))
                """)
        }
        return measurement
    }

    /// Where a figure that writes runs, on a fresh copy of its database, for the binary `index`.
    func copyPath(_ figure: Figure, binary index: Int) -> String {
        "\(work)/runs/\(index)-\((figure.database as NSString).lastPathComponent)"
    }

    /// The database a run uses: a fresh copy for writes; for reads the shared file, or the
    /// second binary's own copy.
    private func databasePath(_ figure: Figure, binary index: Int) throws -> String {
        let name = (figure.database as NSString).lastPathComponent
        if figure.freshCopy {
            let copy = copyPath(figure, binary: index)
            try FileManager.default.createDirectory(atPath: "\(work)/runs", withIntermediateDirectories: true)
            try DatabaseFiles.copy(figure.database, to: copy)
            return copy
        }
        guard index > 0 else { return figure.database }
        let copy = "\(work)/compare/\(name)"
        if !compareCopies.contains(copy) {
            try FileManager.default.createDirectory(atPath: "\(work)/compare", withIntermediateDirectories: true)
            try DatabaseFiles.copy(figure.database, to: copy)
            compareCopies.insert(copy)
        }
        return copy
    }
}
