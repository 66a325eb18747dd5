import CommandKit
import Model
import Shared

/// One budget line with what `line show` and `open line` print: its month, its consumption as the
/// budget shows it, its transactions, and where it came from (a template, edited by hand or not,
/// or added by hand).
struct LineDetail {
    let line: BudgetLine
    let month: YearMonth
    /// As the budget's table shows it: a checked line counts its planned amount (Docs/Domain.md §5.4).
    let consumption: LineConsumption
    /// The transactions allocated to the line, oldest first.
    let transactions: [Transaction]
    /// The template the line was copied from, while its template line exists.
    let templateName: String?
    let goalName: String?

    /// The line `reference` names (`#ID`, or a name in the budget `--budget`, the open one or today's).
    @MainActor
    static func load(_ reference: String, budget: YearMonth?, in context: CommandContext) async throws -> LineDetail {
        let line = try await context.resolveLine(reference, explicitBudget: budget)
        return try await load(lineID: line.id, in: context)
    }

    @MainActor
    static func load(lineID: Int64, in context: CommandContext) async throws -> LineDetail {
        let stores = context.clients
        guard let line = try await stores.lineService.line(id: lineID) else { throw DomainError.noLineID(lineID) }
        guard let month = try await stores.budgetService.budget(id: line.budgetID)?.month else {
            throw DomainError.noBudgetID(line.budgetID)
        }
        guard let details = try await stores.budgetDetails.details(for: month) else { throw DomainError.noBudget(month) }
        var template: Template?
        if let templateLineID = line.templateLineID {
            template = try await stores.templateService.allDetails().first { $0.lines.contains { $0.id == templateLineID } }?.template
        }
        var goal: SavingsGoal?
        if let goalID = line.savingsGoalID { goal = try await stores.goalService.goal("#\(goalID)") }
        return LineDetail(
            line: line, month: month,
            consumption: BudgetFormulas.shownConsumption(of: line, details.consumption(of: line)),
            transactions: details.transactions.filter { $0.lineID == line.id }.sorted { ($0.date, $0.id) < ($1.date, $1.id) },
            templateName: template?.name, goalName: goal?.name)
    }

    /// Where a line came from: copied from a template line and unchanged, copied then changed by
    /// hand, or added to the budget by hand (also a line whose template line was removed since).
    enum Origin: String {
        case template, edited, hand
    }

    var from: Origin {
        guard line.templateLineID != nil else { return .hand }
        return line.isManuallyAdjusted ? .edited : .template
    }

    /// `from` in words. Example: `template 'Normal month', edited by hand (…)`.
    var origin: String {
        let template = "template '\(templateName ?? "?")'"
        switch from {
        case .template: return template
        case .edited: return template + ", edited by hand (`line reset` takes the template's back)"
        case .hand: return "added by hand"
        }
    }
}
