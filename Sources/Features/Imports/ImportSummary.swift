import CommandKit
import Model
import Shared

/// How an import's outcome is printed: the counts (added / already there / left out / bad),
/// the budgets created, each row left out and each note with its reason in line order, each bad
/// row as an error, and with `--dry-run` every row's fate. Example: `statement.csv: 3 added, 1
/// already there, 1 left out.` then `  line 7: left out: a total row`.
enum ImportSummary {
    /// The whole output of an import: `header` lines, the summary, each bad row as an error on
    /// standard error (`FILE:LINE: error: …`, as when it stops an import), and the failure that
    /// makes the exit status 65 (bad data) when a row was bad.
    static func output(
        file: String, _ outcome: ImportOutcome, command: String, keepGoing: Bool, header: String? = nil, footer: String? = nil,
        json extra: [(String, JSONValue)] = []
    ) -> CommandOutput {
        let text = text(file: file, outcome, keepGoing: keepGoing) + (footer.map { "\n" + $0 } ?? "")
        var output = CommandOutput(text: header.map { $0 + "\n" + text } ?? text, json: json(file: file, outcome, extra: extra))
        output.diagnostics = outcome.bad.map { "\(file):\($0.line): error: \($0.message)" }
        output.failure = failure(file: file, outcome, command: command, keepGoing: keepGoing)
        output.failureStatus = .dataError
        return output
    }

    /// An import stopped by its first bad row: the row as an error, nothing written.
    static func stopped(file: String, _ problem: ImportProblem, command: String) -> CommandOutput {
        var output = CommandOutput(text: "")
        output.diagnostics = ["\(file):\(problem.line): error: \(problem.messageAfterLine)"]
        output.failure = "nothing was imported from \(file): fix that row, or give `\(command)` --keep-going to import the others"
        output.failureStatus = .dataError
        return output
    }

    static func text(file: String, _ outcome: ImportOutcome, keepGoing: Bool) -> String {
        var lines: [String] = []
        let verb = outcome.dryRun ? "would be " : ""
        if outcome.dryRun {
            lines.append("Dry run: nothing was changed.")
            // Line numbers and amounts right-aligned, so the dates, amounts and names stand in columns.
            let lineWidth = outcome.rows.map { String($0.line).count }.max() ?? 0
            let amountWidth = outcome.rows.compactMap { $0.amount.map { DisplayWidth.of($0.formatted) } }.max() ?? 0
            for row in outcome.rows {
                // An unreadable row has no date, amount or name to show: only its line and why.
                let amount = row.amount.map { DisplayWidth.pad($0.formatted, toWidth: amountWidth, alignment: .right) }
                let fields = [row.date.map(\.description), amount, row.name.isEmpty ? nil : row.name].compactMap { $0 }
                let number = DisplayWidth.pad(String(row.line), toWidth: lineWidth, alignment: .right)
                lines.append("  line \(number)  " + fields.joined(separator: "  ") + (fields.isEmpty ? "" : ": ") + fate(row.fate))
            }
        }
        let counts =
            "\(outcome.added) \(verb)added, \(outcome.alreadyThere) already there, \(outcome.skipped.count) left out"
            + (outcome.bad.isEmpty ? "" : ", \(outcome.bad.count) bad (not imported)")
        if outcome.dryRun && !keepGoing, let first = outcome.bad.first {
            // Without --keep-going the first bad row stops the import: say so, then what it would do with it.
            lines.append("\(file): the import would stop at line \(first.line) and import nothing; with --keep-going: \(counts).")
        } else {
            lines.append("\(file): \(counts).")
        }
        if let created = createdBudgets(outcome) { lines.append(created) }
        if !outcome.accounts.isEmpty {
            lines.append("Into account\(outcome.accounts.count == 1 ? "" : "s") \(outcome.accounts.joined(separator: ", ")).")
        }
        for number in outcome.unknownAccountNumbers {
            // Rows already in stay where they went: the way to file them is to take the import back first.
            lines.append(
                outcome.dryRun
                    ? "The file names account \(number), which is no account's number or name: its rows would go to the default account "
                        + "(`account set NAME --number \(number)` files them by it)."
                    : "The file names account \(number), which is no account's number or name: its rows went to the default account "
                        + "(to file them by it: `undo`, `account set NAME --number \(number)`, and import the file again).")
        }
        lines += transfers(outcome)
        let skipped = outcome.skipped.map { (line: $0.line, text: "left out: \($0.reason)") }
        for note in (skipped + outcome.notes.map { (line: $0.line, text: $0.note) }).sorted(by: { $0.line < $1.line }) {
            lines.append("  line \(note.line): \(note.text)")
        }
        return lines.joined(separator: "\n")
    }

    /// The movements found to be transfers: "2 transfers paired:" (or "would be paired" in a dry
    /// run with --transfers; else "not paired: give --transfers to pair them"), one line each, then
    /// the notes on movements that had several candidates.
    static func transfers(_ outcome: ImportOutcome) -> [String] {
        var lines: [String] = []
        let count = outcome.transfers.count
        if count > 0 {
            let noun = count == 1 ? "1 transfer" : "\(count) transfers"
            let head: String
            if outcome.transfers.allSatisfy({ $0.transferID != nil }) {
                head = "\(noun) paired:"
            } else if outcome.dryRun && outcome.pairsTransfers {
                head = "\(noun) would be paired:"
            } else {
                head =
                    "\(count == 1 ? "1 possible transfer" : "\(count) possible transfers") between your accounts, not paired "
                    + "(import the file again with --transfers to pair \(count == 1 ? "it" : "them")):"
            }
            lines.append(head)
            lines += outcome.transfers.map { "  " + TransferPairingChoice.describe($0) }
        }
        lines += outcome.transferNotes.map { "  " + $0 }
        return lines
    }

    /// "Budgets created from the default template: 2026-12." (or "to create" in a dry run; "empty
    /// budgets" when there is no default template; past six months "65 months, 2020-02 to
    /// 2025-06."), nil when the import needed none.
    static func createdBudgets(_ outcome: ImportOutcome) -> String? {
        guard !outcome.createdBudgets.isEmpty else { return nil }
        let source = outcome.createdFromTemplate ? "from the default template" : "empty (no default template)"
        let months = outcome.createdBudgets
        // A long history names its first and last month (the JSON lists them all): the line stays on a screen.
        let named =
            months.count > 6
            ? "\(months.count) months, \(months[0]) to \(months[months.count - 1])"
            : months.map(\.description).joined(separator: ", ")
        return "Budgets \(outcome.dryRun ? "to create" : "created") \(source): \(named)."
    }

    /// The error an import with bad rows ends on, so its exit status says not everything came in
    /// (as a script run with `--keep-going` does); nil when every row was readable. A dry run
    /// reads past bad rows to list every row's fate, and says what the real import would do.
    ///
    /// Example: 2 bad rows with `--keep-going` → "2 bad rows of statement.csv were not imported:
    /// fix them and import the file again (rows already imported are not added twice)".
    static func failure(file: String, _ outcome: ImportOutcome, command: String, keepGoing: Bool) -> String? {
        guard let first = outcome.bad.first else { return nil }
        if outcome.dryRun && !keepGoing {
            return "the import would stop at line \(first.line) of \(file) and import nothing: fix that row, or give `\(command)`"
                + " --keep-going to import the others"
        }
        let one = outcome.bad.count == 1
        let rows =
            one
            ? "1 bad row of \(file) \(outcome.dryRun ? "would not be" : "was not")"
            : "\(outcome.bad.count) bad rows of \(file) \(outcome.dryRun ? "would not be" : "were not")"
        // Neutral on what was added: under --atomic this failure rolls the whole run back.
        return rows + " imported: fix \(one ? "it" : "them") and import the file again (rows already imported are not added twice)"
    }

    static func fate(_ fate: ImportOutcome.Fate) -> String {
        switch fate {
        case .added(let month, let line): "add to \(month)" + (line.map { ", line '\($0)'" } ?? ", free")
        case .alreadyThere: "already there"
        case .skipped(let reason): "left out: \(reason)"
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
            ("accounts", .array(outcome.accounts.map { .string($0) })),
            ("unknownAccountNumbers", .array(outcome.unknownAccountNumbers.map { .string($0) })),
        ]
        members.append(("transfers", .array(outcome.transfers.map(json))))
        members.append(("transferNotes", .array(outcome.transferNotes.map { .string($0) })))
        members += extra
        if outcome.dryRun {
            members.append(("rows", .array(outcome.rows.map(json))))
        }
        return .object(members)
    }

    /// `{"amount", "from": {"account", "name", "date"}, "to": {…}, "transfer": ID or null}`.
    private static func json(_ pair: PairedTransfer) -> JSONValue {
        func side(_ side: PairedTransfer.Side) -> JSONValue {
            .object([("account", .string(side.account)), ("name", .string(side.name)), ("date", .string(side.date.description))])
        }
        return .object([
            ("amount", pair.amount.json), ("from", side(pair.from)), ("to", side(pair.to)),
            ("transfer", .optional(pair.transferID) { .int(Int($0)) }),
        ])
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
