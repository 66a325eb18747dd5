import CommandKit
import Persistence
import Shared
import Terminal

/// How one command runs, from its parsed line to its printed output, as one unit of work:
///
/// 1. The command runs in `AppDatabase.unitOfWork` (its own transaction, opened by its first
///    write; a savepoint inside an `--atomic` script's). A question (`[y/N]`) is asked before the
///    command writes, so it never holds the write lock while waiting for an answer.
/// 2. Inside it, the command's changes are claimed for its journal unit (what `undo` reverts).
/// 3. Inside it, the output is made: every text and JSON document is built into strings, and a
///    long list is streamed out as it is read. A read that fails there fails the command: it
///    exits non-zero with its message, and nothing it wrote stays.
/// 4. The unit commits; only then is the made output printed, so nothing is reported done
///    that did not commit. (A long list, which only reads, is streamed out with its warnings
///    while it is read.) If the unit fails, what the session noted of it (its journal unit, the
///    last transaction, the open month) is put back as it was.
///
/// Sync commands (`sync`, `sync init`, `sync join`) commit their own steps: a sync with the
/// household's server cannot be rolled back with the local file.
extension Session {
    /// Runs `command` as one unit of work and prints its output once it committed.
    func runUnit(_ command: any PulpeCommand, _ parsed: ParsedCommand, line: String) async throws -> CommandOutput {
        let json = printsJSON(parsed)
        try prepareJournal(for: parsed.spec.name)
        let run = { @MainActor in
            let output = try await command.run(in: self.context)
            if !type(of: command).commitsItsOwnSteps { try self.claimJournal(line, command: parsed.spec.name) }
            return (output, try self.render(output, json: json))
        }
        if type(of: command).commitsItsOwnSteps {
            let (output, rendered) = try await run()
            show(rendered)
            return output
        }
        // What the session notes of the command's changes is undone with them when it fails.
        let noted = (journalUnit, context.lastTransactionID, context.openMonth)
        do {
            let (output, rendered) = try await context.stores.database.unitOfWork { try await run() }
            show(rendered)
            return output
        } catch {
            (journalUnit, context.lastTransactionID, context.openMonth) = noted
            throw error
        }
    }

    /// `output` made into what is printed: strings, or (for the long lists) streamed out now,
    /// after the warnings. Throws what a read while building it throws.
    private func render(_ output: CommandOutput, json: Bool) throws -> RenderedOutput {
        var rendered = RenderedOutput(diagnostics: output.diagnostics, warnings: output.warnings)
        if json, let stream = output.jsonStream {
            show(rendered.takingMessages())
            try Output.stream(data: true, stream)
        } else if !json, format == .table, let stream = output.textStream {
            show(rendered.takingMessages())
            try Output.stream(data: true, stream)
        } else if !json, format == .table, write == nil, let whole = output.largeTextStream {
            show(rendered.takingMessages())
            // On a terminal every line fits its width, as `emit` fits a text (the footer breaks between words).
            let stream = Terminal.isOutputTerminal ? TerminalFit.fitting(whole, width: Terminal.width()) : whole
            // Every row of a history: through the pager on a terminal when taller than it, as it is read.
            guard usesPager, let pager else {
                try Output.stream(stream)
                return rendered
            }
            switch try pager.show(streaming: stream, width: Terminal.width(), height: Terminal.height()) {
            case .shown: break
            case .fits(let text): rendered.body = .screen(text)
            case .unavailable: try Output.stream(stream)
            }
        } else if json {
            // JSON Lines stay JSON: a command without a document of its own says its sentence as one.
            let document = try output.json
            let text = document == nil ? try output.text : ""
            if let document = document ?? (text.isEmpty ? nil : .object([("message", .string(text))])) {
                rendered.body = .document(document.rendered)
            }
        } else if format == .csv, let stream = output.csvStream {
            show(rendered.takingMessages())
            try Output.stream(terminator: "", data: true, stream)
        } else if format == .csv, let document = try output.json, let csv = CSVTable.render(document) {
            // Each row already ends with CRLF (RFC 4180).
            rendered.body = .data(csv)
        } else {
            let text = try output.text
            if !text.isEmpty { rendered.body = .text(text) }
        }
        return rendered
    }

    /// Prints what `render` made: the messages to standard error, then the body.
    private func show(_ rendered: RenderedOutput) {
        for line in rendered.diagnostics { emit(line, true) }
        for warning in rendered.warnings { emit("warning: \(warning)", true) }
        switch rendered.body {
        case .none: break
        case .text(let text): emit(text, false)
        case .screen(let text): Output.out(text)
        case .document(let text): if write != nil { emit(text, false) } else { Output.data(text + "\n") }
        case .data(let text): Output.data(text)
        }
    }
}
