import Foundation
import Shared

/// What `pulpe`'s own arguments ask for, read from `InvocationOption.all`: the one list that also
/// writes `--help`, the man page and the completion scripts.
///
/// Example: `pulpe --db b.sqlite -c 'budget list' run a.pulpe` is `.start` with `commands:
/// ["budget list"]`, `words: ["run", "a.pulpe"]`; `pulpe --frobnicate` is an `InvocationError`
/// ("unknown option '--frobnicate'"), exit status 64.
public struct Invocation: Sendable, Equatable {
    /// What the process does once the arguments are read.
    public enum Action: Sendable, Equatable {
        case start, help, version, man
        /// `pulpe help budget`: the command language's help on that topic.
        case helpTopic(String)
        /// Print the completion script of this shell.
        case completion(String)
        /// Print the candidates for the last word of this command line.
        case complete(String)
        /// `pulpe restore BACKUP`: put a backup in place of the database.
        case restore(String)
    }

    public var action: Action = .start
    public var db: String?
    public var create = false
    public var today: LocalDate? { todayText.flatMap(LocalDate.parse) }
    /// `--today` as typed; `validate` refuses one that is not a date.
    var todayText: String?
    public var json = false
    public var keepGoing = false
    public var atomic = false
    public var noColor = false
    public var noPager = false
    public var commands: [String] = []
    public var files: [String] = []
    /// `run FILE...`, `sync …` or `restore BACKUP`, as typed.
    public var words: [String] = []

    public init() {}

    /// The command files to run: `-f` files, then those after `run`.
    public var allFiles: [String] { words.first == "run" ? files + words.dropFirst() : files }

    /// The `-c` commands, then `sync …` as one command line.
    public var allCommands: [String] { commands + (oneOffCommand.map { [$0] } ?? []) }

    /// `pulpe sync …` as one command line: a one-off command, whose errors carry no script location.
    public var oneOffCommand: String? { words.first == "sync" ? Self.commandLine(words) : nil }

    /// Reads `arguments` (without the program's name). `--help` and `--version` win over the rest,
    /// a bad argument included; of `--man`, `--completion` and `--complete` the last one given
    /// acts; `--` ends the options; after `sync`, options pulpe does not know are the sync command's.
    public static func parse(_ arguments: [String]) throws(InvocationError) -> Invocation {
        var invocation = Invocation()
        var index = 0
        var optionsEnded = false
        var asked: [Action] = []
        var shells: [String] = []
        // The first bad argument, thrown once the whole line is read (unless help or the version is asked).
        var refused: InvocationError?
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                invocation.words.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            guard let (option, attached) = option(for: argument) else {
                if invocation.words.first == "sync" {
                    invocation.words.append(argument)
                } else {
                    refused = refused ?? .unknownOption(argument, suggestion: suggestion(for: argument))
                }
                continue
            }
            var value = ""
            if let attached {
                guard option.value != nil else {
                    refused = refused ?? .unexpectedValue(option.names.last ?? argument)
                    continue
                }
                guard !attached.isEmpty else {
                    refused = refused ?? .missingValue(option)
                    continue
                }
                value = attached
            } else if option.value != nil {
                guard index < arguments.count, !looksLikeOption(arguments[index]) else {
                    refused = refused ?? .missingValue(option)
                    continue
                }
                value = arguments[index]
                index += 1
            }
            switch option.key {
            case .db: invocation.db = value
            case .create: invocation.create = true
            case .today: invocation.todayText = value
            case .json: invocation.json = true
            case .keepGoing: invocation.keepGoing = true
            case .atomic: invocation.atomic = true
            case .noColor: invocation.noColor = true
            case .noPager: invocation.noPager = true
            case .command: invocation.commands.append(value)
            case .file: invocation.files.append(value)
            case .man: asked.append(.man)
            case .completion:
                asked.append(.completion(value))
                shells.append(value)
            case .complete: asked.append(.complete(value))
            case .version: asked.append(.version)
            case .help: asked.append(.help)
            }
        }
        // `pulpe tx list --month 2026-11 --help`: the words start a command of the language, whose
        // help is asked (its arguments aside).
        let invocationWords: Set<String> = ["run", "sync", "restore", "help"]
        if asked.contains(.help), let first = invocation.words.first, !invocationWords.contains(first) {
            let matched = CommandRegistry.parser.match(invocation.words.map { Token($0) })
            invocation.action = .helpTopic(matched?.spec.name ?? invocation.words.joined(separator: " "))
        } else if asked.contains(.help) || invocation.words == ["help"] || invocation.words == ["help", "run"] {
            // `pulpe help run`: run is a word of the invocation, which the options' help covers.
            invocation.action = .help
        } else if invocation.words.first == "help" {
            invocation.action = .helpTopic(invocation.words.dropFirst().joined(separator: " "))
        } else if asked.contains(.version) {
            invocation.action = .version
        } else {
            if let refused { throw refused }
            if let shell = shells.first(where: { CompletionScripts.render(shell: $0) == nil }) { throw .unknownShell(shell) }
            invocation.action = asked.last ?? .start
            try invocation.validate()
            if invocation.action == .start, invocation.words.first == "restore" { invocation.action = .restore(invocation.words[1]) }
        }
        return invocation
    }

    private func validate() throws(InvocationError) {
        if let todayText, LocalDate.parse(todayText) == nil { throw .notADate(todayText) }
        if atomic && keepGoing { throw .atomicWithKeepGoing }
        if words.first == "restore" {
            guard words.count == 2 else { throw .restoreNeedsOneFile }
            guard commands.isEmpty, files.isEmpty else { throw .restoreAlone }
            return
        }
        if let first = words.first, first != "run", first != "sync" {
            // `pulpe -c budget list`: the words after -c's value were meant as part of it.
            // (A word naming a file was meant for `run`: the message below says so.)
            if let last = commands.last, !FileManager.default.fileExists(atPath: first) {
                throw .unquotedCommand(last + " " + Self.commandLine(words))
            }
            // `pulpe budget list`: a command of the language without -c.
            if commands.isEmpty, CommandRegistry.parser.specs.contains(where: { $0.words.first == first.lowercased() }) {
                throw .commandWithoutC(Self.commandLine(words))
            }
            throw .unknownSubcommand(first)
        }
        if words == ["run"] { throw .runWithoutFile }
        // `sync …` becomes one command line: a line break inside a word would start another command.
        if words.first == "sync", let word = words.first(where: { $0.contains(where: \.isNewline) }) {
            throw .lineBreakInSyncArgument(word)
        }
    }

    /// The option `argument` names, and the value attached to it (`--db=PATH`, `-cCMD`).
    private static func option(for argument: String) -> (InvocationOption, String?)? {
        let options = InvocationOption.all + InvocationOption.hidden
        if let exact = options.first(where: { $0.names.contains(argument) }) { return (exact, nil) }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            let name = String(argument[..<equals])
            guard let option = options.first(where: { $0.names.contains(name) }) else { return nil }
            return (option, String(argument[argument.index(after: equals)...]))
        }
        if !argument.hasPrefix("--"), argument.count > 2 {
            let name = String(argument.prefix(2))
            guard let option = options.first(where: { $0.names.contains(name) && $0.value != nil }) else { return nil }
            // `-cCMD`, and `-c=CMD` as getopt-style parsers read it too.
            let attached = argument.dropFirst(2)
            return (option, String(attached.first == "=" ? attached.dropFirst() : attached))
        }
        return nil
    }

    /// A word that would be read as an option rather than as the value before it.
    private static func looksLikeOption(_ word: String) -> Bool { word.hasPrefix("-") && word != "-" }

    /// The listed option nearest to a mistyped one (`--jsn` → `--json`), if any is near.
    private static func suggestion(for argument: String) -> String? {
        EditDistance.nearest(to: String(argument.prefix { $0 != "=" }), in: InvocationOption.all.flatMap(\.names))
    }

    /// `pulpe sync init URL` as the command line `sync init "URL"`: each word quoted so that the
    /// command language reads it back as typed.
    static func commandLine(_ words: [String]) -> String {
        words.map(Tokenizer.quoted).joined(separator: " ")
    }
}
