import CommandKit
import Model
import Shared

/// Tab completion of command words, subcommands, option names and values (kinds, months,
/// names in scope), from the command specs and a snapshot of the data.
struct CompletionEngine: Sendable {
    let parser: CommandParser
    var snapshot: CompletionSnapshot

    /// Candidates for the word being typed, given the text before it. Names with spaces come quoted.
    ///
    /// After an opening quote the line editor splits the word at the quote (and at spaces inside
    /// it), so the text before ends inside a quoted word: `line check "Health ins` + `ur` completes
    /// to `urance"`, the rest of the name and the closing quote.
    func candidates(before text: String, word: String) -> [String] {
        do {
            let tokens = try Tokenizer.tokenize(text)
            let typed = word.hasPrefix("\"") || word.hasPrefix("'") ? String(word.dropFirst()) : word
            return filter(options(after: tokens, word: typed), prefix: typed)
        } catch .unterminatedQuote(let column, let quote) {
            let characters = Array(text)
            let head = String(characters[..<(column - 1)])
            let inside = String(characters[column...])
            // Unheard: a line that does not tokenize (an open quote) has nothing to complete.
            guard let tokens = try? Tokenizer.tokenize(head) else { return [] }
            let typed = (inside + word).lowercased()
            let names = unique(options(after: tokens, word: typed)).filter { $0.lowercased().hasPrefix(typed) && !$0.contains(quote) }
            return names.map { String($0.dropFirst(inside.count)) + String(quote) }
        } catch {
            return []
        }
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
        var index = positionalCount(rest, options: allOptions)
        // Inside `open template T`, `template line add` takes T: what is typed first is the kind.
        if let leading = spec.arguments.first, spec.arguments.last?.isVariadic != true, snapshot.scopedHints.contains(leading.hint) {
            index += 1
        }
        if spec.arguments.isEmpty, let next = parser.subcommands(after: spec.words), index == 0 { return next }
        guard index < spec.arguments.count else { return [] }
        let hint = spec.arguments[index].hint
        if hint == .file { return FileNameCompletion.candidates(for: word) }
        return snapshot.values(for: hint)
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
