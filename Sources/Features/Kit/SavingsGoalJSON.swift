import Model
import Shared

/// The JSON of goals, plans and round-ups (Docs/Commands.md §14.7, §14.8).
extension SavingsGoal {
    /// The goal's own fields.
    public var jsonMembers: [(String, JSONValue)] {
        [
            ("id", .int(id)), ("name", .string(name)), ("status", .string(status.rawValue)),
            ("target", .optional(target) { $0.json }), ("deadline", .optional(targetDate) { .string($0.description) }),
            ("start", .optional(startDate) { .string($0.description) }), ("initial", initialAmount.json),
            ("created", .string(createdOn.description)),
        ]
    }
}

extension SavingsGoalDetails {
    /// The goal with every figure of Docs/Domain.md §8; `required` rounded up to the cent, paces
    /// half-up. With `timeline`, one row per period of the plan and the planned withdrawals.
    public func json(timeline: Bool) -> JSONValue {
        let progress = progress
        var members =
            goal.jsonMembers + [
                ("confirmed", progress.confirmed.json),
                ("achievementPercent", .optional(progress.achievementPercent) { .int($0) }),
                ("monthsElapsed", .int(progress.monthsElapsed)),
                ("monthsRemaining", .optional(progress.monthsRemaining) { .int($0) }),
                ("overdue", .bool(progress.isOverdue)),
                ("required", .optional(progress.required) { $0.roundedUp.json }),
                ("projected", .optional(progress.projected) { $0.json }),
                ("paceStatus", .optional(progress.paceStatus) { .string($0.rawValue) }),
                ("cumulativeGap", progress.cumulativeGap.json),
                ("estimatedCompletion", .optional(progress.estimatedCompletion) { .string($0.description) }),
                ("plannedCumulative", progress.plannedCumulative.json),
                ("plannedProjection", progress.plannedProjection.json),
                ("linesConfirmed", progress.linesConfirmed.json),
                ("withdrawn", progress.withdrawn.json),
                ("pace", progress.pace.rounded(.halfUp).json),
                ("confirmedPace", progress.confirmedPace.rounded(.halfUp).json),
                ("suggestCompletion", .optional(progress.suggestCompletion) { .bool($0) }),
                ("plannedCompletion", .optional(outlook.plannedCompletion) { .string($0.description) }),
                ("openThisMonth", outlook.openThisMonth.json),
                ("requiredAfterThisMonth", .optional(outlook.requiredAfterThisMonth) { $0.roundedUp.json }),
                // The screen's "Months past": the months behind, the current one not counted (added
                // last, so that monthsElapsed, the paces' divisor, and every column before stay as they were).
                ("monthsPast", .int(progress.calendar.monthsPast)),
            ]
        if timeline {
            members.append(("timeline", .array(plan.rows.map { $0.json(fromTemplate: outlook.fromTemplate[$0.month] ?? .zero) })))
            members.append(("plannedWithdrawals", plannedWithdrawalsJSON))
        }
        return .object(members)
    }
}

extension GoalPlanRow {
    /// `cumulative` is the confirmed cumulative (what the goal holds at the end of the period);
    /// `plannedWithdrawal` what planned withdrawals still due take out in the period;
    /// `fromTemplate` what the default template will put in a month without a budget yet.
    public func json(fromTemplate: Money) -> JSONValue {
        .object([
            ("month", .string(month.description)), ("state", .string(state.rawValue)),
            ("planned", plannedAmount.json), ("confirmed", confirmedAmount.json), ("withdrawn", withdrawnAmount.json),
            ("cumulative", confirmedCumulative.json), ("plannedCumulative", plannedCumulative.json),
            ("locked", .bool(isLocked)), ("open", .bool(isOpen)), ("eligible", .bool(isContributionEligible)),
            ("hasBudget", .bool(hasBudget)), ("provisionable", .bool(isProvisionable)),
            ("plannedWithdrawal", plannedWithdrawalAmount.json), ("fromTemplate", fromTemplate.json),
        ])
    }
}

extension GoalPlanOutcome {
    public var json: JSONValue {
        let rows = Dictionary(plan.rows.map { ($0.month, $0) }, uniquingKeysWith: { first, _ in first })
        let planned = Dictionary(amounts.map { ($0.month, $0.amount) }, uniquingKeysWith: { first, _ in first })
        let mode: (String, JSONValue) =
            switch request {
            case .monthly(let amount): ("monthly", amount.json)
            case .redistribute: ("monthly", .null)
            }
        return .object([
            ("goal", .int(goal.id)), ("name", .string(goal.name)),
            ("mode", .string(request == .redistribute ? "redistribute" : "monthly")), mode,
            ("target", .optional(plan.target) { $0.json }), ("finalAmount", simulation.finalAmount.json),
            ("attained", .optional(simulation.attainedPeriod) { .string($0.description) }),
            ("applied", .bool(applied)),
            (
                "fixed",
                .array(
                    fixed.keys.sorted().map { month in
                        .object([("month", .string(month.description)), ("amount", (fixed[month] ?? .zero).json)])
                    })
            ),
            (
                "months",
                .array(
                    simulation.months.map { month in
                        .object([
                            ("month", .string(month.month.description)),
                            ("state", .optional(rows[month.month]) { .string($0.state.rawValue) }),
                            ("planned", .optional(rows[month.month]) { $0.plannedAmount.json }),
                            ("contributive", .bool(planned[month.month] != nil)),
                            ("fixed", .bool(fixed[month.month] != nil)),
                            ("withdrawn", .optional(rows[month.month]) { $0.withdrawnAmount.json }),
                            ("plannedWithdrawal", .optional(rows[month.month]) { $0.plannedWithdrawalAmount.json }),
                            ("amount", month.amount.json), ("cumulative", month.cumulative.json),
                        ])
                    })
            ),
            (
                "lines",
                .array(
                    changedLines.map { line in
                        .object([
                            ("id", .int(line.id)), ("name", .string(line.name)), ("amount", line.amount.json),
                            ("checked", .bool(line.isChecked)),
                        ])
                    })
            ),
            ("createdBudgets", .array(createdBudgets.map { .string($0.description) })),
        ])
    }
}

extension RoundupSummary {
    /// `{"week", "from", "to", "unit", "total", "items": [{"id", "name", "date", "amount", "roundUp"}]}`,
    /// then the `extra` members.
    public func json(appending extra: [(String, JSONValue)] = []) -> JSONValue {
        .object(summaryMembers + [("items", .array(items.map(Self.itemJSON)))] + extra)
    }

    /// The same document as `json(appending:)`, written item by item (a week can hold thousands).
    public func writeJSON(appending extra: [(String, JSONValue)] = [], to stream: inout JSONStream) {
        stream.write("{")
        stream.writeMembers(summaryMembers, first: true)
        stream.write(#","items":"#)
        stream.writeArray(items, Self.itemJSON)
        stream.writeMembers(extra, first: false)
        stream.write("}")
    }

    private var summaryMembers: [(String, JSONValue)] {
        [
            ("week", .optional(week) { .string($0.description) }), ("from", .string(from.description)),
            ("to", .string(to.description)), ("unit", .int(unit.rawValue)), ("total", total.json),
        ]
    }

    private static func itemJSON(_ item: RoundupItem) -> JSONValue {
        .object([
            ("id", .int(item.transaction.id)), ("name", .string(item.transaction.name)),
            ("date", .string(item.transaction.date.description)), ("amount", item.transaction.amount.json),
            ("roundUp", item.roundUp.json),
        ])
    }
}
