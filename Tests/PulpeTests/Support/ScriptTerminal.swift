import Foundation

/// Runs a command with a terminal as its standard streams, through script(1) from util-linux: for
/// what pulpe does only on a terminal (colours, the shell's `clear`).
enum ScriptTerminal {
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/script") }

    /// What `command` (a shell command line) wrote, with `TERM` set to `term`, `NO_COLOR` unset,
    /// and `input` typed into the terminal.
    static func run(_ command: String, term: String, input: String = "") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = term
        environment["NO_COLOR"] = nil
        // Numbers print the same whatever the caller's locale (the command's own LC_ALL still wins).
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let output = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
