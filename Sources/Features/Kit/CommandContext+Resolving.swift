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

    /// The budget as the command names it, for a service to resolve in its own transaction:
    /// `--budget MONTH`, else the budget open in the REPL, else the period of `date` (or today).
    public func budgetChoice(explicit: YearMonth?, date: LocalDate? = nil) -> BudgetChoice {
        if let month = explicit ?? openMonth { return .month(month) }
        return .periodOf(date ?? today)
    }

    /// A line as the command names it, for a service to resolve: `#ID` must be in the budget only
    /// when `--budget` named one.
    public func lineReference(_ text: String, explicitBudget: YearMonth?) -> LineReference {
        LineReference(text, in: budgetChoice(explicit: explicitBudget), idMustBeInBudget: explicitBudget != nil)
    }

    /// A transaction as the command names it; `last` becomes the id it stands for here.
    public func transactionReference(_ text: String, explicitBudget: YearMonth?) throws -> TransactionReference {
        switch EntityReference(text) {
        case .id(let id): return .id(id)
        case .last:
            guard let id = lastTransactionID else { throw DomainError.noLastTransaction }
            return .id(id)
        case .name(let name): return .name(name, in: budgetChoice(explicit: explicitBudget))
        }
    }

    /// Runs `body`, which adds transactions without naming them (an import), and makes `last` the
    /// newest it added, if any: rows are inserted in order, so the highest id is the last one.
    /// Example: `import csv nov.csv` adding #12…#40, then `tx show last` → #40.
    public func trackingLast<T>(_ body: () async throws -> T) async throws -> T {
        let before = try await stores.transactionService.newestID()
        let result = try await body()
        if let after = try await stores.transactionService.newestID(), after != before { lastTransactionID = after }
        return result
    }

    public func resolveBudget(explicit: YearMonth?, date: LocalDate? = nil) async throws -> Budget {
        let month = try await budgetMonth(explicit: explicit, date: date)
        guard let budget = try await stores.budgetService.budget(for: month) else {
            throw DomainError.noBudget(month)
        }
        return budget
    }

    /// A line by `#ID` (anywhere, unless `--budget` names another month) or by name in the budget.
    public func resolveLine(_ text: String, explicitBudget: YearMonth?) async throws -> BudgetLine {
        switch EntityReference(text) {
        case .id(let id):
            guard let line = try await stores.lineService.line(id: id) else {
                throw DomainError.noLineID(id)
            }
            if explicitBudget != nil {
                let budget = try await resolveBudget(explicit: explicitBudget)
                guard budget.id == line.budgetID else {
                    throw DomainError.lineNotInBudget(lineID: id, month: budget.month)
                }
            }
            return line
        case .last, .name:
            let budget = try await resolveBudget(explicit: explicitBudget)
            guard let line = try await stores.lineService.line(named: text, budgetID: budget.id) else {
                let names = try await stores.lineService.lines(budgetID: budget.id).map(\.name)
                throw DomainError.noLineNamed(text, month: budget.month, suggestion: EditDistance.nearest(to: text, in: names))
            }
            return line
        }
    }
}
