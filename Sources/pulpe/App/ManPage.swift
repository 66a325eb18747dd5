import CommandKit
import Shared

/// `pulpe.1`, the manual page, written from the same specs as `help` (synopsis, summary,
/// discussion, options, example of every command), so it never drifts from the parser.
///
/// Example: `pulpe --man > pulpe.1; man ./pulpe.1` shows `line add KIND NAME AMOUNT [--budget MONTH] …`
/// under LINES with its options and example.
public enum ManPage {
    public static func render(version: String) -> String {
        var out = """
            .TH PULPE 1 "" "pulpe \(version)" "User Commands"
            .SH NAME
            pulpe \\- plan your months, record what you spend, see what is left
            .SH SYNOPSIS
            .B pulpe
            [\\fIOPTIONS\\fR]
            .br
            .B pulpe run
            \\fIFILE\\fR...
            .br
            .B pulpe
            [\\fIOPTIONS\\fR] \\fB\\-c\\fR \\fICMD\\fR [\\fB\\-c\\fR \\fICMD\\fR]...
            .br
            .B pulpe
            < \\fIFILE\\fR
            .br
            .B pulpe
            [\\fB\\-\\-db\\fR \\fIPATH\\fR] \\fBrestore\\fR \\fIBACKUP\\fR
            .SH DESCRIPTION
            A budget planner for the terminal: templates, monthly budgets, transactions, rollover.
            Without a command or file, \\fBpulpe\\fR on a terminal is an interactive shell with history
            and Tab completion; standard input that is not a terminal is a script. Every line, in the
            shell or in a file, is one command of the language below.
            \\fBpulpe restore\\fR \\fIBACKUP\\fR puts a copy made by \\fBbackup\\fR in place of the
            database, through SQLite (a leftover \\fI\\-wal\\fR file is never replayed into it), keeps
            the database it replaced as \\fIPATH\\fR.before-restore, and refuses while another process
            has the database open.
            .SH OPTIONS

            """
        for option in InvocationOption.all {
            let names = option.names.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
            out += ".TP\n\(names)\(option.value.map { " \\fI\(escape($0))\\fR" } ?? "")\n\(escape(option.summary))\n"
        }
        let specs = CommandRegistry.parser.specs
        let groups = Dictionary(grouping: specs, by: \.group)
        let names = HelpText.groupOrder.filter { groups[$0] != nil } + groups.keys.filter { !HelpText.groupOrder.contains($0) }.sorted()
        out += ".SH COMMANDS\nEvery command accepts \\fB\\-\\-json\\fR. Inside the shell, \\fBhelp\\fR \\fICOMMAND\\fR shows the same.\n"
        for group in names {
            out += ".SS \(escape(group))\n"
            for spec in groups[group] ?? [] { out += command(spec) }
        }
        out += """
            .SH ENVIRONMENT
            .TP
            .B PULPE_DB
            the database when \\fB\\-\\-db\\fR is not given (else \\fI$XDG_DATA_HOME/pulpe/pulpe.sqlite\\fR, else \\fI~/.local/share/pulpe/pulpe.sqlite\\fR)
            .TP
            .B PULPE_HISTORY
            the shell's history file (else \\fI$XDG_STATE_HOME/pulpe/history\\fR, else \\fI~/.local/state/pulpe/history\\fR)
            .TP
            .B PAGER
            the pager for output taller than the terminal (default \\fBless \\-FRX\\fR; empty: no pager)
            .TP
            .B NO_COLOR
            set and not empty: plain output
            .SH EXIT STATUS
            0 when every command succeeded; else the first failure's, after \\fBsysexits\\fR(3):
            64 a usage error (a bad invocation, an unknown command or option, an option missing or two that
            exclude each other, in \\fB\\-c\\fR and scripts too),
            65 bad data (a value that does not read or that the rules refuse, a bad row of a statement,
            a control character, a line not UTF\\-8), 66 a file to read that is missing,
            73 an output file not written (an export, a backup), 75 the database busy (locked by another
            process longer than a write waits; \\fBrestore\\fR: another process has it open), 1 any other failure.

            """
        return out
    }

    private static func command(_ spec: CommandSpec) -> String {
        var out = ".TP\n\\fB\(escape(spec.synopsis))\\fR\n\(escape(spec.summary))\n"
        // Each paragraph of the discussion its own indented paragraph (a blank line is not roff).
        for paragraph in spec.discussion?.components(separatedBy: "\n\n") ?? [] { out += ".IP\n\(escape(paragraph))\n" }
        for option in spec.options {
            out += ".RS\n.TP\n\\fB\(escape(option.usage))\\fR\n\(escape(option.summary))\n.RE\n"
        }
        if let example = spec.example { out += ".IP\nExample: \\fB\(escape(example))\\fR\n" }
        return out
    }

    /// Text safe in roff: backslashes and dashes escaped, characters beyond ASCII as `\[uXXXX]`
    /// (plain roff reads bytes), no line starting with a control character.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-").unicodeScalars {
            if scalar.isASCII {
                escaped.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }
}
