import CommandKit
import Model
import Shared

/// `doctor`
struct DoctorCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let fix = OptionSpec(
            "--fix", "first clean stored text, write stale comparison and search keys again, rebuild a stale search index")
    }

    static let spec = CommandSpec(
        "doctor",
        options: [
            Options.fix
        ],
        group: "Settings", summary: "check the database and every value pulpe stores",
        example: "doctor",
        discussion: "Runs SQLite's integrity and foreign-key checks, then recomputes each line's consumption and each "
            + "budget's free sums and month delta from the transactions and compares them with what is stored, and "
            + "counts the transactions under each trigram of their search keys to check the search index. "
            + "It also finds names, categories and descriptions holding control or invisible characters (from a file "
            + "restored or a sync of an older release), and comparison and search keys that differ from the ones their text "
            + "gives (a row edited by another program is then missed by --search); --fix replaces each control character "
            + "with a space, drops each invisible one, writes each stale key again (one undoable change) and rebuilds a "
            + "stale search index, then checks. "
            + "Each problem names its table, row, stored and expected value; the exit status is 1 when there is one. "
            + "When a tenth of the file (and at least 1 MB) holds no data (free pages, room left in the others), it says so: `compact` gives it back."
    )

    let fix: Bool

    init(_ parsed: ParsedCommand) throws { fix = parsed.has(Options.fix) }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let doctor = context.clients.doctor
        let fixed = fix ? try doctor.fix() : (texts: 0, keys: 0, searchIndex: false)
        let report = try doctor.examine()
        var note = ""
        if fix {
            var done: [String] = []
            if fixed.texts > 0 { done.append("cleaned \(counted(fixed.texts, "stored text value"))") }
            if fixed.keys > 0 { done.append("wrote \(counted(fixed.keys, "key")) again") }
            if fixed.searchIndex { done.append("rebuilt the search index") }
            note = done.isEmpty ? "Nothing to fix.\n" : listed(done).firstCapitalized + ".\n"
        }
        var output = CommandOutput(text: note + DoctorScreen(report: report).render(), json: report.json)
        if !report.isHealthy {
            let count = report.problems.count
            output.failure = "doctor found \(count) problem\(count == 1 ? "" : "s") (listed above)"
        }
        return output
    }
}
