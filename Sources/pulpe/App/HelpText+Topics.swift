import CommandKit
import Shared

/// `help WORD` on a topic word that no command starts with: the commands of the group it names,
/// else of the command word it names in the plural.
/// Example: `help transactions` → the Transactions group; `help categories` → `category list`, `category rename`.
extension HelpText {
    static func specs(onTopic topic: String) -> [CommandSpec] {
        let word = singular(topic)
        let specs = CommandRegistry.parser.specs
        let grouped = specs.filter { spec in
            let group = spec.group.lowercased()
            return group == topic || group.split(whereSeparator: { !$0.isLetter }).contains { $0 != "and" && singular(String($0)) == word }
        }
        return grouped.isEmpty ? specs.filter { $0.name.hasPrefix(word + " ") } : grouped
    }

    /// "transactions" → "transaction", "categories" → "category"; other words as they are.
    static func singular(_ word: String) -> String {
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        return word.hasSuffix("s") ? String(word.dropLast()) : word
    }

    /// The commands of a topic, one a line with its summary, and how to see one in full.
    static func topicList(_ topic: String, _ specs: [CommandSpec]) -> String {
        let width = specs.map(\.name.count).max() ?? 0
        let rows = specs.map { "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        return "Commands about '\(Echo.cut(topic))':\n" + rows.joined(separator: "\n")
            + "\n\n`help COMMAND` shows a command's options and an example (`help \(specs[0].name)`)."
    }

    /// True for the words of the page on dates, which names no command.
    static func isDatesPage(_ topic: String) -> Bool { ["dates", "date"].contains(topic.trimmingSpaces().lowercased()) }

    /// `help dates`: every way to type a date or a month, with what each gives today.
    static var dates: String {
        """
        A date is YYYY-MM-DD (2026-11-03), in the locale's format (26.11.2026 in de-CH, 11/26/2026
        in en-US: `settings set locale`), or a word counted from today:
          today, yesterday, tomorrow
          -10d, +2w, -1m, -1y     days, weeks, months or years back (-) or ahead (+); at most 100 years
          monday … sunday, mon    the latest such day, today included
          last monday, next fri   a week before that one; the next one after today
          1 … 31                  that day of this month
          this-month, last-month  the first day of that month
        A month is YYYY-MM (2026-11), or this-month, last-month, next-month, -3m, +1y, counted from the
        budget month of today (the pay day decides it).
        Screens print dates in the locale's format when one is named (the setting, or LC_ALL, LC_TIME or
        LANG), else as YYYY-MM-DD; JSON and CSV always write YYYY-MM-DD. Weeks (YYYY-Www, round-ups,
        the dashboard, report --period week) start on the locale's first day: Sunday in en-US, pt-BR,
        id-ID and ja-JP, else Monday.
        Examples: tx add Bread 3.20 --date yesterday · tx list --since -10d · budget show last-month
        """
    }
}
