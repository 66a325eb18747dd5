import Foundation
import Shared

/// A progress bar on standard error for long imports and exports, drawn only when enabled (a
/// terminal, no `--json`) and once the work has taken `after` seconds (one unless
/// `PULPE_PROGRESS_AFTER` says otherwise): `[#####.....] 52% 310,000 rows 280,000 rows/s 2s left`.
/// Done as a fraction of `total` (bytes of a file, or rows) when known. At the end the bar stays at
/// 100 % with the overall rate and time, on its own line.
public final class ProgressBar {
    private let enabled: Bool
    private let total: Int
    private let unit: String
    private let after: TimeInterval
    private let started = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false
    private var lastRows = 0

    /// Seconds before a bar shows when `PULPE_PROGRESS_AFTER` says nothing: a quick import draws none.
    public static let defaultDelay: TimeInterval = 1

    public init(enabled: Bool, total: Int, unit: String, after: TimeInterval = defaultDelay) {
        self.enabled = enabled
        self.total = total
        self.unit = unit
        self.after = after
    }

    /// Seconds before a bar shows: `PULPE_PROGRESS_AFTER` when it is a number of seconds, 0 or more
    /// (0 shows it at once), else `defaultDelay`. Example: "0.5" → 0.5; "-1", "inf", "soon" → 1.
    public static func delay(environment: [String: String]) -> TimeInterval {
        environment["PULPE_PROGRESS_AFTER"].flatMap(TimeInterval.init).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } ?? defaultDelay
    }

    /// Reports `rows` done, `done` out of `total` (bytes or rows).
    public func update(rows: Int, bytes done: Int) {
        guard enabled else { return }
        lastRows = rows
        let now = Date()
        let elapsed = now.timeIntervalSince(started)
        guard elapsed >= after, now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        let fraction = total > 0 ? min(1, Double(done) / Double(total)) : 0
        let width = 24
        let filled = Int(fraction * Double(width))
        let rate = Double(rows) / max(elapsed, 0.001)
        let left = fraction > 0 ? elapsed / fraction - elapsed : 0
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let line = "\r[\(bar)] \(Int(fraction * 100))% \(rows) \(unit) \(Int(rate)) \(unit)/s \(Int(left.rounded()))s left\u{1B}[K"
        FileHandle.standardError.write(Data(line.utf8))
        drawn = true
    }

    /// Leaves the bar at 100 % with the overall rate (on its own line), if one was drawn.
    public func finish() {
        guard drawn else { return }
        let elapsed = Date().timeIntervalSince(started)
        let bar = String(repeating: "#", count: 24)
        let line =
            "\r[\(bar)] 100% \(lastRows) \(unit) \(Int(Double(lastRows) / max(elapsed, 0.001))) \(unit)/s "
            + String(format: "%.1fs", elapsed) + "\u{1B}[K\n"
        FileHandle.standardError.write(Data(line.utf8))
        drawn = false
    }
}
