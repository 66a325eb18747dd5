import CommandKit
import Domain
import Model
import Shared

/// Tab completion of command words, subcommands, option names and values (kinds, months,
/// names in scope), from the command specs and a snapshot of the data.
struct CompletionEngine: Sendable {
    let parser: CommandParser
    var snapshot: CompletionSnapshot

    /// Candidates for the word being typed, given the text before it. Names with spaces come quoted.
    func candidates(before text: String, word: String) -> [String] {
        guard let tokens = try? Tokenizer.tokenize(text) else { return [] }
        let typed = word.hasPrefix("\"") || word.hasPrefix("'") ? String(word.dropFirst()) : word
        return filter(options(after: tokens, word: typed), prefix: typed)
    }

    private func options(after tokens: [Token], word: String) -> [String] {
        let words = tokens.map { $0.text.lowercased() }
        // Still typing the command's own words?
        if let next = parser.subcommands(after: words), parser.match(tokens)?.spec.words.count != words.count || words.isEmpty {
            if words.isEmpty { return unique(parser.specs.map { $0.words[0] }) }
            return next
        }
        guard let (spec, consumed) = parser.match(tokens) else { return [] }
        let rest = Array(tokens.dropFirst(consumed))
        if spec.arguments.first?.hint == .command {
            // `help line a…`: the arguments are themselves command words.
            let words = rest.map { $0.text.lowercased() }
            return words.isEmpty ? unique(parser.specs.map { $0.words[0] }) : parser.subcommands(after: words) ?? []
        }
        let allOptions = spec.options + parser.commonOptions
        if let last = rest.last, last.isOption, let option = allOptions.first(where: { $0.name == last.text.lowercased() }),
            !option.isFlag
        {
            return snapshot.values(for: option.hint)
        }
        if word.hasPrefix("-") {
            let given = Set(rest.filter(\.isOption).map { $0.text.lowercased() })
            return allOptions.map(\.name).filter { !given.contains($0) }
        }
        let index = positionalCount(rest, options: allOptions)
        if spec.arguments.isEmpty, let next = parser.subcommands(after: spec.words), index == 0 { return next }
        guard index < spec.arguments.count else { return [] }
        return snapshot.values(for: spec.arguments[index].hint)
    }

    /// How many positional arguments `tokens` already hold (option values not counted).
    private func positionalCount(_ tokens: [Token], options: [OptionSpec]) -> Int {
        var count = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isOption {
                let takesValue = options.first { $0.name == token.text.lowercased() }.map { !$0.isFlag } ?? false
                index += takesValue && !token.text.contains("=") ? 2 : 1
            } else {
                count += 1
                index += 1
            }
        }
        return count
    }

    private func filter(_ candidates: [String], prefix: String) -> [String] {
        let key = prefix.lowercased()
        return unique(candidates.filter { $0.lowercased().hasPrefix(key) }).map(Tokenizer.quoted)
    }

    private func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
