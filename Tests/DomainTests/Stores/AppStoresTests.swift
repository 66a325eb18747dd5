import GRDB
import Model
import Persistence
import Shared
import Stores
import TestSupport
import Testing

/// The stores over one real database: a change anywhere (through a store, a service, plain SQL,
/// another process) is seen by every store that reads what it touched at the next read, without
/// waiting for the 30 s cache; what it did not touch stays cached.
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

        _ = try await stores.budgetDetails.addTransaction(
            NewTransaction(
                budgetID: march.id, name: "Restaurant", amount: chf(80),
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

    @Test func writesPastTheStoresAreSeenAtOnce() async throws {
        _ = try await stores.budgetList.create(month: month(2026, 3), description: nil, templateID: nil)
        _ = try await stores.budgetList.currentSummaries()
        _ = try await stores.settings.current()
        await stores.budgetDetails.select(month(2026, 3))
        // The services, not the stores, change the database.
        let march = try #require(try await stores.budgetService.budget(for: month(2026, 3)))
        _ = try await stores.lineService.add(budgetID: march.id, kind: .income, name: "Salaire", amount: chf(5000))
        _ = try await stores.settingsService.setCurrency(.eur)

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
        #expect(none == .noTemplate("Mois Standard", known: []))
        #expect(none?.description == "no template 'Mois Standard': there are no templates yet (`template new NAME`)")
        try stores.database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO template (id, name, name_key, is_default) VALUES (4, 'Mois Standard', 'mois standard', 1), (9, 'Été', 'été', 0)
                    """)
        }
        #expect(try await stores.templates.template("mois standard").template.id == 4)
        #expect(try await stores.templates.template("#9").template.id == 9)
        let unknown = await #expect(throws: DomainError.self) { try await stores.templates.template("Hiver") }
        #expect(unknown == .noTemplate("Hiver", known: ["Mois Standard", "Été"]))
        #expect(unknown?.description == "no template 'Hiver': templates: Mois Standard, Été")
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

    @Test func aChangeReloadsOnlyTheStoresThatReadWhatItTouched() async throws {
        _ = try await stores.templates.create(name: "Normal", description: nil, isDefault: true)
        _ = try await stores.templates.currentTemplates()
        _ = try await stores.settings.current()
        let templates = ChangeCounter()
        let settings = ChangeCounter()
        templates.track { _ = stores.templates.templates }
        settings.track { _ = stores.settings.settings }

        _ = try await stores.goals.create(NewSavingsGoal(name: "Car"), today: day(2026, 3, 1))
        _ = try await stores.templates.currentTemplates()
        _ = try await stores.settings.current()
        #expect(templates.count == 0)
        #expect(settings.count == 0)

        _ = try await stores.settingsService.setPayDay(25)
        _ = try await stores.templates.currentTemplates()
        _ = try await stores.settings.current()
        #expect(templates.count == 0)
        #expect(settings.count == 1)
    }

    @Test func aRolledBackChangeLeavesTheCachesRight() async throws {
        _ = try await stores.budgetList.create(month: month(2026, 3), description: nil, templateID: nil)
        #expect(try await stores.budgetList.currentSummaries().count == 1)
        // A command adds a budget, reads it through the store, then fails: everything is undone.
        await #expect(throws: DomainError.self) {
            try await stores.database.unitOfWork {
                _ = try await stores.budgetList.create(month: month(2026, 4), description: nil, templateID: nil)
                #expect(try await stores.budgetList.currentSummaries().count == 2)
                throw DomainError.conflict("the command failed")
            }
        }
        #expect(try await stores.budgetList.currentSummaries().count == 1)
        // The same inside a script-wide transaction, rolled back at the end.
        try stores.database.beginOuterTransaction()
        _ = try await stores.budgetList.create(month: month(2026, 5), description: nil, templateID: nil)
        #expect(try await stores.budgetList.currentSummaries().count == 2)
        try stores.database.endOuterTransaction(commit: false)
        #expect(try await stores.budgetList.currentSummaries().count == 1)
    }

    @Test func anotherProcessesCommitIsSeenAtOnce() async throws {
        let file = TemporaryDatabaseFile()
        let stores = AppStores(database: try file.open(), clock: clock)
        let otherProcess = AppStores(database: try file.open(), clock: clock)
        #expect(try await stores.goals.currentGoals(today: day(2026, 3, 1)).isEmpty)
        _ = try await otherProcess.goals.create(NewSavingsGoal(name: "Car"), today: day(2026, 3, 1))
        #expect(try await stores.goals.currentGoals(today: day(2026, 3, 1)).map(\.goal.name) == ["Car"])
    }
}
