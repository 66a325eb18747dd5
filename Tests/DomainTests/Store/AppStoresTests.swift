import Domain
import GRDB
import Model
import Persistence
import Shared
import Testing
import TestSupport

/// The stores wired together over one real database: a mutation anywhere is seen everywhere
/// at the next read, without waiting for the 30 s cache.
@MainActor @Suite struct AppStoresTests {
    let clock: ManualClock
    let stores: AppStores

    init() throws {
        clock = ManualClock()
        stores = AppStores(database: try AppDatabase.inMemory(), clock: clock)
    }

    @Test func aLineAddedInTheDetailsShowsInTheListAtOnce() async throws {
        let march = try await stores.budgetList.create(month: month(2026, 3), description: nil, templateID: nil)
        #expect(try await stores.budgetList.currentSummaries().map(\.net) == [.zero])

        _ = try await stores.budgetDetails.addLine(budgetID: march.id, kind: .income, name: "Salaire", amount: chf(5000), checked: false)

        #expect(try await stores.budgetList.currentSummaries().map(\.net) == [chf(5000)])
    }

    @Test func aTransactionInAnEarlierMonthMovesTheListsLaterBalancesAtOnce() async throws {
        let march = try await stores.budgetList.create(month: month(2026, 3), description: nil, templateID: nil)
        _ = try await stores.budgetList.create(month: month(2026, 4), description: nil, templateID: nil)
        #expect(try await stores.budgetList.currentSummaries().map(\.endingBalance) == [.zero, .zero])
        await stores.budgetDetails.select(month(2026, 4))
        #expect(stores.budgetDetails.details?.metrics.rollover == .zero)

        _ = try await stores.budgetDetails.addTransaction(NewTransaction(budgetID: march.id, name: "Restaurant", amount: chf(80),
                                                                         kind: .expense, date: day(2026, 3, 14)))

        #expect(try await stores.budgetList.currentSummaries().map(\.endingBalance) == [chf(-80), chf(-80)])
        #expect(try await stores.budgetDetails.details(for: month(2026, 4))?.metrics.rollover == chf(-80))
    }

    @Test func aBudgetCreatedInTheListIsSeenByTheDetailsAtOnce() async throws {
        await stores.budgetDetails.select(month(2026, 5))
        #expect(stores.budgetDetails.state == .empty)
        _ = try await stores.budgetList.create(month: month(2026, 5), description: "mai", templateID: nil)
        await stores.budgetDetails.select(month(2026, 5))
        #expect(stores.budgetDetails.state == .loaded)
        #expect(stores.budgetDetails.details?.budget.description == "mai")
    }

    @Test func aPayDayChangeMovesThePeriodsAtOnce() async throws {
        _ = try await stores.budgetList.create(month: month(2026, 3), description: nil, templateID: nil)
        let before = try await stores.budgetDetails.details(for: month(2026, 3))
        #expect(before?.period.start == day(2026, 3, 1))
        _ = try await stores.settings.setPayDay(27)
        let after = try await stores.budgetDetails.details(for: month(2026, 3))
        #expect(after?.period.start == day(2026, 2, 27))
        #expect(after?.period.end == day(2026, 3, 26))
    }

    @Test func invalidateAllMakesEveryStoreReload() async throws {
        _ = try await stores.budgetList.create(month: month(2026, 3), description: nil, templateID: nil)
        _ = try await stores.budgetList.currentSummaries()
        _ = try await stores.settings.current()
        await stores.budgetDetails.select(month(2026, 3))
        // Another process (here: the services directly) changes the file.
        let march = try #require(try await stores.budgetService.budget(for: month(2026, 3)))
        _ = try await stores.lineService.add(budgetID: march.id, kind: .income, name: "Salaire", amount: chf(5000))
        _ = try await stores.settingsService.setCurrency(.eur)
        #expect(try await stores.budgetList.currentSummaries().map(\.net) == [.zero])

        stores.invalidateAll()

        #expect(try await stores.budgetList.currentSummaries().map(\.net) == [chf(5000)])
        #expect(try await stores.settings.current().currency == .eur)
        #expect(try await stores.budgetDetails.details(for: month(2026, 3))?.lines.map(\.name) == ["Salaire"])
    }

    @Test func resettingEveryStoreClearsTheirState() async throws {
        _ = try await stores.budgetList.create(month: month(2026, 3), description: nil, templateID: nil)
        _ = try await stores.settings.setPayDay(27)
        _ = try await stores.budgetList.currentSummaries()
        await stores.budgetDetails.select(month(2026, 3))
        stores.budgetList.reset()
        stores.settings.reset()
        stores.budgetDetails.reset()
        #expect(stores.budgetList.summaries.isEmpty)
        #expect(stores.budgetList.state == .idle)
        #expect(stores.settings.settings == .default)
        #expect(stores.settings.state == .idle)
        #expect(stores.budgetDetails.details == nil)
        #expect(stores.budgetDetails.month == nil)
    }

    @Test func templatesAreFoundByNameOrID() async throws {
        let none = await #expect(throws: DomainError.self) { try await stores.templates.template("Mois Standard") }
        #expect(none == .notFound("no template 'Mois Standard': there are no templates yet (`template new NAME`)"))
        try stores.database.write { db in
            try db.execute(sql: """
                INSERT INTO template (id, name, name_key, is_default) VALUES (4, 'Mois Standard', 'mois standard', 1), (9, 'Été', 'été', 0)
                """)
        }
        stores.templates.invalidateCache()
        #expect(try await stores.templates.template("mois standard").template.id == 4)
        #expect(try await stores.templates.template("#9").template.id == 9)
        let unknown = await #expect(throws: DomainError.self) { try await stores.templates.template("Hiver") }
        #expect(unknown == .notFound("no template 'Hiver': templates: Mois Standard, Été"))
    }

    @Test func observersOfTheListHearAboutAMutationInTheDetails() async throws {
        let march = try await stores.budgetList.create(month: month(2026, 3), description: nil, templateID: nil)
        _ = try await stores.budgetList.currentSummaries()
        let counter = ChangeCounter()
        counter.track { _ = stores.budgetList.summaries }
        _ = try await stores.budgetDetails.addLine(budgetID: march.id, kind: .expense, name: "Loyer", amount: chf(1500), checked: true)
        await stores.budgetList.loadIfNeeded()
        #expect(counter.count == 1)
        #expect(stores.budgetList.summaries.first?.net == chf(-1500))
    }
}
