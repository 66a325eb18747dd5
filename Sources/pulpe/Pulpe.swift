import Foundation
import PulpeApp
import Shared

/// The `pulpe` executable: reads its arguments (`Invocation`), then prints help, the version, the
/// man page or a completion script, or hands over to `Launch` for the REPL, files, `-c` or stdin.
@main
enum Pulpe {
    static let version = "0.1.0"

    static func main() async {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            exit(error.exitStatus.rawValue)
        }
        exit(await run(invocation))
    }

    /// Does what the invocation asks and returns the exit status.
    @MainActor
    static func run(_ invocation: Invocation) async -> Int32 {
        switch invocation.action {
        case .help:
            print(InvocationHelp.printed(version: version), terminator: "")
        case .version:
            print(version)
        case .helpTopic(let topic):
            let help = InvocationHelp.commandHelp(topic, json: invocation.json)
            guard help.found else {
                FileHandle.standardError.write(Data("error: \(help.text)\n".utf8))
                return ExitStatus.usage.rawValue
            }
            print(help.text)
        case .man:
            print(ManPage.render(version: version), terminator: "")
        case .completion(let shell):
            print(CompletionScripts.render(shell: shell) ?? "", terminator: "")
        case .complete(let line):
            let path = invocation.db ?? AppPaths().defaultDatabase
            let day = invocation.today ?? LocalDate.today()
            for candidate in await CompletionQuery.candidates(line: line, databasePath: path, today: day) { print(candidate) }
        case .restore(let backup):
            return RestoreRun.run(backup: backup, into: invocation.db ?? AppPaths().defaultDatabase, json: invocation.json)
        case .start:
            let launch = Launch(
                location: DatabaseLocation(
                    path: invocation.db ?? AppPaths().defaultDatabase, mayCreateFolders: invocation.db == nil || invocation.create),
                today: invocation.today ?? LocalDate.today(),
                json: invocation.json, keepGoing: invocation.keepGoing, atomic: invocation.atomic, noColor: invocation.noColor,
                noPager: invocation.noPager, files: invocation.allFiles, commands: invocation.commands,
                oneOffCommand: invocation.oneOffCommand
            )
            return await launch.start()
        }
        return 0
    }
}
