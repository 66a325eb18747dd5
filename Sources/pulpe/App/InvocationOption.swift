/// An option of the `pulpe` invocation itself (not of the command language), for the man page and
/// the shell completion scripts; `Pulpe.swift` declares the same options for the parser, and a test
/// checks the two lists agree with `pulpe --help`.
public struct InvocationOption: Sendable, Equatable {
    public let names: [String]
    /// The placeholder of its value (`PATH`), nil for a flag.
    public let value: String?
    public let summary: String

    public init(_ names: [String], value: String? = nil, _ summary: String) {
        self.names = names
        self.value = value
        self.summary = summary
    }

    /// Every option of `pulpe`, in the order `pulpe --help` lists them.
    public static let all: [InvocationOption] = [
        InvocationOption(["--db"], value: "PATH", "the SQLite file (created if missing, in a folder that exists unless --create)"),
        InvocationOption(["--create"], "also create the missing folders of a --db path"),
        InvocationOption(["--today"], value: "YYYY-MM-DD", "the date pulpe takes as today"),
        InvocationOption(["--json"], "commands print JSON, one document per line"),
        InvocationOption(["--keep-going"], "in scripts, report an error and go on with the next line"),
        InvocationOption(["--atomic"], "run the whole script in one transaction: if any line fails, nothing is applied"),
        InvocationOption(["--no-color"], "plain output (also when NO_COLOR is set, TERM is dumb or output is not a terminal)"),
        InvocationOption(["--no-pager"], "never page output (on a terminal, output taller than the screen goes through $PAGER)"),
        InvocationOption(["-c"], value: "CMD", "run this command (repeatable)"),
        InvocationOption(["-f"], value: "FILE", "run this command file (repeatable; files run before any -c)"),
        InvocationOption(["--man"], "print this manual page (roff) and exit"),
        InvocationOption(["--completion"], value: "SHELL", "print the completion script for bash, zsh or fish and exit"),
        InvocationOption(["--version"], "print the version and exit"),
        InvocationOption(["-h", "--help"], "print the invocation's help and exit"),
    ]
}
