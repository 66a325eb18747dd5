import Foundation

/// What a figure must reach, and whether its last binary's runs reach it: `≤ 20 ms: met`,
/// `≥ 150,000/s: missed`, `≥ 75 % of sqlite3: missed (31 %)`.
enum Target {
    /// The median at most this many milliseconds.
    case milliseconds(Double)
    /// At least this many rows (or commands) per second at the median.
    case perSecond(Double)
    /// The peak resident memory at most this many MiB.
    case mebibytes(Double)
    /// At least this share of the named anchor's rows per second on the same rows: an import
    /// at 150,000 rows/s beside sqlite3's 200,000 is 75 %.
    case shareOf(anchor: String, Double)
    /// The median at most this many times the named anchor's: a start of 9 ms beside sqlite3's
    /// 6 ms is 1.5×.
    case timesOf(anchor: String, Double)

    /// `≤ 20 ms: met` for `result`; nil when the anchor it needs was not measured.
    func verdict(_ result: FigureResult, commands: Int?, anchors: [String: FigureResult]) -> String? {
        func said(_ met: Bool, _ what: String, _ measured: String? = nil) -> String {
            "\(what): \(met ? "met" : "missed")" + (measured.map { " (\($0))" } ?? "")
        }
        switch self {
        case .milliseconds(let limit):
            return said(result.median <= limit, "≤ \(Self.grouped(limit)) ms")
        case .perSecond(let floor):
            guard let speed = result.commandsPerSecond(commands) else { return nil }
            return said(speed >= floor, "≥ \(Self.grouped(floor))/s")
        case .mebibytes(let limit):
            return said(result.peakMiB <= limit, "≤ \(Self.grouped(limit)) MiB")
        case .shareOf(let anchor, let share):
            guard let other = anchors[anchor], result.median > 0, other.median > 0 else { return nil }
            let measured = other.median / result.median
            return said(
                measured >= share, "≥ \(String(format: "%g", share * 100)) % of \(anchor)", String(format: "%.1f %%", measured * 100))
        case .timesOf(let anchor, let times):
            guard let other = anchors[anchor], other.median > 0 else { return nil }
            let measured = result.median / other.median
            return said(measured <= times, "≤ \(String(format: "%g", times))× \(anchor)", String(format: "%.2f×", measured))
        }
    }

    /// 150000 → `150,000`; 1.5 → `1.5`.
    static func grouped(_ value: Double) -> String {
        guard value >= 1000, value == value.rounded() else { return String(format: "%g", value) }
        var digits = String(Int(value))
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        return ([digits] + groups).joined(separator: ",")
    }
}
