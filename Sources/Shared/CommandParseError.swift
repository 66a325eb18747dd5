/// Why a command line did not match any command; each message says what was expected.
public enum CommandParseError: UserFacingError, Equatable, Sendable {
    case unknownCommand(String, suggestion: String?)
    case missingSubcommand(String, choices: [String])
    case unknownOption(String, command: String, suggestion: String?)
    case missingOptionValue(String, valueName: String)
    case missingArgument(String, synopsis: String)
    case unexpectedArgument(String, synopsis: String)
    /// `tx add Rent 1 234,50`: an amount grouped with a space was split into two words.
    case amountSplitBySpace(String, String, synopsis: String)
    case repeatedOption(String)
    /// An option the command needs is missing, or two given exclude each other: the sentence
    /// (the command's own) says which and what to give. Example: "give either --week or --since, not both".
    case misusedOptions(String)

    public var exitStatus: ExitStatus { .usage }

    public var message: String {
        switch self {
        case .unknownCommand(let word, let suggestion):
            let hint = suggestion.map { "did you mean `\($0)`? " } ?? ""
            return "unknown command '\(Echo.cut(word))': \(hint)type `help` for the list of commands"
        case .missingSubcommand(let word, let choices):
            return "`\(Echo.cut(word))` needs a subcommand: \(choices.joined(separator: ", "))"
        case .unknownOption(let option, let command, let suggestion):
            let hint = suggestion.map { "did you mean \($0)? " } ?? ""
            return "unknown option '\(Echo.cut(option))' for `\(command)`: \(hint)see `help \(command)`"
        case .missingOptionValue(let option, let valueName):
            return "option \(option) needs a value: \(option) \(valueName)"
        case .missingArgument(let name, let synopsis):
            return "missing \(name): usage: \(synopsis)"
        case .unexpectedArgument(let word, let synopsis):
            return "unexpected argument '\(Echo.cut(word))': usage: \(synopsis)"
        case .amountSplitBySpace(let first, let rest, let synopsis):
            return "unexpected argument '\(Echo.cut(rest))': '\(first) \(Echo.cut(rest))' is one amount only in quotes "
                + "('\(first) \(Echo.cut(rest))') or without the space (\(first)\(Echo.cut(rest))): usage: \(synopsis)"
        case .repeatedOption(let option):
            return "option \(option) is given twice"
        case .misusedOptions(let sentence):
            return sentence
        }
    }
}
