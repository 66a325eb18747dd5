import CommandKit
import DomainKit
import Foundation
import Model
import Persistence
import Shared
import Terminal

/// One pulpe invocation or REPL session: the command context, output preferences, and the
/// execution of one command line (parse once, run, print).
@MainActor
final class Session {
    let context: CommandContext
    var format: OutputFormat
    /// Stop a script at the first error.
    var bail: Bool
    /// Runs `.read FILE`; set by the script runner.
    var readFile: ((String, ScriptLocation?) async -> LineOutcome)?
    /// The screens opened, innermost last; the innermost open budget is the commands' context.
    var navigator = Navigator() {
        didSet { context.openMonth = navigator.openMonth }
    }
    /// Where a command's output goes when set (tests read it here); else `emit` prints it.
    var write: (@MainActor (_ text: String, _ isError: Bool) -> Void)?
    /// Pages output taller than the screen; set when standard output is a terminal.
    var pager: Pager?
    /// `.pager on|off` (off from the start with `--no-pager`).
    var usesPager = true
    /// The line being run prints JSON, which is never paged.
    private var lineIsJSON = false
    /// The change-journal unit being recorded (see `Session+Journal`).
    var journalUnit = JournalUnitState()
    init(context: CommandContext, format: OutputFormat, bail: Bool) {
        self.context = context
        self.format = format
        self.bail = bail
    }

    /// Runs one line. Blank and comment lines succeed silently. A failing command changes nothing.
    func execute(_ line: String, at location: ScriptLocation?) async -> LineOutcome {
        var tokens: [Token]
        do { tokens = try Tokenizer.tokenize(line) } catch { return .failed(error.message, status: error.exitStatus) }
        guard !tokens.isEmpty else { return .succeeded }
        if let help = CommandRegistry.parser.helpRequest(tokens) { tokens = help }
        let parsed: ParsedCommand
        let rules: MoneyRules
        let dateRules: DateRules
        do {
            let settings = try await context.settings()
            let dates = settings.typedDateFormat(numbers: context.environmentLocale, dates: context.environmentDateLocale)
            parsed = try await CommandRegistry.parser.parse(tokens, scope: navigator.scope(for:))
                .resolvingRelativeDates(today: context.today, localDates: dates) { try await context.currentMonth() }
            rules = settings.moneyRules(environment: context.environmentLocale)
            dateRules = settings.dateRules(environment: context.environmentDateLocale)
        } catch {
            return .failed(ErrorMessage.describe(error), status: ErrorMessage.exitStatus(of: error))
        }
        // Every amount of the line is read, checked and written in the currency's rules, every date
        // on a screen printed and every week started in the locale's.
        return await MoneyRules.$current.withValue(rules) {
            await DateRules.$current.withValue(dateRules) { await execute(parsed, line, at: location) }
        }
    }

    /// Runs a parsed line: a session command, a navigation, or a command in its unit of work.
    private func execute(_ parsed: ParsedCommand, _ line: String, at location: ScriptLocation?) async -> LineOutcome {
        lineIsJSON = printsJSON(parsed)
        context.printsDocument = lineIsJSON || format == .csv
        if let outcome = await executeSessionCommand(parsed, at: location) { return outcome }
        do {
            if try await executeNavigation(parsed) { return .succeeded }
        } catch {
            return .failed(ErrorMessage.describe(error), status: ErrorMessage.exitStatus(of: error))
        }
        guard let type = CommandRegistry.byName[parsed.spec.name] else { return .failed("unknown command", status: .usage) }
        do {
            let output = try await runUnit(try type.init(parsed), parsed, line: line)
            await syncIfPending()
            return output.failure.map { .failed($0, status: output.failureStatus) } ?? .succeeded
        } catch {
            return .failed(ErrorMessage.describe(error), status: ErrorMessage.exitStatus(of: error))
        }
    }

    /// Prints a command's text to standard output (through the pager when it is taller than the
    /// screen, unless `paged` is false) or a warning to standard error.
    func emit(_ text: String, _ isError: Bool, paged: Bool = true) {
        if let write { return write(text, isError) }
        if isError { return Output.err(text) }
        // On a terminal every line fits its width, broken at spaces; piped, lines stay whole (for grep and files).
        let text = Terminal.isOutputTerminal && !lineIsJSON && format != .json ? TerminalFit.wrap(text, width: Terminal.width()) : text
        if paged, usesPager, !lineIsJSON, format != .json, let pager,
            Pager.isTaller(text, width: Terminal.width(), height: Terminal.height()),
            pager.show(text)
        {
            return
        }
        Output.out(text)
    }

    /// True when this line prints JSON: `--json` on it, or the session's format.
    func printsJSON(_ parsed: ParsedCommand) -> Bool { format == .json || parsed.has(OptionSpec.json) }

    private func executeSessionCommand(_ parsed: ParsedCommand, at location: ScriptLocation?) async -> LineOutcome? {
        switch parsed.spec.name {
        case SessionCommand.help.name, SessionCommand.dotHelp.name:
            let topic = parsed.arguments.joined(separator: " ")
            let note = navigator.scopeNote.map { "\n\n" + $0 } ?? ""
            emit(printsJSON(parsed) ? HelpText.json(topic: topic).rendered : HelpText.render(topic: topic) + note, false)
            return .succeeded
        case SessionCommand.quit.name, SessionCommand.exit.name, SessionCommand.dotQuit.name, SessionCommand.dotExit.name:
            return .quit
        case SessionCommand.clear.name:
            // Home the cursor and erase the screen; a script's output is no screen to clear.
            if context.isInteractive { Output.control("\u{1B}[H\u{1B}[2J") }
            return .succeeded
        case SessionCommand.read.name:
            guard let readFile else { return .failed(".read is not available here", status: .usage) }
            return await readFile(parsed.arguments[0], location)
        case SessionCommand.mode.name:
            guard let argument = parsed.argument(0) else {
                Output.out(format.rawValue)
                return .succeeded
            }
            guard let format = OutputFormat(rawValue: argument.lowercased()) else {
                return .failed("'\(Echo.cut(argument))' is not an output mode: use table, json or csv", status: .usage)
            }
            self.format = format
            return .succeeded
        case SessionCommand.pager.name:
            guard let argument = parsed.argument(0) else {
                Output.out(usesPager ? "on" : "off")
                return .succeeded
            }
            switch argument.lowercased() {
            case "on": usesPager = true
            case "off": usesPager = false
            default: return .failed("'\(Echo.cut(argument))' is not on or off: use `.pager on` or `.pager off`", status: .usage)
            }
            return .succeeded
        case SessionCommand.bail.name:
            guard let argument = parsed.argument(0) else {
                Output.out(bail ? "on" : "off")
                return .succeeded
            }
            switch argument.lowercased() {
            case "on": bail = true
            case "off": bail = false
            default: return .failed("'\(Echo.cut(argument))' is not on or off: use `.bail on` or `.bail off`", status: .usage)
            }
            return .succeeded
        default:
            return nil
        }
    }
}
