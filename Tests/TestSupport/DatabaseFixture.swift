import DomainKit
import Foundation
import GRDB
import Goals
import Ledger
import Model
import Persistence
import Planning
import Shared

/// The one database fixture: every service on a real SQLite file (WAL, triggers, foreign keys) in
/// a fresh temporary folder, sharing one manual clock. The folder goes with the last copy.
public struct DatabaseFixture: Sendable {
    public let file: TemporaryDatabaseFile
    public let database: AppDatabase
    public let clock: ManualClock
    public let settings: SettingsService
    public let budgets: BudgetService
    public let lines: BudgetLineService
    public let transactions: TransactionService
    public let templates: TemplateService
    public let spreads: SpreadService
    public let goals: SavingsGoalService
    public let roundups: RoundupService

    public init() throws {
        file = TemporaryDatabaseFile()
        database = try file.open()
        clock = ManualClock()
        settings = SettingsService(database: database)
        budgets = BudgetService(database: database)
        lines = BudgetLineService(database: database, clock: clock)
        transactions = TransactionService(database: database, clock: clock)
        templates = TemplateService(database: database)
        spreads = SpreadService(database: database)
        goals = SavingsGoalService(database: database, clock: clock)
        roundups = RoundupService(database: database, clock: clock)
    }

    /// The folder holding the file.
    public var folder: URL { URL(fileURLWithPath: file.folder) }

    /// Deletes the folder now, for tests that check it is gone; otherwise it goes with the fixture.
    public func remove() { try? FileManager.default.removeItem(atPath: file.folder) }

    /// The number of rows in `table`.
    public func count(_ table: String) throws -> Int {
        try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \(table)") ?? -1 }
    }

    /// Creates the budgets of `months` (empty unless a default template exists).
    @discardableResult
    public func budgets(_ months: String...) async throws -> [Budget] {
        var created: [Budget] = []
        for text in months { created.append(try await budgets.create(month: month(text))) }
        return created
    }
}
