import Shared

/// A bad `pulpe` invocation: the message names what was typed and what to type instead; the
/// process exits with status 64 (EX_USAGE) before opening any database.
public enum InvocationError: UserFacingError, Equatable, Sendable {
    case unknownOption(String, suggestion: String?)
    case unknownSubcommand(String)
    /// `pulpe budget list`: a command typed without -c (the command line as typed).
    case commandWithoutC(String)
    /// `pulpe -c budget list`: a command whose words were not quoted together.
    case unquotedCommand(String)
    /// A flag given a value (`--json=yes`).
    case unexpectedValue(String)
    case missingValue(InvocationOption)
    case notADate(String)
    case unknownShell(String)
    case atomicWithKeepGoing
    /// A word of `pulpe sync …` holding a line break.
    case lineBreakInSyncArgument(String)
    case runWithoutFile
    /// `pulpe restore` with no backup, or with several.
    case restoreNeedsOneFile
    /// `pulpe restore BACKUP` with commands or files to run.
    case restoreAlone

    public var exitStatus: ExitStatus { .usage }

    public var message: String {
        switch self {
        case .unknownOption(let typed, let suggestion):
            "unknown option '\(Echo.cut(typed))'" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
                + ": `pulpe --help` lists the options"
        case .unknownSubcommand(let word):
            "unknown subcommand '\(Echo.cut(word))': use `pulpe run FILE...`, `pulpe -c 'CMD'`, or `pulpe` for the REPL"
        case .commandWithoutC(let line):
            "'\(Echo.cut(line))' is a command: give it to -c, as in pulpe -c \(CompletionScripts.quoted(Echo.cut(line)))"
        case .unquotedCommand(let line):
            "-c takes the command as one argument: quote it whole, as in pulpe -c \(CompletionScripts.quoted(Echo.cut(line))) (one -c per command)"
        case .unexpectedValue(let name): "\(name) takes no value"
        case .missingValue(let option):
            missingValue(name: option.names.last ?? "", placeholder: option.value ?? "VALUE")
        case .notADate(let text): "--today '\(Echo.cut(text))' is not a date: use YYYY-MM-DD"
        case .unknownShell(let shell): "--completion '\(Echo.cut(shell))' is not a shell pulpe completes: use bash, zsh or fish"
        case .lineBreakInSyncArgument:
            // Not echoed: a carriage return would rewrite the terminal's line.
            "a sync argument holds a line break: give each argument on one line"
        case .atomicWithKeepGoing: "--atomic and --keep-going contradict each other: --atomic applies nothing when a line fails"
        case .runWithoutFile: "`pulpe run` needs at least one FILE"
        case .restoreNeedsOneFile: "`pulpe restore` takes one BACKUP file: pulpe [--db PATH] restore BACKUP"
        case .restoreAlone: "`pulpe restore BACKUP` runs alone: give the commands (-c, -f, run) in a second pulpe after it"
        }
    }

    /// `--db needs a value: --db PATH`, and for a long option how to give one that starts with '-'.
    private func missingValue(name: String, placeholder: String) -> String {
        "\(name) needs a value: \(name) \(placeholder)"
            + " (or \(name)\(name.hasPrefix("--") ? "=" : "")\(placeholder) for a value that starts with '-')"
    }
}
