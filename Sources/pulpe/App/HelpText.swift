import CommandKit
import Model
import Shared

/// `help` and `help COMMAND`, built from the command specs so they never drift from the parser.
enum HelpText {
    static let groupOrder = [
        "Budgets", "Lines", "Transactions", "Favourites", "Accounts", "Templates", "Goals", "Navigation", "Settings", "Session",
        "Meta-commands",
    ]

    static func render(topic: String) -> String {
        let specs = CommandRegistry.parser.specs
        let topic = topic.trimmingSpaces().lowercased()
        guard !topic.isEmpty else { return overview(specs) }
        if isDatesPage(topic) { return dates }
        let matching = self.specs(about: topic)
        if matching.count > 1, named(topic).isEmpty { return topicList(topic, matching) }
        guard !matching.isEmpty else {
            let suggestion =
                EditDistance.nearest(to: topic, in: specs.map(\.name))
                ?? EditDistance.nearest(to: topic, in: Array(Set(specs.map { $0.words[0] })).sorted())
            return "No command '\(Echo.cut(topic))'." + (suggestion.map { " Did you mean `\($0)`?" } ?? "") + " Type `help` for the list."
        }
        if matching.count == 1 { return detail(matching[0]) }
        // A command that also starts others (`report`, `report year`, …): its whole page, then the others' synopses.
        if let exact = matching.first(where: { $0.name == topic }), matching.count > 3 {
            let others = matching.filter { $0.name != topic }.map { "  \($0.synopsis)\n      \($0.summary)" }
            return detail(exact) + "\n\nAlso (`help \(topic) …` for each):\n" + others.joined(separator: "\n")
        }
        return matching.map { spec in
            matching.count > 3 ? "  \(spec.synopsis)\n      \(spec.summary)" : detail(spec)
        }.joined(separator: "\n\n")
    }

    /// Every command for an empty topic, else the command named `topic` or the commands it starts,
    /// else those of the topic word (`specs(onTopic:)`: `help transactions`).
    static func specs(about topic: String) -> [CommandSpec] {
        let topic = topic.trimmingSpaces().lowercased()
        guard !topic.isEmpty else { return CommandRegistry.parser.specs }
        let named = named(topic)
        return named.isEmpty ? self.specs(onTopic: topic) : named
    }

    /// The command named `topic` (lowercased) or the commands it starts.
    private static func named(_ topic: String) -> [CommandSpec] {
        CommandRegistry.parser.specs.filter { $0.name == topic || $0.name.hasPrefix(topic + " ") }
    }

    private static func overview(_ specs: [CommandSpec]) -> String {
        let groups = Dictionary(grouping: specs, by: \.group)
        let names = groupOrder.filter { groups[$0] != nil } + groups.keys.filter { !groupOrder.contains($0) }.sorted()
        let width = specs.map(\.name.count).max() ?? 0
        var out = "pulpe: plan your months, record what you spend, see what is left.\n"
        for name in names {
            out += "\n\(name)\n"
            for spec in groups[name] ?? [] {
                out += "  " + spec.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + spec.summary + "\n"
            }
        }
        out += "\nEvery command accepts --json. `help COMMAND` shows its options and an example; `help dates` the ways to type a date."
        return out
    }

    /// " (required)", " (required: this or --redistribute)", or nothing for an optional option.
    private static func requirement(of name: String, in spec: CommandSpec) -> String {
        guard let group = spec.required.first(where: { $0.contains(name) }) else { return "" }
        let others = group.filter { $0 != name }
        return others.isEmpty ? " (required)" : " (required: this or \(others.joined(separator: " or ")))"
    }

    private static func detail(_ spec: CommandSpec) -> String {
        var out = "\(spec.synopsis)\n  \(spec.summary)\n"
        // A discussion of several paragraphs keeps its blank lines; each paragraph is indented.
        if let discussion = spec.discussion {
            let paragraphs = discussion.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
            out += "\n" + paragraphs.joined(separator: "\n") + "\n"
        }
        if !spec.options.isEmpty {
            out += "\nOptions:\n"
            let width = spec.options.map(\.usage.count).max() ?? 0
            for option in spec.options {
                out +=
                    "  " + option.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + option.summary
                    + requirement(of: option.name, in: spec) + "\n"
            }
        }
        if let example = spec.example { out += "\nExample:\n  \(example)" }
        return out.hasSuffix("\n") ? String(out.dropLast()) : out
    }
}
