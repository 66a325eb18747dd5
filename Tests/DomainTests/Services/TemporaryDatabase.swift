import Domain
import Foundation
import Model
import Persistence
import Shared
import TestSupport

/// The services on a real SQLite file in a fresh temporary folder; `remove()` deletes it.
struct TemporaryDatabase {
    let folder: URL
    let database: AppDatabase
    let clock = ManualClock()

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pulpe-services-\(UUID().uuidString)")
        database = try AppDatabase.open(path: folder.appendingPathComponent("pulpe.sqlite").path)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    var budgets: BudgetService { BudgetService(database: database) }
    var lines: BudgetLineService { BudgetLineService(database: database, clock: clock) }
    var transactions: TransactionService { TransactionService(database: database, clock: clock) }
    var templates: TemplateService { TemplateService(database: database) }
    var settings: SettingsService { SettingsService(database: database) }
    var goals: SavingsGoalService { SavingsGoalService(database: database, clock: clock) }
    var roundups: RoundupService { RoundupService(database: database, clock: clock) }

    /// Creates the budgets of `months` (empty unless a default template exists).
    @discardableResult
    func budgets(_ months: String...) async throws -> [Budget] {
        var created: [Budget] = []
        for text in months { created.append(try await budgets.create(month: YearMonth.parse(text)!)) }
        return created
    }
}

/// The description of the error `body` throws, or "" when it throws nothing.
func errorMessage(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void) async -> String {
    do { try await body() } catch { return "\(error)" }
    return ""
}
