import Foundation
@preconcurrency import Glibc

/// Facts about the terminal pulpe runs in: whether input and output are terminals, how wide it is, and
/// whether output should be coloured.
public enum Terminal {
    /// Standard input is a terminal (interactive REPL) rather than a pipe or file (a script).
    public static var isInputTerminal: Bool { isatty(STDIN_FILENO) != 0 }

    /// Standard output is a terminal rather than a pipe or file.
    public static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// The width of standard output's terminal in columns: the terminal's own size, else `$COLUMNS`,
    /// else 80.
    public static func width(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        width(ioctlColumns: ioctlColumns(STDOUT_FILENO), environment: environment)
    }

    /// The width rule with the terminal's answer given (nil or 0 when it has none).
    public static func width(ioctlColumns: Int?, environment: [String: String]) -> Int {
        if let columns = ioctlColumns, columns > 0 { return columns }
        if let text = environment["COLUMNS"]?.trimmingCharacters(in: .whitespaces),
            let columns = Int(text), columns > 0
        {
            return columns
        }
        return 80
    }

    /// The height of standard output's terminal in rows: the terminal's own size, else `$LINES`, else 24.
    public static func height(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        var size = winsize()
        let rows = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 ? Int(size.ws_row) : nil
        if let rows, rows > 0 { return rows }
        if let text = environment["LINES"]?.trimmingCharacters(in: .whitespaces), let lines = Int(text), lines > 0 { return lines }
        return 24
    }

    /// Colour is used when standard output is a terminal that is not `TERM=dumb`, `NO_COLOR` is unset or
    /// empty, and the user did not turn it off (`--no-color`).
    public static func useColor(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        forceOff: Bool = false
    ) -> Bool {
        useColor(outputIsTerminal: isOutputTerminal, environment: environment, forceOff: forceOff)
    }

    /// The colour rule with the terminal fact given, for tests.
    public static func useColor(outputIsTerminal: Bool, environment: [String: String], forceOff: Bool) -> Bool {
        guard outputIsTerminal, !forceOff, environment["TERM"] != "dumb" else { return false }
        return (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The column count the terminal on `fd` reports, if it is a terminal.
    private static func ioctlColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return Int(size.ws_col)
    }
}
