import GRDB
import Testing

@testable import Syncing

/// Queueing changes for the household looks up each row's global id: one index seek each, so a
/// sync with N changes waiting is linear in N (it walked the primary key, N² in all).
@Suite struct SyncQueryPlanTests {
    @Test func aRowsGlobalIDIsFoundByOneSeek() async throws {
        let fixture = try await QueryPlanFixture()
        defer { fixture.cleanUp() }
        let plans = try await fixture.plans { fixture in
            try fixture.database.write { db in
                let identity = SyncIdentity(try SyncTable.all(db))
                let tx = try #require(identity.tables["tx"])
                _ = try identity.gid(db, table: tx, key: 1.databaseValue)
                _ = try identity.gid(db, table: tx, key: 1.databaseValue)
            }
        }
        let lookups = plans.filter { $0.sql.hasPrefix("SELECT gid FROM sync_row") }
        #expect(lookups.count == 2)
        for lookup in lookups {
            #expect(lookup.uses(index: "sync_row_by_local"), "\(lookup)")
            #expect(lookup.detail.contains("local_id=?"), "\(lookup)")
            #expect(!lookup.sortsInTemporaryTree, "\(lookup)")
        }
    }
}
