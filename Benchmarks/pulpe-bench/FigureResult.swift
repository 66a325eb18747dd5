/// The measured runs of one figure with one binary.
struct FigureResult {
    let samples: [ChildProcess.Measurement]

    var sortedMilliseconds: [Double] { samples.map(\.milliseconds).sorted() }
    var minimum: Double { sortedMilliseconds.first ?? 0 }
    var maximum: Double { sortedMilliseconds.last ?? 0 }

    var median: Double {
        let sorted = sortedMilliseconds
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The highest peak resident memory of the runs, in MiB.
    var peakMiB: Double { Double(samples.map(\.peakKiB).max() ?? 0) / 1024 }

    /// The measuring helper's own peak, in MiB: a smaller child peak reads as this.
    var floorMiB: Double { Double(samples.map(\.floorKiB).max() ?? 0) / 1024 }

    /// Commands per second at the median time.
    func commandsPerSecond(_ commands: Int?) -> Double? {
        guard let commands, median > 0 else { return nil }
        return Double(commands) / (median / 1000)
    }
}
