/// An option of the `pulpe` invocation itself (not of the command language): the one list the
/// parser (`Invocation.parse`), `pulpe --help`, the man page and the shell completion scripts read.
public struct InvocationOption: Sendable, Equatable {
    /// What the option sets, for the parser's exhaustive switch.
    public enum Key: Sendable, Equatable {
        case db, create, today, json, keepGoing, atomic, noColor, noPager, command, file, man, completion, complete
        case version, help
    }

    public let key: Key
    public let names: [String]
    /// The placeholder of its value (`PATH`), nil for a flag.
    public let value: String?
    public let summary: String

    public init(_ key: Key, _ names: [String], value: String? = nil, _ summary: String) {
        self.key = key
        self.names = names
        self.value = value
        self.summary = summary
    }

    /// Every option of `pulpe`, in the order `pulpe --help` lists them.
    public static let all: [InvocationOption] = [
        InvocationOption(.db, ["--db"], value: "PATH", "the SQLite file (created if missing, in a folder that exists unless --create)"),
        InvocationOption(.create, ["--create"], "also create the missing folders of a --db path"),
        InvocationOption(.today, ["--today"], value: "YYYY-MM-DD", "the date pulpe takes as today"),
        InvocationOption(.json, ["--json"], "commands print JSON, one document per line"),
        InvocationOption(.keepGoing, ["--keep-going"], "in scripts, report an error and go on with the next line"),
        InvocationOption(
            .atomic, ["--atomic"], "run the whole script in one transaction: if any line fails, nothing is applied (nor printed)"),
        InvocationOption(.noColor, ["--no-color"], "plain output (also when NO_COLOR is set, TERM is dumb or output is not a terminal)"),
        InvocationOption(.noPager, ["--no-pager"], "never page output (on a terminal, output taller than the screen goes through $PAGER)"),
        InvocationOption(.command, ["-c"], value: "CMD", "run this command (repeatable)"),
        InvocationOption(.file, ["-f"], value: "FILE", "run this command file (repeatable; files run before any -c)"),
        InvocationOption(.man, ["--man"], "print the manual page (roff) and exit"),
        InvocationOption(.completion, ["--completion"], value: "SHELL", "print the completion script for bash, zsh or fish and exit"),
        InvocationOption(.version, ["--version"], "print the version and exit"),
        InvocationOption(.help, ["-h", "--help"], "print the invocation's help and exit"),
    ]

    /// Options `--help` does not list: `--complete LINE`, what the completion scripts ask.
    public static let hidden: [InvocationOption] = [
        InvocationOption(.complete, ["--complete"], value: "LINE", "the candidates for the last word of LINE, one a line")
    ]
}
