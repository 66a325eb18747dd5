import Model
import Shared
import Stores
import TestSupport

/// Where a store test starts: a temporary database, the app's stores on its clock, and an empty
/// budget for 2026-11. Remove the database with `fixture.db.remove()`.
@MainActor
struct StoreFixture {
    let db: TemporaryDatabase
    let stores: AppStores
    let budgetID: Int64

    init() async throws {
        db = try TemporaryDatabase()
        stores = AppStores(database: db.database, clock: db.clock)
        budgetID = try await stores.budgetList.create(month: month("2026-11"), description: nil, templateID: nil).id
    }
}
