import Shared

extension CommandContext {
    /// The file a command writes at the user's word (an export, an HTML page), through the one
    /// writing path: the open database and its `-wal`, `-shm` and `-journal` files are refused.
    public func outputFile(_ path: String, force: Bool) -> OutputFile {
        let database = stores.database.path
        return OutputFile(
            path: path, force: force, protecting: [database, database + "-wal", database + "-shm", database + "-journal"])
    }
}

extension OptionSpec {
    /// `--force` on a command that writes a file: an existing file is replaced only then.
    public static let replaceFile = OptionSpec("--force", "replace the file if it exists (it keeps its mode; new files are 0600)")
    /// `--json`, which every command takes: one JSON document on one line instead of the text.
    public static let json = OptionSpec("--json", "print JSON (one document on one line)")
}
