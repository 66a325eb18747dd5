import Shared
import Testing

@testable import PulpeApp

/// How `pulpe`'s own arguments are read: every listed option is understood in each of its forms,
/// and a bad invocation is refused with what was typed and what to type.
@Suite struct InvocationTests {
    private func parse(_ arguments: String...) throws(InvocationError) -> Invocation { try Invocation.parse(arguments) }

    @Test func optionsFilesCommandsAndRunWords() throws {
        let invocation = try parse(
            "--db", "b.sqlite", "--json", "-c", "budget list", "-f", "a.pulpe", "run", "x.pulpe", "--atomic", "y.pulpe")
        #expect(invocation.action == .start)
        #expect(invocation.db == "b.sqlite")
        #expect(invocation.json && invocation.atomic && !invocation.keepGoing)
        #expect(invocation.allCommands == ["budget list"])
        // -f files first, then those after `run`, in the order typed; an option between them is pulpe's.
        #expect(invocation.allFiles == ["a.pulpe", "x.pulpe", "y.pulpe"])
    }

    @Test func attachedValuesAndTheEndOfOptions() throws {
        let invocation = try parse("--db=-odd.sqlite", "-cbudget list", "-c=tx list", "--today=2026-11-24", "run", "--", "-dash.pulpe")
        #expect(invocation.db == "-odd.sqlite")
        #expect(invocation.commands == ["budget list", "tx list"])
        #expect(invocation.today == LocalDate(year: 2026, month: 11, day: 24))
        #expect(invocation.allFiles == ["-dash.pulpe"])
    }

    @Test func repeatedCommandsKeepTheirOrderAndALaterValueWins() throws {
        let invocation = try parse("-c", "a", "--db", "one", "-c", "b", "--db", "two")
        #expect(invocation.commands == ["a", "b"])
        #expect(invocation.db == "two")
    }

    /// `pulpe sync join URL --status`: options pulpe does not know belong to the sync command.
    @Test func syncWordsBecomeOneCommandLine() throws {
        let invocation = try parse("--json", "sync", "join", "postgres://h/db?x=1", "--status", "a b")
        #expect(invocation.json)
        #expect(invocation.allCommands == [#"sync join postgres://h/db?x=1 --status "a b""#])
        #expect(invocation.allFiles.isEmpty)
        #expect(Invocation.commandLine(["sync", #"a"b\c"#]) == #"sync "a\"b\\c""#)
    }

    @Test func helpAndVersionWinOverEverythingElse() throws {
        #expect(try parse("--today", "nope", "-h").action == .help)
        #expect(try parse("--atomic", "--keep-going", "--help").action == .help)
        #expect(try parse("help").action == .help)
        #expect(try parse("help", "import", "csv").action == .helpTopic("import csv"))
        #expect(try parse("help", "run").action == .help)
        // `--help` after a command's words asks for that command's help, as `help tx list` does.
        #expect(try parse("tx", "list", "--help").action == .helpTopic("tx list"))
        #expect(try parse("tx", "add", "Coffee", "4", "--help").action == .helpTopic("tx add"))
        #expect(try parse("tx", "list", "--month", "2026-11", "--help").action == .helpTopic("tx list"))
        #expect(try parse("run", "--help").action == .help)
        #expect(try parse("-c", "x", "--version").action == .version)
        #expect(try parse("--man").action == .man)
        #expect(try parse("--completion", "fish").action == .completion("fish"))
        #expect(try parse("--complete", "line check R", "--db", "a.sqlite").action == .complete("line check R"))
        // A bad argument does not hide the help or the version, wherever it stands.
        #expect(try parse("--frob", "--help").action == .help)
        #expect(try parse("--version", "--db").action == .version)
        // Of the actions, the last one given acts, as a later --db wins; every shell named is checked.
        #expect(try parse("--completion", "bash", "--completion", "zsh").action == .completion("zsh"))
        #expect(throws: InvocationError.unknownShell("tcsh")) { try Invocation.parse(["--completion", "tcsh", "--man"]) }
    }

    /// Every option the help lists (and the hidden one) is read under each of its names.
    @Test func everyListedOptionIsUnderstood() throws {
        for option in InvocationOption.all + InvocationOption.hidden {
            for name in option.names {
                let value: [String] =
                    switch option.key {
                    case .today: ["2026-11-24"]
                    case .completion: ["bash"]
                    default: option.value == nil ? [] : ["x"]
                    }
                #expect(throws: Never.self, "\(name)") { try Invocation.parse([name] + value) }
            }
        }
    }

    @Test(arguments: [
        (["--frobnicate"], InvocationError.unknownOption("--frobnicate", suggestion: nil)),
        (["--jsn"], .unknownOption("--jsn", suggestion: "--json")),
        (["run", "a.pulpe", "--no-pagr"], .unknownOption("--no-pagr", suggestion: "--no-pager")),
        (["nope"], .unknownSubcommand("nope")),
        (["--json=yes"], .unexpectedValue("--json")),
        (["--db=", "-c", "budget list"], .missingValue(InvocationOption.all[0])),
        (["--frob", "--jsn"], .unknownOption("--frob", suggestion: nil)),
        (["--today", "2026-02-30"], .notADate("2026-02-30")),
        (["--completion", "tcsh"], .unknownShell("tcsh")),
        (["--atomic", "--keep-going", "-c", "budget list"], .atomicWithKeepGoing),
        (["run"], .runWithoutFile),
        (["-c", "budget", "list"], .unquotedCommand("budget list")),
        (["budget", "list", "--all"], .unknownOption("--all", suggestion: nil)),
        (["budget", "list"], .commandWithoutC("budget list")),
        (["tx", "add", "Coffee shop", "3"], .commandWithoutC(#"tx add "Coffee shop" 3"#)),
        (["-c", "tx", "add", "Coffee shop", "3"], .unquotedCommand(#"tx add "Coffee shop" 3"#)),
        (["sync", "init", "x\nbudget new 2027-01"], .lineBreakInSyncArgument("x\nbudget new 2027-01")),
    ])
    func badInvocations(arguments: [String], expected: InvocationError) {
        #expect(throws: expected) { try Invocation.parse(arguments) }
    }

    @Test func aMissingValueNamesTheOptionAndHowToGiveOne() {
        #expect(throws: InvocationError.self) { try Invocation.parse(["--db"]) }
        do {
            _ = try Invocation.parse(["--db", "--json"])
            Issue.record("--db took --json as its path")
        } catch {
            #expect(error.description == "--db needs a value: --db PATH (or --db=PATH for a value that starts with '-')")
        }
        do {
            _ = try Invocation.parse(["-c"])
        } catch {
            #expect(error.description == "-c needs a value: -c CMD (or -cCMD for a value that starts with '-')")
        }
    }

    /// The command a hint suggests can be pasted into a shell as it is.
    @Test func hintsQuoteTheCommandForTheShell() {
        #expect(CompletionScripts.quoted(#"tx add "Bob's" 3"#) == #"'tx add "Bob'\''s" 3'"#)
        #expect(
            InvocationError.unquotedCommand(#"tx add "Coffee shop" 3"#).description
                == #"-c takes the command as one argument: quote it whole, as in pulpe -c 'tx add "Coffee shop" 3' (one -c per command)"#)
    }

    @Test func theHelpListsEveryOptionWithinEightyColumns() {
        let help = InvocationHelp.render(version: "0.1.0")
        for line in help.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        for option in InvocationOption.all {
            #expect(help.contains("\n  " + option.names.joined(separator: ", ")), "\(option.names)")
        }
        #expect(!help.contains("--complete "))
    }

    /// Narrower than 80 columns the page fits: at 36 an option's summary has too little room beside
    /// its name (12 columns, less than 16) and goes under it, as in `help` inside pulpe.
    @Test(arguments: [60, 36])
    func theHelpFitsANarrowTerminal(width: Int) {
        let help = InvocationHelp.render(version: "0.1.0", terminalWidth: width)
        for line in help.split(separator: "\n") { #expect(line.count <= width, "\(line)") }
        for option in InvocationOption.all {
            #expect(help.contains("\n  " + option.names.joined(separator: ", ")), "\(option.names)")
        }
        #expect(
            help.contains(width == 36 ? "\n  --db PATH\n      the SQLite file" : "\n  --db PATH             the SQLite file"), "\(help)")
    }
}
