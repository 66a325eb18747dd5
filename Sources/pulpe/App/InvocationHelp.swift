import Shared
import Terminal

/// `pulpe --help` (and `pulpe help`): the ways to run pulpe, then every option of
/// `InvocationOption.all` with its summary, then the exit statuses, wrapped to 80 columns or to a
/// narrower terminal, as `help` is inside pulpe.
///
/// Example: the `--db` entry reads
/// `  --db PATH             the SQLite file (created if missing, in a folder that exists`
/// and goes on, indented to the same column, on the next line.
public enum InvocationHelp {
    static let width = 80
    static let summaryColumn = 24
    /// Where the descriptions of the ways to run pulpe start.
    static let usageColumn = 34

    /// The ways to run pulpe, each with what it does.
    static let usages = [
        ("  pulpe [OPTIONS]", "the interactive shell on the default database"),
        ("  pulpe [OPTIONS] run FILE...", "run command files in order (also: -f FILE)"),
        ("  pulpe [OPTIONS] -c CMD...", "run the commands given with -c, in order"),
        ("  pulpe [OPTIONS] sync [init|join URL]", "the sync commands (`help sync` in pulpe)"),
        ("  pulpe [OPTIONS] < FILE", "read a script from standard input"),
        ("  pulpe [--db PATH] restore BACKUP", "put a backup in place of the database (the old one is kept)"),
    ]

    static let exitStatus = """
        Exit status: 0 when every command succeeded, else the first failure's, after \
        sysexits: 64 a usage error (an unknown command or option, an option missing \
        or two that exclude each other, in -c and scripts too), 65 bad data (a value that does not read or that \
        the rules refuse, a bad row of a statement, a control character, a line not \
        UTF-8), 66 a file to read \
        that is missing, 73 an output file not written (an export, a backup), 75 the \
        database busy (locked by another process longer than a write waits; restore: \
        another process has it open), 1 any other failure. `pulpe help COMMAND` shows \
        a command's help (pulpe help import csv); inside pulpe, `help` lists the \
        command language.
        """

    /// The page as `pulpe help` prints it: on a terminal, fitted to its width (as `help TOPIC` is);
    /// piped, 80 columns wide.
    public static func printed(version: String) -> String {
        render(version: version, terminalWidth: Terminal.isOutputTerminal ? Terminal.width() : width)
    }

    /// The page at `terminalWidth` columns, never wider than 80.
    public static func render(version: String, terminalWidth: Int = 80) -> String {
        let width = min(terminalWidth, Self.width)
        let paragraph = { (text: String) in WordWrap.lines(text, width: width).joined(separator: "\n") + "\n" }
        var out = paragraph("pulpe \(version): plan your months, record what you spend, see what is left.") + "\nUsage:\n"
        for (usage, text) in usages { out += row(usage, text, column: usageColumn, width: width) }
        out += "\nOptions:\n"
        for option in InvocationOption.all {
            let names = "  " + option.names.joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
            out += row(names, option.summary, column: summaryColumn, width: width)
        }
        return out + "\n" + paragraph(exitStatus)
    }

    /// `pulpe help TOPIC`: what `help TOPIC` prints inside pulpe, and whether a command matched
    /// (when none does, the text says so and suggests the nearest).
    public static func commandHelp(_ topic: String, json: Bool = false) -> (text: String, found: Bool) {
        if HelpText.isDatesPage(topic) { return (HelpText.dates, true) }
        let found = !HelpText.specs(about: topic).isEmpty
        if json && found { return (HelpText.json(topic: topic).rendered, true) }
        // On a terminal the page fits its width; piped, lines stay whole.
        let page = HelpText.render(topic: topic)
        return (Terminal.isOutputTerminal ? TerminalFit.wrap(page, width: Terminal.width()) : page, found)
    }

    /// One row: `name`, then `text` from `column` on, wrapped at word breaks to `width`, each
    /// continuation under it; a name too long for its column gets a line of its own (or more). On a terminal
    /// too narrow for two columns the text goes under the name, from column 6.
    private static func row(_ name: String, _ text: String, column: Int, width: Int) -> String {
        let twoColumns = width - column >= TerminalFit.minimumColumn
        let textColumn = twoColumns ? column : 6
        let indent = String(repeating: " ", count: textColumn)
        let lines = WordWrap.lines(text, width: width - textColumn)
        let head =
            twoColumns && name.count < column - 1
            ? name + String(repeating: " ", count: column - name.count) : TerminalFit.wrapLine(name, width: width) + "\n" + indent
        return head + lines.joined(separator: "\n" + indent) + "\n"
    }
}
