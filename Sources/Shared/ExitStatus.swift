/// The exit statuses of `pulpe`, after BSD's sysexits: a script can tell a typo from bad data,
/// a missing file, an output it could not write, and a database another process holds.
/// Example: `pulpe -c 'tx ad Coffee 3'` exits 64; a control character typed in a name exits 65.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// A command failed for any other reason (a rule of the budget, a name not found).
    case failure = 1
    /// EX_USAGE: an unknown command or option, a missing argument, a malformed line.
    case usage = 64
    /// EX_DATAERR: a value that does not read or that the rules refuse (an amount, a date, a name, a line not UTF-8).
    case dataError = 65
    /// EX_NOINPUT: a file to read (a script, a statement, a backup) that does not exist or cannot be read.
    case noInput = 66
    /// EX_CANTCREAT: an output file (an export, a backup, the database's folder) that could not be written.
    case cannotCreate = 73
    /// EX_TEMPFAIL: the database was busy (another process held it); running again may succeed.
    case busy = 75
}
