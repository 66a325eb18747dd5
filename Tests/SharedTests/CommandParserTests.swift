import Shared
import Testing

@Suite struct CommandParserTests {
    static let budget = OptionSpec("--budget", value: "MONTH", "the budget")
    let parser = CommandParser(
        specs: [
            CommandSpec(
                "line add", arguments: [ArgumentSpec("KIND"), ArgumentSpec("NAME"), ArgumentSpec("AMOUNT")],
                options: [budget, OptionSpec("--checked", "checked")], group: "Budgets", summary: "add a line"),
            CommandSpec(
                "line set", arguments: [ArgumentSpec("LINE")], options: [OptionSpec("--amount", value: "A", "amount")],
                group: "Budgets", summary: "change a line"),
            CommandSpec("budget new", arguments: [ArgumentSpec("MONTH")], group: "Budgets", summary: "new budget"),
            CommandSpec("budget show", arguments: [ArgumentSpec("MONTH", optional: true)], group: "Budgets", summary: "show"),
            CommandSpec("template new", arguments: [ArgumentSpec("NAME")], group: "Templates", summary: "new template"),
            CommandSpec(
                "template line add", arguments: [ArgumentSpec("TEMPLATE"), ArgumentSpec("KIND")],
                group: "Templates", summary: "template line"),
            CommandSpec("settings", group: "Settings", summary: "show settings"),
            CommandSpec("settings set", arguments: [ArgumentSpec("KEY"), ArgumentSpec("VALUE")], group: "Settings", summary: "set"),
        ],
        commonOptions: [OptionSpec("--json", "print JSON")]
    )

    func parse(_ line: String) throws -> ParsedCommand {
        try parser.parse(Tokenizer.tokenize(line))
    }

    func helpAsked(_ line: String) throws -> String? {
        try parser.helpRequest(Tokenizer.tokenize(line))?.map(\.text).joined(separator: " ")
    }

    /// `--help` after a command's words asks for its help, wherever it stands; quoted, it is a name.
    @Test func helpAfterACommandAsksForItsHelp() throws {
        #expect(try helpAsked("line add --help") == "help line add")
        #expect(try helpAsked("Template Line Add Normal expense --HELP") == "help template line add")
        #expect(try helpAsked("budget show 2026-11 --json --help") == "help budget show")
        #expect(try helpAsked("line add expense \"--help\" 5") == nil)
        #expect(try helpAsked("line add expense Rent 5") == nil)
        #expect(try helpAsked("frobnicate --help") == nil)
    }

    func error(_ line: String) -> CommandParseError? {
        do {
            _ = try parse(line)
            return nil
        } catch let error as CommandParseError {
            return error
        } catch {
            return nil
        }
    }

    @Test func parsesArgumentsOptionsAndFlags() throws {
        let command = try parse("line add --budget 2026-03 expense \"Loyer maison\" 1'800.50 --checked --json")
        #expect(command.spec.name == "line add")
        #expect(command.arguments == ["expense", "Loyer maison", "1'800.50"])
        #expect(command.values["--budget"] == "2026-03")
        #expect(command.flags.contains("--checked"))
        #expect(command.flags.contains("--json"))
        #expect(command.argument(1) == "Loyer maison")
        #expect(command.argument(3) == nil)
        #expect(command.values["--amount"] == nil)
    }

    @Test func optionWithEqualsAndCaseInsensitiveWords() throws {
        let command = try parse("LINE Add expense x 1 --Budget=2026-04")
        #expect(command.spec.name == "line add")
        #expect(command.values["--budget"] == "2026-04")
    }

    @Test func longestMatchWins() throws {
        #expect(try parse("template line add Base income").spec.name == "template line add")
        #expect(try parse("settings set payday 27").spec.name == "settings set")
        #expect(try parse("settings").spec.name == "settings")
        #expect(try parse("budget show").arguments.isEmpty)
    }

    @Test func quotedWordsNeverMatchCommandWords() {
        #expect(error("\"line\" add expense x 1") == .unknownCommand("line", suggestion: nil))
    }

    @Test func unknownOptionSuggestsTheNearest() {
        #expect(error("line add expense x 1 --chekced") == .unknownOption("--chekced", command: "line add", suggestion: "--checked"))
        #expect(error("line add expense x 1 --zzzzzzzz") == .unknownOption("--zzzzzzzz", command: "line add", suggestion: nil))
    }

    @Test func optionErrors() {
        #expect(error("line add expense x 1 --budget") == .missingOptionValue("--budget", valueName: "MONTH"))
        #expect(error("line add expense x 1 --budget a --budget b") == .repeatedOption("--budget"))
        #expect(
            error("line add expense x 1 --checked=yes")
                == .unexpectedArgument("--checked=yes", synopsis: "line add KIND NAME AMOUNT [--budget MONTH] [--checked]"))
    }

    @Test func argumentErrors() {
        #expect(
            error("line add expense Loyer")
                == .missingArgument("AMOUNT", synopsis: "line add KIND NAME AMOUNT [--budget MONTH] [--checked]"))
        #expect(error("budget new 2026-03 extra") == .unexpectedArgument("extra", synopsis: "budget new MONTH"))
        // An amount grouped with a space, as fr-FR writes it, split into two words: the error says how to keep it one.
        let synopsis = "line add KIND NAME AMOUNT [--budget MONTH] [--checked]"
        #expect(error("line add expense Loyer 1 234,50") == .amountSplitBySpace("1", "234,50", synopsis: synopsis))
        #expect(error("line add expense Loyer 12 345") == .amountSplitBySpace("12", "345", synopsis: synopsis))
        #expect(error("line add expense Loyer 1 23,50") == .unexpectedArgument("23,50", synopsis: synopsis))
        #expect(error("line add expense Loyer 1234 567") == .unexpectedArgument("567", synopsis: synopsis))
        #expect(
            CommandParseError.amountSplitBySpace("1", "234,50", synopsis: "tx add NAME AMOUNT").message
                == "unexpected argument '234,50': '1 234,50' is one amount only in quotes ('1 234,50') or without the space "
                + "(1234,50): usage: tx add NAME AMOUNT")
    }

    @Test func missingSubcommandListsTheChoices() {
        #expect(error("line") == .missingSubcommand("line", choices: ["add", "set"]))
        #expect(error("budget --json") == .missingSubcommand("budget", choices: ["new", "show"]))
        #expect(error("template line") == .missingSubcommand("template line", choices: ["add"]))
        #expect(error("") == .missingSubcommand("", choices: []))
    }

    @Test func unknownCommandSuggestsTheNearest() {
        #expect(error("lien add expense x 1") == .unknownCommand("lien", suggestion: "line add"))
        #expect(error("line ad") == .unknownCommand("line ad", suggestion: "line add"))
        #expect(error("line frobnicate") == .unknownCommand("line frobnicate", suggestion: nil))
        #expect(error("settings sett payday 5") == .unknownCommand("settings sett", suggestion: "settings set"))
        #expect(error("xyzzy") == .unknownCommand("xyzzy", suggestion: nil))
        // Another tool's word for a subcommand: `line new` is `line add`, `budget create` is `budget new`.
        #expect(error("line new expense x 1") == .unknownCommand("line new", suggestion: "line add"))
        #expect(error("budget create 2026-11") == .unknownCommand("budget create", suggestion: "budget new"))
        // A command that takes no argument but has subcommands: the same lookup.
        #expect(error("settings update payday 5") == .unknownCommand("settings update", suggestion: "settings set"))
    }

    @Test func subcommands() {
        #expect(parser.subcommands(after: []) == ["line", "budget", "template", "settings"])
        #expect(parser.subcommands(after: ["template"]) == ["new", "line"])
        #expect(parser.subcommands(after: ["budget", "new"]) == nil)
    }

    @Test func errorMessagesSayWhatToDo() {
        #expect(CommandParseError.unknownCommand("lien", suggestion: "line add").description.contains("did you mean `line add`?"))
        #expect(CommandParseError.missingSubcommand("line", choices: ["add", "set"]).description == "`line` needs a subcommand: add, set")
        #expect(CommandParseError.missingOptionValue("--budget", valueName: "MONTH").description.contains("--budget MONTH"))
        #expect(CommandParseError.repeatedOption("--budget").description.contains("twice"))
    }

    @Test func synopsis() {
        #expect(parser.specs[0].synopsis == "line add KIND NAME AMOUNT [--budget MONTH] [--checked]")
        #expect(parser.specs[3].synopsis == "budget show [MONTH]")
        #expect(parser.specs[0].option(named: "--budget")?.valueName == "MONTH")
        #expect(parser.specs[0].option(named: "--checked")?.isFlag == true)
    }
}
