import Domain
import Model
import Shared

/// Finding the budget, line or transaction a command is about (Docs/Commands.md §3, "Which budget a
/// command acts on"). pulpe never creates a budget implicitly.
extension CommandContext {
    /// `--budget MONTH`, else the budget open in the REPL, else the budget of `date`'s period,
    /// else the budget of today's period. It must exist.
    public func budgetMonth(explicit: YearMonth?, date: LocalDate? = nil) async throws -> YearMonth {
        if let explicit { return explicit }
        if let openMonth { return openMonth }
        let payDay = try await settings().payDay
        return PeriodFormulas.budgetMonth(for: date ?? today, payDay: payDay)
    }

    public func resolveBudget(explicit: YearMonth?, date: LocalDate? = nil) async throws -> Budget {
        let month = try await budgetMonth(explicit: explicit, date: date)
        guard let budget = try stores.budgetService.budget(for: month) else {
            throw DomainError.notFound("no budget for \(month): create it with `budget new \(month)`")
        }
        return budget
    }

    /// A line by `#ID` (anywhere, unless `--budget` names another month) or by name in the budget.
    public func resolveLine(_ text: String, explicitBudget: YearMonth?) async throws -> BudgetLine {
        switch EntityReference(text) {
        case .id(let id):
            guard let line = try stores.lineService.line(id: id) else {
                throw DomainError.notFound("no line #\(id): `budget show` lists the lines with their ids")
            }
            if explicitBudget != nil {
                let budget = try await resolveBudget(explicit: explicitBudget)
                guard budget.id == line.budgetID else {
                    throw DomainError.notFound("line #\(id) is not in budget \(budget.month)")
                }
            }
            return line
        case .last, .name:
            let budget = try await resolveBudget(explicit: explicitBudget)
            guard let line = try stores.lineService.line(named: text, budgetID: budget.id) else {
                let names = try stores.lineService.lines(budgetID: budget.id).map(\.name)
                let hint = EditDistance.nearest(to: text, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw DomainError.notFound("no line named '\(Echo.cut(text.trimmingSpaces()))' in budget \(budget.month)\(hint)")
            }
            return line
        }
    }

    /// A transaction by `#ID`, `last`, or a name unique in the budget.
    public func resolveTransaction(_ text: String, explicitBudget: YearMonth?) async throws -> Transaction {
        let service = stores.transactionService
        switch EntityReference(text) {
        case .id(let id):
            guard let transaction = try service.transaction(id: id) else {
                throw DomainError.notFound("no transaction #\(id): `tx list` shows the ids")
            }
            return transaction
        case .last:
            guard let id = lastTransactionID, let transaction = try service.transaction(id: id) else {
                throw DomainError.notFound("`last` names the transaction created most recently here, and there is none yet")
            }
            return transaction
        case .name(let name):
            let budget = try await resolveBudget(explicit: explicitBudget)
            let matches = try service.transactions(named: name, budgetID: budget.id)
            guard let first = matches.first else {
                throw DomainError.notFound("no transaction named '\(Echo.cut(name.trimmingSpaces()))' in budget \(budget.month)")
            }
            guard matches.count == 1 else {
                let ids = matches.map { "#\($0.id)" }.joined(separator: ", ")
                throw DomainError.conflict(
                    "\(matches.count) transactions are named '\(first.name)' in budget \(budget.month) (\(ids)): name one by its id")
            }
            return first
        }
    }
}
