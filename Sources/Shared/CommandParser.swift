/// Matches a tokenized command line against a set of command specs.
public struct CommandParser: Sendable {
    public let specs: [CommandSpec]
    /// Flags every command accepts (e.g. `--json`).
    public let commonOptions: [OptionSpec]
    /// The specs by their first word: a line is matched against a handful, not all of them.
    private let specsByFirstWord: [String: [CommandSpec]]

    public init(specs: [CommandSpec], commonOptions: [OptionSpec] = []) {
        self.specs = specs
        self.commonOptions = commonOptions
        specsByFirstWord = Dictionary(grouping: specs) { $0.words.first ?? "" }
    }

    /// The spec whose words are the longest case-insensitive prefix of the unquoted leading words.
    public func match(_ tokens: [Token]) -> (spec: CommandSpec, consumed: Int)? {
        guard let first = tokens.first, !first.isQuoted else { return nil }
        var best: (CommandSpec, Int)?
        for spec in specsByFirstWord[first.text.lowercased()] ?? [] where spec.words.count <= tokens.count {
            let matches = zip(spec.words, tokens).allSatisfy { !$1.isQuoted && $0 == $1.text.lowercased() }
            if matches && spec.words.count > (best?.1 ?? 0) { best = (spec, spec.words.count) }
        }
        return best
    }

    /// `help` and the command's words when the line asks for a command's help the way most tools
    /// take it: an unquoted `--help` after a known command. Nil for any other line.
    /// Example: `tx list --month 2026-11 --help` → `help tx list`.
    public func helpRequest(_ tokens: [Token]) -> [Token]? {
        guard let (spec, consumed) = match(tokens), spec.name != "help",
            tokens.dropFirst(consumed).contains(where: { $0.isOption && $0.text.lowercased() == "--help" })
        else { return nil }
        return [Token("help")] + tokens.prefix(consumed).map { Token($0.text.lowercased(), column: $0.column) }
    }

    /// `scope` gives the value of a leading argument taken from where the user is (`open template T`
    /// gives the template): when a command's first argument has that hint and fewer positionals
    /// than its full form are typed, the scope's value is put first.
    public func parse(_ tokens: [Token], scope: (ValueHint) -> String? = { _ in nil }) throws(CommandParseError) -> ParsedCommand {
        guard let first = tokens.first else { throw .missingSubcommand("", choices: []) }
        guard let (spec, consumed) = match(tokens) else { throw unknown(tokens) }
        return try parse(Array(tokens.dropFirst(consumed)), as: spec, head: first, scope: scope)
    }

    private func parse(_ rest: [Token], as spec: CommandSpec, head: Token, scope: (ValueHint) -> String?) throws(CommandParseError)
        -> ParsedCommand
    {
        var arguments: [String] = []
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var repeated: [String: [String]] = [:]
        let allOptions = spec.options + commonOptions
        var index = 0
        while index < rest.count {
            let token = rest[index]
            index += 1
            guard token.isOption else {
                arguments.append(token.text)
                continue
            }
            var name = token.text.lowercased()
            var inlineValue: String?
            if let equals = token.text.firstIndex(of: "=") {
                name = String(token.text[..<equals]).lowercased()
                inlineValue = String(token.text[token.text.index(after: equals)...])
            }
            guard let option = allOptions.first(where: { $0.name == name }) else {
                let suggestion = EditDistance.nearest(to: name, in: allOptions.map(\.name))
                throw .unknownOption(token.text, command: spec.name, suggestion: suggestion)
            }
            if option.isFlag {
                guard inlineValue == nil else { throw .unexpectedArgument(token.text, synopsis: spec.synopsis) }
                flags.insert(option.name)
                continue
            }
            if option.isRepeatable {
                if let inlineValue {
                    repeated[option.name, default: []].append(inlineValue)
                } else if index < rest.count {
                    repeated[option.name, default: []].append(rest[index].text)
                    index += 1
                } else {
                    throw .missingOptionValue(option.name, valueName: option.valueName ?? "VALUE")
                }
                continue
            }
            guard values[option.name] == nil else { throw .repeatedOption(option.name) }
            if let inlineValue {
                values[option.name] = inlineValue
            } else if index < rest.count {
                values[option.name] = rest[index].text
                index += 1
            } else {
                throw .missingOptionValue(option.name, valueName: option.valueName ?? "VALUE")
            }
        }
        var scoped = Set<String>()
        for option in spec.options where option.takesScope && values[option.name] == nil {
            if let value = scope(option.hint) {
                values[option.name] = value
                scoped.insert(option.name)
            }
        }
        if let leading = spec.arguments.first, spec.arguments.last?.isVariadic != true,
            arguments.count < spec.arguments.count, let value = scope(leading.hint)
        {
            arguments.insert(value, at: 0)
        }
        if arguments.count > spec.arguments.count, spec.arguments.last?.isVariadic != true {
            let extra = arguments[spec.arguments.count]
            if spec.arguments.isEmpty, let sub = subcommands(after: spec.words), !sub.isEmpty {
                if sub.contains(extra.lowercased()) {
                    let prefix = spec.words + [extra.lowercased()]
                    throw .missingSubcommand(prefix.joined(separator: " "), choices: subcommands(after: prefix) ?? [])
                }
                throw .unknownCommand(
                    (spec.words + [extra]).joined(separator: " "),
                    suggestion: Self.nearest(to: extra.lowercased(), in: sub).map { (spec.words + [$0]).joined(separator: " ") })
            }
            if let previous = arguments[..<spec.arguments.count].last, Self.splitAmount(previous, extra) {
                throw .amountSplitBySpace(previous, extra, synopsis: spec.synopsis)
            }
            throw .unexpectedArgument(extra, synopsis: spec.synopsis)
        }
        if let missing = spec.arguments.dropFirst(arguments.count).first(where: { !$0.isOptional }) {
            throw .missingArgument(missing.name, synopsis: spec.synopsis)
        }
        return ParsedCommand(spec: spec, arguments: arguments, values: values, flags: flags, repeatedValues: repeated, scoped: scoped)
    }

    /// The next words available after a command prefix (e.g. `["new", "list", …]` after `budget`).
    public func subcommands(after prefix: [String]) -> [String]? {
        let next = specs.compactMap { spec -> String? in
            guard spec.words.count > prefix.count, Array(spec.words.prefix(prefix.count)) == prefix else { return nil }
            return spec.words[prefix.count]
        }
        return next.isEmpty ? nil : next.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Words other tools use for a subcommand this language names otherwise: `account new` is
    /// `account add`, `budget create` is `budget new`. Looked at before spelling.
    static let synonyms: [String: [String]] = [
        "new": ["add"], "add": ["new"], "create": ["new", "add"], "make": ["new", "add"], "delete": ["remove"],
        "remove": ["delete"], "rm": ["remove", "delete"], "del": ["delete", "remove"], "ls": ["list"], "view": ["show"],
        "edit": ["set"], "update": ["set"], "modify": ["set"],
    ]

    /// The subcommand meant by `word`: another tool's word for it, else the nearest spelling.
    private static func nearest(to word: String, in choices: [String]) -> String? {
        synonyms[word]?.first(where: choices.contains) ?? EditDistance.nearest(to: word, in: choices)
    }

    private func unknown(_ tokens: [Token]) -> CommandParseError {
        let words = tokens.prefix { !$0.isQuoted && !$0.isOption }.map { $0.text.lowercased() }
        // `budget` alone, or `budget frobnicate`: the first word is known, the rest is not.
        var prefix: [String] = []
        for word in words {
            guard let next = subcommands(after: prefix), next.contains(word) else { break }
            prefix.append(word)
        }
        if !prefix.isEmpty, let choices = subcommands(after: prefix) {
            if prefix.count < words.count {
                let typed = (prefix + [words[prefix.count]]).joined(separator: " ")
                let suggestion = Self.nearest(to: words[prefix.count], in: choices)
                return .unknownCommand(typed, suggestion: suggestion.map { (prefix + [$0]).joined(separator: " ") })
            }
            return .missingSubcommand(prefix.joined(separator: " "), choices: choices)
        }
        let typed = words.prefix(2).joined(separator: " ")
        let names = specs.map(\.name)
        let suggestion =
            EditDistance.nearest(to: typed, in: names)
            ?? EditDistance.nearest(to: words.first ?? "", in: specs.map { $0.words[0] })
        return .unknownCommand(tokens[0].text, suggestion: suggestion)
    }

    /// Whether `first` and `rest` read as one amount a space split: one to three digits, then three
    /// digits and maybe decimals (`1` and `234,50`, `12` and `345.00`).
    static func splitAmount(_ first: String, _ rest: String) -> Bool {
        let digits = { (text: Substring) in !text.isEmpty && text.allSatisfy(\.isASCIIDigit) }
        guard (1...3).contains(first.count), digits(Substring(first)) else { return false }
        let group = rest.prefix(3)
        let after = rest.dropFirst(3)
        guard group.count == 3, digits(group) else { return false }
        return after.isEmpty || ((after.first == "." || after.first == ",") && digits(after.dropFirst()))
    }
}
