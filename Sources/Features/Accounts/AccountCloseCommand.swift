import CommandKit
import Model
import Shared

/// `account close NAME [--on DATE]`
struct AccountCloseCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let on = OptionSpec("--on", value: "DATE", hint: .date, "the day it closed (default: today)")
    }

    static let spec = CommandSpec(
        "account close", arguments: [ArgumentSpec("NAME", hint: .account)],
        options: [Options.on],
        group: "Accounts", summary: "close an account: its history stays, it takes no new transaction",
        example: "account close \"Old card\"", discussion: "`account reopen NAME` opens it again."
    )

    let name: String
    let date: LocalDate?

    init(_ parsed: ParsedCommand) throws {
        name = try parsed.requiredArgument(0)
        date = try parsed.value(Options.on, ParsedCommand.date)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let (summary, unchanged) = try await context.clients.accountService.close(name, on: date ?? context.today, today: context.today)
        if unchanged {
            return CommandOutput(
                text: "Account \(summary.account.name) was closed already, on \(summary.account.closedOn?.shown ?? "?"): nothing changed.",
                json: AccountText.json(summary))
        }
        var output = CommandOutput(text: "Closed account \(AccountText.line(summary)).", json: AccountText.json(summary))
        if summary.balance != .zero {
            // Closed with money in it (or owed on it): it still counts, and the way to empty it is not obvious once closed.
            let quoted = Tokenizer.quoted(summary.account.name)
            output.warnings.append(
                "'\(summary.account.name)' is closed holding money: it still counts in `account list` and net worth; "
                    + "to empty it, `account reopen \(quoted)`, `transfer` what it holds, then close it again")
        }
        return output
    }
}
