import Model
import Shared

/// Docs/Domain.md §9 example A built through the services in March 2026 (calendar months), after a
/// February budget whose delta is +200, so March's rollover is 200.
struct ServiceExampleA {
    static let month = YearMonth(year: 2026, month: 3)

    let budget: Budget
    let salaire: BudgetLine
    let loyer: BudgetLine
    let courses: BudgetLine
    let epargne: BudgetLine

    @discardableResult
    static func build(in services: TestServices) async throws -> ServiceExampleA {
        try await services.budget(month.previous, delta: chf(200))
        let budget = try await services.budgets.create(month: month)
        let lines = services.lines
        let salaire = try await lines.add(budgetID: budget.id, kind: .income, name: "Salaire", amount: chf(5000), checked: true)
        let loyer = try await lines.add(budgetID: budget.id, kind: .expense, name: "Loyer", amount: chf(1500), checked: true)
        let courses = try await lines.add(budgetID: budget.id, kind: .expense, name: "Courses", amount: chf(600))
        let epargne = try await lines.add(budgetID: budget.id, kind: .saving, name: "Épargne", amount: chf(500), checked: true)
        try await services.addTransaction(budget, line: courses, "Migros", chf(250), .expense, checked: true)
        try await services.addTransaction(budget, line: courses, "Coop", chf(180), .expense, checked: true)
        try await services.addTransaction(budget, line: courses, "Marché", chf(220), .expense)
        try await services.addTransaction(budget, line: epargne, "Virement épargne", chf(500), .saving)
        try await services.addTransaction(budget, "Restaurant", chf(80), .expense, checked: true)
        try await services.addTransaction(budget, "Freelance", chf(300), .income)
        return ServiceExampleA(budget: budget, salaire: salaire, loyer: loyer, courses: courses, epargne: epargne)
    }
}
