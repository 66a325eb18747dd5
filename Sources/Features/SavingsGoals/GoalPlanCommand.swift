import CommandKit
import Model
import Shared

/// `goal plan GOAL (--monthly AMOUNT [--set MONTH=AMOUNT]... | --redistribute [--pin MONTH=AMOUNT]...) [--apply]`
struct GoalPlanCommand: PulpeCommand {
    /// The options, each declared once: the spec lists them and `init` reads through them.
    enum Options {
        static let monthly = OptionSpec("--monthly", value: "AMOUNT", hint: .amount, "put this aside in every open month")
        static let set = OptionSpec(
            "--set", value: "MONTH=AMOUNT", repeatable: true,
            "with --monthly: put this aside in that open month instead (repeat for more months)")
        static let redistribute = OptionSpec("--redistribute", "spread what the target still needs over the open months")
        static let pin = OptionSpec(
            "--pin", value: "MONTH=AMOUNT", repeatable: true,
            "with --redistribute: fix that open month's amount and spread the rest over the others (repeatable)")
        static let apply = OptionSpec("--apply", "write the amounts onto the open lines (else only simulate)")
    }

    static let spec = CommandSpec(
        "goal plan", arguments: [ArgumentSpec("GOAL", hint: .goal)],
        options: [Options.monthly, Options.set, Options.redistribute, Options.pin, Options.apply],
        group: "Goals", summary: "simulate a saving plan, and apply it",
        example: "goal plan Holidays --redistribute --pin 2026-12=0 --apply",
        discussion:
            "Open months are the current and future months, up to the deadline, with an unchecked linked line, or without one when the goal has a deadline (then --apply adds a line named after the goal, creating the budget from the default template if needed). Checked lines keep their amounts; the rest is spread over the unchecked ones in proportion. Applied lines count as edited by hand. Withdrawals, made or planned (`goal withdraw --planned`), are taken off the running total; a redistribution covers those still due. --set and --pin name open months only.",
        required: [[Options.monthly.name, Options.redistribute.name]]
    )

    let reference: String
    let request: GoalPlanRequest
    let fixed: [YearMonth: Money]
    let apply: Bool

    init(_ parsed: ParsedCommand) throws {
        reference = try parsed.requiredArgument(0)
        let monthly = try parsed.value(Options.monthly, ParsedCommand.amount)
        switch (monthly, parsed.has(Options.redistribute)) {
        case (let amount?, false): request = .monthly(amount)
        case (nil, true): request = .redistribute
        case (.some, true): throw CommandParseError.misusedOptions("give either --monthly AMOUNT or --redistribute, not both")
        case (nil, false): throw CommandParseError.misusedOptions("say how to plan: --monthly AMOUNT or --redistribute")
        }
        let (option, other) = request == .redistribute ? (Options.pin, Options.set) : (Options.set, Options.pin)
        if !parsed.allValues(other).isEmpty {
            throw CommandParseError.misusedOptions(
                request == .redistribute
                    ? "--set goes with --monthly: with --redistribute, fix a month with --pin MONTH=AMOUNT"
                    : "--pin goes with --redistribute: with --monthly, change a month with --set MONTH=AMOUNT")
        }
        fixed = try MonthAmountOption.parse(parsed.allValues(option), option: option.name)
        apply = parsed.has(Options.apply)
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let details = try await context.resolveGoal(reference)
        let outcome = try await context.clients.goals.plan(
            goalID: details.goal.id, request, fixed: fixed, apply: apply, today: context.today)
        var json = outcome.json
        if case .object(var members) = json {
            members.append(("plannedWithdrawals", details.plannedWithdrawalsJSON))
            json = .object(members)
        }
        let text = GoalPlanScreen(outcome: outcome, style: context.style).render() + PlannedWithdrawalList(details: details).render()
        return CommandOutput(text: text, json: json)
    }
}
