import CommandKit
import Model
import Shared

/// The text `doctor` prints: what was checked, then each problem on its own line.
struct DoctorScreen {
    let report: DoctorReport

    func render() -> String {
        let checked =
            "Checked \(counted(report.budgets, "budget")), \(counted(report.lines, "line")), \(counted(report.transactions, "transaction"))"
        let text =
            report.isHealthy
            ? checked + ": integrity, foreign keys and stored values are all right."
            : ([checked + ":"] + report.problems.map { "  " + $0.message }).joined(separator: "\n")
        return text + (freeSpace.map { "\n" + $0 } ?? "")
    }

    /// A note when at least a tenth of the file, and 1 MB, holds no data: worth a `compact`.
    ///
    /// A 1M file whose import keys were shortened in place, 57.8 MB empty:
    /// "57.8 MB of the file's 289.9 MB holds no data: `compact` gives it back."
    var freeSpace: String? {
        guard report.freeBytes >= 1_000_000, report.freeBytes * 10 >= report.fileBytes else { return nil }
        return "\(FileSize.shown(report.freeBytes)) of the file's \(FileSize.shown(report.fileBytes)) holds no data: "
            + "`compact` gives it back."
    }
}
