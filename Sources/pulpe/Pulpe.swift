import ArgumentParser
import Foundation
import PulpeApp
import Shared

/// The `pulpe` invocation: global options, then the REPL, command files, `-c` commands or stdin.
@main
struct Pulpe: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pulpe",
        abstract: "A budget planner for the terminal: templates, monthly budgets, transactions, rollover.",
        discussion: """
            pulpe                        interactive REPL on the default database
            pulpe run FILE...            run command files in order (also: pulpe -f FILE)
            pulpe -c 'CMD' [-c 'CMD']    run commands given on the command line
            pulpe sync [init|join URL]   the sync commands, as `pulpe -c 'sync …'` (see `help sync`)
            pulpe < FILE                 standard input that is not a terminal is a script

            Exit status: 0 when every command succeeded, 1 when one failed, 64 for a bad invocation.
            Inside pulpe, `help` lists the command language.
            """,
        version: "0.1.0"
    )

    @Option(
        name: .long, help: ArgumentHelp("The SQLite file (created if missing, in a folder that exists unless --create).", valueName: "PATH")
    )
    var db: String?

    @Flag(name: .long, help: "Also create the missing folders of a --db path.")
    var create = false

    @Option(name: .long, help: ArgumentHelp("The date pulpe takes as today.", valueName: "YYYY-MM-DD"))
    var today: String?

    @Flag(name: .long, help: "Commands print JSON, one document per line.")
    var json = false

    @Flag(name: .long, help: "In scripts, report an error and go on with the next line.")
    var keepGoing = false

    @Flag(name: .long, help: "Run the whole script in one transaction: if any line fails, nothing is applied.")
    var atomic = false

    @Flag(name: .long, help: "Plain output (also when NO_COLOR is set, TERM is dumb or output is not a terminal).")
    var noColor = false

    @Flag(name: .long, help: "Never page output (on a terminal, output taller than the screen goes through $PAGER, default less -FRX).")
    var noPager = false

    @Option(name: .customShort("c"), help: ArgumentHelp("Run this command (repeatable).", valueName: "CMD"))
    var commands: [String] = []

    @Option(name: .customShort("f"), help: ArgumentHelp("Run this command file (repeatable).", valueName: "FILE"))
    var files: [String] = []

    @Flag(name: .long, help: "Print the manual page (roff, from the same help text as `help`) and exit.")
    var man = false

    @Option(name: .long, help: ArgumentHelp("Print the completion script for bash, zsh or fish and exit.", valueName: "SHELL"))
    var completion: String?

    /// For the completion scripts: the candidates for the last word of a command line, one a line.
    @Option(name: .long, help: .hidden)
    var complete: String?

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("`run FILE...` to run command files; `sync …` to run a sync command.", valueName: "run FILE"))
    var words: [String] = []

    func validate() throws {
        if atomic && keepGoing {
            throw ValidationError("--atomic and --keep-going contradict each other: --atomic applies nothing when a line fails")
        }
        if let today, LocalDate.parse(today) == nil {
            throw ValidationError("--today '\(Echo.cut(today))' is not a date: use YYYY-MM-DD")
        }
        if let first = words.first, first != "run", first != "sync" {
            throw ValidationError(
                "unknown subcommand '\(Echo.cut(first))': use `pulpe run FILE...`, `pulpe -c 'CMD'`, or `pulpe` for the REPL")
        }
        if let completion, CompletionScripts.render(shell: completion) == nil {
            throw ValidationError("--completion '\(Echo.cut(completion))' is not a shell pulpe completes: use bash, zsh or fish")
        }
        if words.first == "run" && words.count == 1 {
            throw ValidationError("`pulpe run` needs at least one FILE")
        }
    }

    /// `pulpe sync init URL` as the command line `sync init "URL"`: each word quoted as typed.
    static func commandLine(_ words: [String]) -> String {
        words.map { word in
            word.allSatisfy { $0.isLetter || $0.isNumber || "-_./:@=?&%+,".contains($0) }
                ? word : "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }.joined(separator: " ")
    }

    @MainActor
    func run() async throws {
        if man {
            print(ManPage.render(version: Self.configuration.version), terminator: "")
            return
        }
        if let complete {
            let path = db ?? AppPaths().defaultDatabase
            let day = today.flatMap(LocalDate.parse) ?? LocalDate(Date())
            for candidate in await CompletionQuery.candidates(line: complete, databasePath: path, today: day) { print(candidate) }
            return
        }
        if let completion, let script = CompletionScripts.render(shell: completion) {
            print(script, terminator: "")
            return
        }
        let launch = Launch(
            location: DatabaseLocation(path: db ?? AppPaths().defaultDatabase, mayCreateFolders: db == nil || create),
            today: today.flatMap(LocalDate.parse) ?? LocalDate(Date()),
            json: json, keepGoing: keepGoing, atomic: atomic, noColor: noColor, noPager: noPager,
            files: words.first == "sync" ? files : files + words.dropFirst(),
            commands: commands + (words.first == "sync" ? [Self.commandLine(words)] : [])
        )
        let status = await launch.start()
        if status != 0 { throw ExitCode(status) }
    }
}
