import CommandKit
import Domain
import Model
import Shared

/// `doctor`
struct DoctorCommand: PulpeCommand {
    static let spec = CommandSpec(
        "doctor",
        group: "Settings", summary: "check the database and every value pulpe stores",
        example: "doctor",
        discussion: "Runs SQLite's integrity and foreign-key checks, then recomputes each line's consumption and each "
            + "budget's free sums and month delta from the transactions and compares them with what is stored. "
            + "Each problem names its table, row, stored and expected value; the exit status is 1 when there is one."
    )

    init(_ parsed: ParsedCommand) throws {}

    func run(in context: CommandContext) async throws -> CommandOutput {
        let report = try DatabaseDoctor(database: context.stores.database).examine()
        var output = CommandOutput(text: DoctorScreen(report: report).render(), json: report.json)
        if !report.isHealthy {
            let count = report.problems.count
            output.failure = "doctor found \(count) problem\(count == 1 ? "" : "s") (listed above)"
        }
        return output
    }
}
