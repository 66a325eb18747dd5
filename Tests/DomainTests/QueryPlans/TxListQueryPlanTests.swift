import Foundation
import Model
import Persistence
import Shared
import Testing

/// `tx list` across periods finds its page by index: a category or a date range over every budget
/// reads the rows in the order asked for, never sorting the whole history. No timing here.
@Suite struct TxListQueryPlanTests {
    @Test func aCategoryAcrossBudgetsIsReadInDateOrderByIndex() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let plans = try await fixture.plans {
            try $0.ledger.forEach(TransactionQuery(category: "Food", descending: true, limit: 20)) { _, _ in }
        }
        let page = try #require(plans.first { $0.reads("tx") && $0.sql.contains("ORDER BY") })
        #expect(page.uses(index: "tx_by_category"), "\(page)")
        #expect(!page.sortsInTemporaryTree, "\(page)")
    }

    @Test func aDateRangeIsReadInDateOrderByIndex() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let since = LocalDate(year: 2026, month: 6, day: 2)
        let plans = try await fixture.plans {
            try $0.ledger.forEach(TransactionQuery(since: since, limit: 20)) { _, _ in }
            _ = try $0.ledger.totals(TransactionQuery(since: since))
        }
        for plan in plans where plan.reads("tx") {
            #expect(plan.uses(index: "tx_by_date"), "\(plan)")
            #expect(!plan.scans, "\(plan)")
        }
        let page = try #require(plans.first { $0.reads("tx") && $0.sql.contains("ORDER BY") })
        #expect(!page.sortsInTemporaryTree, "\(page)")
    }

    @Test func aPagesTotalsByCategoryLineOrKindReadTheStoredTotals() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let plans = try await fixture.plans {
            _ = try $0.ledger.totals(TransactionQuery(budgetID: $0.budgetID, kind: .expense))
            _ = try $0.ledger.totals(TransactionQuery(lineID: $0.groceriesID))
            _ = try $0.ledger.totals(TransactionQuery(category: "Food"))
        }
        #expect(plans.count == 3)
        for plan in plans { #expect(!plan.reads("tx"), "\(plan)") }
    }

    @Test func otherFiltersSumTheBudgetsTransactionsByIndex() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let plans = try await fixture.plans { _ = try $0.ledger.totals(TransactionQuery(budgetID: $0.budgetID, search: "mig")) }
        let totals = try #require(plans.first { $0.reads("tx") })
        #expect(totals.uses(index: "tx_by_budget"), "\(totals)")
    }

    @Test func aSearchOfThreeCharactersOrMoreReadsOnlyTheRowsTheIndexGives() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let plans = try await fixture.plans {
            try $0.ledger.forEach(TransactionQuery(search: "migr", descending: true, limit: 20)) { _, _ in }
            _ = try $0.ledger.totals(TransactionQuery(search: "migr"))
        }
        let reads = plans.filter { $0.reads("tx") }
        #expect(reads.count == 2)
        for plan in reads {
            #expect(plan.details.contains { $0.hasPrefix("SCAN tx_search VIRTUAL TABLE") }, "\(plan)")
            #expect(plan.details.contains { $0.hasPrefix("SEARCH tx USING INTEGER PRIMARY KEY") }, "\(plan)")
            #expect(!plan.details.contains { $0 == "SCAN tx" || $0.hasPrefix("SCAN tx USING") }, "\(plan)")
        }
    }

    @Test func aSearchsPageAndTotalsLookTheMatchesUpOnce() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let plans = try await fixture.plans {
            _ = try $0.ledger.forEachOnPage(TransactionQuery(search: "migr", descending: true, limit: 20)) { _, _ in }
        }
        let reads = plans.filter { $0.reads("tx") }
        #expect(reads.count == 2, "\(plans)")
        let matches = try #require(reads.first { $0.sql.contains("MATERIALIZED") })
        #expect(matches.details.filter { $0.hasPrefix("SCAN tx_search VIRTUAL TABLE") }.count == 1, "\(matches)")
        #expect(!matches.details.contains { $0 == "SCAN tx" || $0.hasPrefix("SCAN tx USING") }, "\(matches)")
        let page = try #require(reads.first { $0.sql.contains("json_each") })
        #expect(page.details.contains { $0.hasPrefix("SEARCH tx USING INTEGER PRIMARY KEY") }, "\(page)")
        #expect(!page.details.contains { $0.contains("tx_search") }, "\(page)")
    }
}
