import CommandKit
import Model
import Shared

/// The text `doctor` prints: what was checked, then each problem on its own line.
struct DoctorScreen {
    let report: DoctorReport

    func render() -> String {
        let checked =
            "Checked \(counted(report.budgets, "budget")), \(counted(report.lines, "line")), \(counted(report.transactions, "transaction"))"
        guard !report.isHealthy else { return checked + ": integrity, foreign keys and stored values are all right." }
        return ([checked + ":"] + report.problems.map { "  " + $0.message }).joined(separator: "\n")
    }
}
