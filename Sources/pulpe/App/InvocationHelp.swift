import Terminal

/// `pulpe --help`: the ways to run pulpe, then every option of `InvocationOption.all` with its
/// summary wrapped to 80 columns, then the exit statuses.
///
/// Example: the `--db` entry reads
/// `  --db PATH             the SQLite file (created if missing, in a folder that exists`
/// and goes on, indented to the same column, on the next line.
public enum InvocationHelp {
    static let width = 80
    static let summaryColumn = 24

    public static func render(version: String) -> String {
        var out = """
            pulpe \(version): plan your months, record what you spend, see what is left.

            Usage:
              pulpe [OPTIONS]                 the interactive shell on the default database
              pulpe [OPTIONS] run FILE...     run command files in order (also: -f FILE)
              pulpe [OPTIONS] -c CMD...       run the commands given with -c, in order
              pulpe [OPTIONS] sync [init|join URL]
                                              the sync commands (`help sync` in pulpe)
              pulpe [OPTIONS] < FILE          read a script from standard input
              pulpe [--db PATH] restore BACKUP
                                              put a backup in place of the
                                              database (the old one is kept)

            Options:

            """
        for option in InvocationOption.all {
            let names = "  " + option.names.joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
            out += entry(names, option.summary)
        }
        out += """

            Exit status: 0 when every command succeeded, else the first failure's, after
            sysexits: 64 a usage error (an unknown command or option, in -c and scripts
            too), 65 bad data (a control character, a line not UTF-8), 66 a file to read
            that is missing, 73 an output file not written (an export, a backup), 75 the
            database busy (locked by another process longer than a write waits; restore:
            another process has it open), 1 any other failure. `pulpe help COMMAND` shows
            a command's help (pulpe help import csv); inside pulpe, `help` lists the
            command language.

            """
        return out
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

    /// One option: its names, then its summary from the summary column, wrapped at word breaks.
    private static func entry(_ names: String, _ summary: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in summary.split(separator: " ") {
            if !line.isEmpty, summaryColumn + line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        let indent = String(repeating: " ", count: summaryColumn)
        // Names too long for their column get a line of their own.
        let head =
            names.count < summaryColumn - 1 ? names + String(repeating: " ", count: summaryColumn - names.count) : names + "\n" + indent
        return head + lines.joined(separator: "\n" + indent) + "\n"
    }
}
