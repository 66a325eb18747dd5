import CommandKit
import Model
import Shared

/// Commands that act on the session rather than the data: help, quit, meta-commands.
enum SessionCommand {
    static let help = CommandSpec(
        "help", arguments: [ArgumentSpec("COMMAND", optional: true, variadic: true, hint: .command)], group: "Session",
        summary: "list the commands, or show one command's synopsis, options and example", example: "help line add",
        discussion: "A command followed by --help shows the same page: `line add --help` is `help line add`.")
    static let quit = CommandSpec("quit", group: "Session", summary: "leave pulpe (also `exit`, `.quit`, `.exit`, Ctrl-D)", example: "quit")
    static let exit = CommandSpec("exit", group: "Session", summary: "leave pulpe", example: "exit")
    static let clear = CommandSpec(
        "clear", group: "Session", summary: "clear the screen (in the shell; nothing in scripts)", example: "clear")
    static let dotHelp = CommandSpec(
        ".help", arguments: [ArgumentSpec("COMMAND", optional: true, variadic: true, hint: .command)], group: "Meta-commands",
        summary: "the same as `help`", example: ".help line add")
    static let dotQuit = CommandSpec(".quit", group: "Meta-commands", summary: "the same as `quit`", example: ".quit")
    static let dotExit = CommandSpec(".exit", group: "Meta-commands", summary: "the same as `quit`", example: ".exit")
    static let read = CommandSpec(
        ".read", arguments: [ArgumentSpec("FILE", hint: .file)], group: "Meta-commands",
        summary: "run a command file here (a relative path is relative to the including file)", example: ".read november.pulpe")
    static let mode = CommandSpec(
        ".mode", arguments: [ArgumentSpec("FORMAT", optional: true, hint: .outputFormat)], group: "Meta-commands",
        summary: "default output from now on: table, json or csv (lists as RFC 4180 CSV); alone, the current one", example: ".mode csv")
    static let bail = CommandSpec(
        ".bail", arguments: [ArgumentSpec("on|off", optional: true, hint: .onOff)], group: "Meta-commands",
        summary: "stop a script at the first error (on by default in scripts); alone, the current setting", example: ".bail off")

    static let pager = CommandSpec(
        ".pager", arguments: [ArgumentSpec("on|off", optional: true, hint: .onOff)], group: "Meta-commands",
        summary: "on a terminal, show output taller than the screen through $PAGER (default less -FRX); alone, the current setting",
        example: ".pager off",
        discussion: "On by default; off with --no-pager or an empty PAGER. Never for JSON, never when output is not a terminal.")

    static let specs = [help, quit, exit, clear, dotHelp, dotQuit, dotExit, read, mode, bail, pager]
}
