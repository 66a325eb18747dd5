import CommandKit
import DomainKit
import Foundation
import Model
import Persistence
import Shared

/// Runs command files, `-c` commands and standard input: stops at the first error (unless
/// `--keep-going` or `.bail off`), reports `FILE:LINE: error: MESSAGE`, and counts failures.
@MainActor
final class ScriptRunner {
    let session: Session
    private(set) var failures = 0
    /// The status of the run's first failure (`ExitStatus`), nil while none failed.
    private(set) var exitStatus: ExitStatus?
    private var includeDepth = 0
    private var stopped = false
    static let maximumIncludeDepth = 16
    /// Set for `--atomic`: a failure then applies nothing, which the run's last error says.
    var atomic = false
    /// The change journal's mark when the current file (or the `-c` commands, or standard input)
    /// began: a line that stops it says whether the lines before it changed the database.
    private var startMark: Int64?

    init(session: Session) {
        self.session = session
        session.readFile = { [unowned self] path, location in await self.include(path, from: location) }
    }

    /// Runs the lines of one source. Returns false once the script must stop.
    @discardableResult
    func run(lines: [ScriptLines.Line], source: String, firstLine: Int = 1) async -> Bool {
        for (offset, line) in lines.enumerated() {
            if stopped { return false }
            // The reader of the output went away (`… | head`): stop between two lines.
            if Output.isOutputClosed {
                stopped = true
                return false
            }
            let location = source.isEmpty ? ScriptLocation.oneOff : ScriptLocation(source: source, line: firstLine + offset)
            if Task.isCancelled {
                // Ctrl-C in the REPL while `.read` runs a long file: stop between two lines.
                report("interrupted before this line; the lines before it were applied", at: location)
                stopped = true
                return false
            }
            let outcome: LineOutcome
            switch line {
            case .invalidUTF8(let byte):
                outcome = .failed(
                    "this line is not valid UTF-8 (byte \(byte) of the line): save the file as UTF-8", status: .dataError)
            case .text(let text):
                if offset == 0 && text.hasPrefix("#!") { continue }
                outcome = await session.execute(text, at: location)
            }
            switch outcome {
            case .succeeded:
                continue
            case .quit:
                stopped = true
                return false
            case .failed(let message, let status):
                report(message, at: location, status: status)
                if session.bail {
                    stopped = true
                    noteWhatStays(at: location)
                    return false
                }
            }
        }
        return !stopped
    }

    /// Runs a file as given on the command line (its name is kept as given in messages).
    func runFile(_ path: String) async -> Bool {
        begin()
        switch ScriptFile.read(path) {
        case .success(let bytes):
            return await run(lines: ScriptLines.split(bytes), source: path)
        case .failure(let error):
            failures += 1
            if exitStatus == nil { exitStatus = error.exitStatus }
            Output.err("\(path): error: cannot read the file: \(error.reason)")
            stopped = session.bail
            return !stopped
        }
    }

    /// Runs the commands piped to standard input (source `stdin`).
    func runStandardInput() async {
        begin()
        switch ScriptFile.read(descriptor: STDIN_FILENO) {
        case .success(let bytes):
            await run(lines: ScriptLines.split(bytes), source: "stdin")
        case .failure(let error):
            failures += 1
            if exitStatus == nil { exitStatus = error.exitStatus }
            Output.err("stdin: error: cannot read the commands: \(error.reason)")
        }
    }

    /// Runs `-c` commands: each is line N of the source `-c`; then the one-off command
    /// (`pulpe sync …`), whose messages carry no location.
    func runCommands(_ commands: ArraySlice<String>, oneOff: String? = nil) async -> Bool {
        begin()
        for (index, command) in commands.enumerated() {
            let lines = ScriptLines.split(command)
            if !(await run(lines: lines, source: "-c", firstLine: index + 1)) { return false }
        }
        if let oneOff { return await run(lines: ScriptLines.split(oneOff), source: "") }
        return true
    }

    /// Begins a top-level source: remembers the journal's mark when the run began (see `noteWhatStays`).
    private func begin() {
        if startMark == nil { startMark = journalMark() }
    }

    private func journalMark() -> Int64? {
        do { return try session.context.stores.database.read(Journal.highWater) } catch { return nil }
    }

    /// After the line that stops a run: when the run changed the database before the error (the
    /// lines before it, or that line's own good rows, as `import --keep-going` keeps them) and it is
    /// not `--atomic`, says that those changes stay and how to take them back or avoid them, so that
    /// running the fixed file again does not apply them twice.
    /// Example: `err.pulpe:3: note: what was applied before this error stays in the database
    /// (`undo` takes back the whole run); with --atomic a failing line applies nothing`.
    private func noteWhatStays(at location: ScriptLocation) {
        guard !atomic, let start = startMark, let now = journalMark(), now > start else { return }
        // A script run is one unit of the change journal; each -c command is its own.
        let commands = location.source == "-c" || location == .oneOff
        let undo = commands ? "`undo N` takes back the last N commands" : "`undo` takes back the whole run"
        Output.err(
            "\(location.prefix)note: what was applied before this error stays in the database (\(undo)); "
                + "with --atomic a failing line applies nothing")
    }

    /// Ends the session's journal unit (a script file, piped input, `.read FILE`); when recording
    /// it fails, the run fails with the message (and under `--atomic` applies nothing).
    func endJournalUnit() async {
        do { try await session.endJournalUnit() } catch {
            failures += 1
            if exitStatus == nil { exitStatus = ErrorMessage.exitStatus(of: error) }
            Output.err("error: cannot record the run for undo: \(Echo.bounded(ErrorMessage.describe(error)))")
        }
    }

    func report(_ message: String, at location: ScriptLocation, status: ExitStatus = .failure) {
        failures += 1
        if exitStatus == nil { exitStatus = status }
        Output.err("\(location.prefix)error: \(Echo.bounded(message))")
    }

    /// `.read FILE`: relative paths are relative to the including file.
    private func include(_ path: String, from location: ScriptLocation?) async -> LineOutcome {
        guard includeDepth < Self.maximumIncludeDepth else {
            return .failed(".read nests more than \(Self.maximumIncludeDepth) files deep: is a file reading itself?")
        }
        var resolved = path
        if !path.hasPrefix("/"), let source = location?.source, source != "-c", source != "stdin" {
            let folder = (source as NSString).deletingLastPathComponent
            if !folder.isEmpty { resolved = folder + "/" + path }
        }
        let bytes: [UInt8]
        switch ScriptFile.read(resolved) {
        case .success(let read): bytes = read
        case .failure(let error): return .failed("cannot read \(resolved): \(error.reason)", status: error.exitStatus)
        }
        includeDepth += 1
        session.beginJournalUnit(".read \(path)")
        let before = failures
        await run(lines: ScriptLines.split(bytes), source: resolved)
        includeDepth -= 1
        await endJournalUnit()
        // The included file (and its journal unit) reported its own errors; the .read line itself then counts as done.
        return failures == before || !session.bail ? .succeeded : .quit
    }
}
