import CommandKit
import Model
import Shared

/// How an import's outcome is printed: the counts (added / already there / skipped / bad),
/// the budgets created, each skipped or bad row with its reason, and with `--dry-run` every
/// row's fate. Example: `statement.csv: 3 added, 1 already there, 1 skipped.`
enum ImportSummary {
    static func text(file: String, _ outcome: ImportOutcome) -> String {
        var lines: [String] = []
        let verb = outcome.dryRun ? "would be " : ""
        if outcome.dryRun {
            lines.append("Dry run: nothing was changed.")
            for row in outcome.rows {
                // An unreadable row has no date, amount or name to show: only its line and why.
                let fields = [row.date.map(\.description), row.amount.map(\.formatted), row.name.isEmpty ? nil : row.name].compactMap { $0 }
                lines.append("  line \(row.line)  " + fields.joined(separator: "  ") + (fields.isEmpty ? "" : ": ") + fate(row.fate))
            }
        }
        lines.append(
            "\(file): \(outcome.added) \(verb)added, \(outcome.alreadyThere) already there, \(outcome.skipped.count) skipped"
                + (outcome.bad.isEmpty ? "." : ", \(outcome.bad.count) bad (not imported)."))
        if let created = createdBudgets(outcome) { lines.append(created) }
        for (line, reason) in outcome.skipped { lines.append("  line \(line): skipped: \(reason)") }
        for (line, note) in outcome.notes { lines.append("  line \(line): \(note)") }
        for (line, message) in outcome.bad { lines.append("  \(file):\(line): \(message)") }
        return lines.joined(separator: "\n")
    }

    /// "Budgets created from the default template: 2026-12." (or "to create" in a dry run; "empty
    /// budgets" when there is no default template), nil when the import needed none.
    static func createdBudgets(_ outcome: ImportOutcome) -> String? {
        guard !outcome.createdBudgets.isEmpty else { return nil }
        let source = outcome.createdFromTemplate ? "from the default template" : "empty (no default template)"
        return "Budgets \(outcome.dryRun ? "to create" : "created") \(source): "
            + outcome.createdBudgets.map(\.description).joined(separator: ", ") + "."
    }

    /// The error an import with bad rows ends on, so its exit status says not everything came in
    /// (as a script run with `--keep-going` does); nil when every row was readable. A dry run
    /// reads past bad rows to list every row's fate, and says what the real import would do.
    ///
    /// Example: 2 bad rows with `--keep-going` → "2 bad rows of statement.csv were not imported
    /// (listed above): fix them and import the file again; the rows imported now will be found
    /// already there".
    static func failure(file: String, _ outcome: ImportOutcome, keepGoing: Bool) -> String? {
        guard let first = outcome.bad.first else { return nil }
        if outcome.dryRun && !keepGoing {
            return "the import would stop at line \(first.line) of \(file) and import nothing: fix that row, or import the others"
                + " with --keep-going"
        }
        let one = outcome.bad.count == 1
        let rows =
            one
            ? "1 bad row of \(file) \(outcome.dryRun ? "would not be" : "was not")"
            : "\(outcome.bad.count) bad rows of \(file) \(outcome.dryRun ? "would not be" : "were not")"
        return rows + " imported (listed above): fix \(one ? "it" : "them") and import the file again; the rows imported now will be found"
            + " already there"
    }

    static func fate(_ fate: ImportOutcome.Fate) -> String {
        switch fate {
        case .added(let month, let line): "add to \(month)" + (line.map { ", line '\($0)'" } ?? " (free)")
        case .alreadyThere: "already there"
        case .skipped(let reason): "skip: \(reason)"
        case .bad(let message): "bad: \(message)"
        }
    }

    static func json(file: String, _ outcome: ImportOutcome, extra: [(String, JSONValue)] = []) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("file", .string(file)), ("dryRun", .bool(outcome.dryRun)), ("added", .int(outcome.added)),
            ("alreadyThere", .int(outcome.alreadyThere)),
            ("skipped", .array(outcome.skipped.map { .object([("line", .int($0.line)), ("reason", .string($0.reason))]) })),
            ("bad", .array(outcome.bad.map { .object([("line", .int($0.line)), ("error", .string($0.message))]) })),
            ("createdBudgets", .array(outcome.createdBudgets.map { .string($0.description) })),
            ("notes", .array(outcome.notes.map { .object([("line", .int($0.line)), ("note", .string($0.note))]) })),
        ]
        members += extra
        if outcome.dryRun {
            members.append(("rows", .array(outcome.rows.map(json))))
        }
        return .object(members)
    }

    private static func json(_ row: ImportOutcome.RowFate) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("line", .int(row.line)), ("name", .string(row.name)), ("date", .optional(row.date) { .string($0.description) }),
            ("amount", .optional(row.amount) { $0.json }),
        ]
        switch row.fate {
        case .added(let month, let line):
            members += [("fate", .string("add")), ("budget", .string(month.description)), ("lineName", .optional(line) { .string($0) })]
        case .alreadyThere: members.append(("fate", .string("alreadyThere")))
        case .skipped(let reason): members += [("fate", .string("skip")), ("reason", .string(reason))]
        case .bad(let message): members += [("fate", .string("bad")), ("reason", .string(message))]
        }
        return .object(members)
    }
}
