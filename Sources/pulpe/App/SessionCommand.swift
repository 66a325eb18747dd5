import CommandKit
import Domain
import Model
import Shared

/// Commands that act on the session rather than the data: help, quit, meta-commands.
enum SessionCommand {
    static let help = CommandSpec(
        "help", arguments: [ArgumentSpec("COMMAND", optional: true, variadic: true, hint: .command)], group: "Session",
        summary: "list the commands, or show one command's synopsis, options and example", example: "help line add")
    static let quit = CommandSpec("quit", group: "Session", summary: "leave pulpe (also `exit`, Ctrl-D)", example: "quit")
    static let exit = CommandSpec("exit", group: "Session", summary: "leave pulpe", example: "exit")
    static let read = CommandSpec(
        ".read", arguments: [ArgumentSpec("FILE")], group: "Meta-commands",
        summary: "run a command file here (a relative path is relative to the including file)", example: ".read november.pulpe")
    static let mode = CommandSpec(
        ".mode", arguments: [ArgumentSpec("FORMAT")], group: "Meta-commands",
        summary: "default output from now on: table or json", example: ".mode json")
    static let bail = CommandSpec(
        ".bail", arguments: [ArgumentSpec("on|off")], group: "Meta-commands",
        summary: "stop a script at the first error (on by default in scripts)", example: ".bail off")

    static let specs = [help, quit, exit, read, mode, bail]
}
