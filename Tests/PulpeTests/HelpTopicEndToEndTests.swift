import Foundation
import Testing

/// `help WORD` on a topic word no command starts with lists the commands of that topic instead of
/// "No command".
@Suite(.serialized) struct HelpTopicEndToEndTests {
    @Test func aGroupNamePointsToItsCommands() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let help = try await pulpe.run(["-c", "help transactions"])
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.hasPrefix("Commands about 'transactions':\n  tx "), "\(help.stdout)")
        for row in ["\n  tx add ", "\n  tx set ", "\n  tx list "] { #expect(help.stdout.contains(row), "\(row) in \(help.stdout)") }
        #expect(!help.stdout.contains("fav add"))
        #expect(help.stdout.hasSuffix("\n\n`help COMMAND` shows a command's options and an example (`help tx add`).\n"))
        // The singular, and a plural of a command word, from the shell line too.
        let singular = try await pulpe.run(["-c", "help Transaction"])
        #expect(singular.stdout.hasPrefix("Commands about 'transaction':\n  tx "), "\(singular.stdout)")
        let categories = try await pulpe.run(["help", "categories"])
        #expect(categories.status == 0)
        #expect(categories.stdout.contains("  category list "), "\(categories.stdout)")
        #expect(categories.stdout.contains("  category rename "))
        let json = try await pulpe.run(["--json", "help", "favourites"])
        #expect(json.stdout.hasPrefix(#"{"commands":[{"name":"fav add","group":"Favourites""#), "\(json.stdout)")
        // A word that names nothing still says so.
        let unknown = try await pulpe.run(["help", "budgt"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("No command 'budgt'. Did you mean `budget`?"))
    }

    /// `--help` after a command asks for its help, in a line and on the shell's line alike.
    @Test func helpAfterACommandShowsItsHelp() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let asked = try await pulpe.run(["help", "tx", "list"])
        #expect(asked.status == 0)
        #expect(asked.stdout.contains("--search"), "\(asked.stdout)")
        let inLine = try await pulpe.run(["-c", "tx list --month 2026-11 --help"])
        #expect(inLine.status == 0, "\(inLine.stderr)")
        #expect(inLine.stdout == asked.stdout)
        let onShell = try await pulpe.run(["tx", "list", "--month", "2026-11", "--help"])
        #expect(onShell.status == 0, "\(onShell.stderr)")
        #expect(onShell.stdout == asked.stdout)
    }

    /// `help import csv` reads in short paragraphs, each indented under the summary, not one block
    /// of 1'300 characters; the man page gives each its own paragraph.
    @Test func aLongDiscussionIsShortParagraphs() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let help = try await pulpe.run(["help", "import", "csv"])
        #expect(help.status == 0, "\(help.stderr)")
        let page = help.stdout.components(separatedBy: "\nOptions:\n")[0]
        let paragraphs = page.components(separatedBy: "\n\n").dropFirst()
        #expect(paragraphs.count >= 6, "\(page)")
        #expect(paragraphs.allSatisfy { $0.hasPrefix("  ") && $0.count <= 320 }, "\(paragraphs.map(\.count))")
        #expect(paragraphs.first?.hasPrefix("  Detected: the separator") == true, "\(page)")
        let man = try await pulpe.run(["--man"])
        #expect(man.stdout.contains(".IP\nDetected: the separator"), "\(man.stdout)")
        #expect(!man.stdout.contains("\n\n"))
    }

    /// `help dates`: every way to type a date or a month, and where weeks start.
    @Test func theDatesPageListsEveryForm() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let help = try await pulpe.run(["-c", "help dates"])
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.hasPrefix("A date is YYYY-MM-DD (2026-11-03)"), "\(help.stdout)")
        for form in [
            "today, yesterday, tomorrow", "-10d, +2w, -1m, -1y", "monday … sunday", "last monday, next fri", "1 … 31",
            "this-month, last-month", "A month is YYYY-MM (2026-11)", "Sunday in en-US", "tx list --since -10d",
        ] {
            #expect(help.stdout.contains(form), "\(form) in \(help.stdout)")
        }
        // The singular finds the same page.
        #expect(try await pulpe.run(["help", "date"]).stdout == help.stdout)
    }

    /// `help report`: the options of `report` itself and their values, then the commands it starts.
    @Test func aCommandThatStartsOthersShowsItsOptionsFirst() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let help = try await pulpe.run(["-c", "help report"])
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.hasPrefix("report [--period PERIOD]"), "\(help.stdout)")
        #expect(
            help.stdout.contains(
                "\n  --period PERIOD  week, month (default), quarter, year, all, or Nm / last-N-months: the last N budget months (1-24) ending with today's\n"
            ), "\(help.stdout)")
        #expect(
            help.stdout.contains(
                "\n  --by GROUP       category (default), line, kind, name, month or source (typed, a notification, an import)\n"),
            "\(help.stdout)")
        #expect(help.stdout.contains("\nAlso (`help report …` for each):\n  report year YYYY"), "\(help.stdout)")
        #expect(help.stdout.contains("\n  report networth [--from MONTH]"), "\(help.stdout)")
    }
}
