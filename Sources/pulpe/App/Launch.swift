import CommandKit
import DomainKit
import Foundation
import Model
import Persistence
import Shared
import Stores
import Terminal

/// Composition root: opens the database, wires services → stores → session, and runs the
/// requested mode. Returns the exit status.
@MainActor
public struct Launch {
    let location: DatabaseLocation
    let today: LocalDate
    let json: Bool
    let keepGoing: Bool
    let atomic: Bool
    let noColor: Bool
    let noPager: Bool
    let files: [String]
    /// The `-c` commands, then the one-off command (`pulpe sync …`) if any.
    let commands: [String]
    let oneOffCommand: String?

    public init(
        location: DatabaseLocation, today: LocalDate, json: Bool, keepGoing: Bool, atomic: Bool, noColor: Bool,
        noPager: Bool = false, files: [String], commands: [String], oneOffCommand: String? = nil
    ) {
        self.location = location
        self.today = today
        self.json = json
        self.keepGoing = keepGoing
        self.atomic = atomic
        self.noColor = noColor
        self.noPager = noPager
        self.files = files
        self.commands = commands + (oneOffCommand.map { [$0] } ?? [])
        self.oneOffCommand = oneOffCommand
    }

    /// Runs the requested mode and returns the process's exit status.
    public func start() async -> Int32 {
        Output.ignoreBrokenPipes()
        if let refusal = location.refusal() {
            Output.err("error: \(refusal)")
            // The database cannot be created where it was asked for (73, as --help says of its folder).
            return ExitStatus.cannotCreate.rawValue
        }
        let isNew = !location.exists
        // A mistyped script name must not leave a new, empty database behind.
        if isNew, let (file, problem) = files.lazy.compactMap({ file in ScriptFile.problem(file).map { (file, $0) } }).first {
            Output.err("\(file): error: cannot read the file: \(problem.reason) (no database was created)")
            return ExitStatus.noInput.rawValue
        }
        let database: AppDatabase
        do {
            database = try AppDatabase.open(path: location.path)
        } catch {
            Output.err("error: \(error.message)")
            return error.exitStatus.rawValue
        }
        if isNew { Output.err(location.creationNote) }
        // Every way out (quit, Ctrl-D, end of script, a failed line) checkpoints and closes the file.
        defer { database.close() }
        let stores = AppStores(database: database)
        let context = CommandContext(stores: stores, today: today)
        context.environmentLocale = UserLocale.fromEnvironment(ProcessInfo.processInfo.environment)
        context.environmentDateLocale = UserLocale.forDates(environment: ProcessInfo.processInfo.environment)
        let interactive = files.isEmpty && commands.isEmpty && Terminal.isInputTerminal
        // Typed at a terminal (the shell, or `-c`/a command given there), a passphrase is asked for when missing.
        if Terminal.isInputTerminal { context.askSecret = { Terminal.readSecret(prompt: $0) } }
        let color = Terminal.useColor(forceOff: noColor)
        let style = ScreenStyle(width: Terminal.width(), color: color, ascii: !Terminal.isUTF8Locale())
        context.style = style
        context.showsProgress = !json && Terminal.isOutputTerminal && isatty(STDERR_FILENO) != 0
        context.progressAfter = ProgressBar.delay(environment: ProcessInfo.processInfo.environment)
        let session = Session(context: context, format: json ? .json : .table, bail: !keepGoing && !interactive)
        session.pager = Terminal.isOutputTerminal ? Pager.fromEnvironment() : nil
        session.usesPager = !noPager
        guard interactive else { return await runScripts(session: session, database: database) }
        let reader = EditLineReader(historyFile: HistoryFile(path: AppPaths().history))
        let repl = Repl(session: session, reader: reader, styler: Styler(enabled: color), interrupts: .shared)
        reader.setCompleter { [repl] request in repl.complete(request) }
        return await repl.run()
    }

    private func runScripts(session: Session, database: AppDatabase) async -> Int32 {
        let runner = ScriptRunner(session: session)
        runner.atomic = atomic
        // A script file (or piped input) is flushed to the disk once, when it ends and the database
        // closes, not after each line; commands typed in the REPL or given with -c are flushed each.
        let isScript = !files.isEmpty || commands.isEmpty
        // Unheard: if the setting fails, each commit is flushed as in the REPL: slower, never less safe.
        if isScript { try? database.flushEachCommit(false) }
        if atomic {
            do { try database.beginOuterTransaction() } catch {
                Output.err("error: cannot start the transaction: \(ErrorMessage.describe(error))")
                return 1
            }
            // Nothing of a run that may still roll back reaches standard output before it commits
            // (errors go to standard error as they happen); the pager would show it early, so none.
            Output.holdOutput()
            session.pager = nil
        }
        var going = true
        // A script run (its files, or piped input) is one unit of the change journal; each -c command is its own.
        if isScript { session.beginJournalUnit(files.isEmpty ? "script (standard input)" : "script " + files.joined(separator: " ")) }
        for file in files where going { going = await runner.runFile(file) }
        if isScript && !files.isEmpty { await runner.endJournalUnit() }
        // Under --atomic, the -c commands are one transaction, so one unit of the journal.
        let commandsUnit = going && atomic && commands.count > 1
        if commandsUnit { session.beginJournalUnit(commands.joined(separator: "; ")) }
        if going && !commands.isEmpty {
            going = await runner.runCommands(commands.dropLast(oneOffCommand == nil ? 0 : 1), oneOff: oneOffCommand)
        }
        if commandsUnit { await runner.endJournalUnit() }
        if going && files.isEmpty && commands.isEmpty {
            await runner.runStandardInput()
        }
        if isScript && files.isEmpty { await runner.endJournalUnit() }
        if atomic {
            let commit = runner.failures == 0
            do { try database.endOuterTransaction(commit: commit) } catch {
                Output.discardHeldOutput()
                Output.err("error: cannot finish the transaction: \(ErrorMessage.describe(error))")
                return 1
            }
            if commit {
                Output.releaseHeldOutput()
                await session.syncIfPending()
            } else {
                let withheld = Output.discardHeldOutput() > 0 ? "; its output is not shown" : ""
                Output.err("error: --atomic: nothing was applied\(withheld)")
            }
        }
        if Output.isOutputClosed { return Output.brokenPipeStatus }
        return runner.failures == 0 ? 0 : (runner.exitStatus ?? .failure).rawValue
    }
}
