import GRDB
import Model
import PropertyBased
import Reporting
import Shared
import TestSupport
import Testing

/// Every report read from the stored totals equals the same report counted in Swift from the raw
/// transactions, for random data, month ranges, kinds and groupings.
@Suite struct ReportServicePropertyTests {
    @Test func storedTotalsGiveTheReportsOfTheRawRows() async {
        await propertyCheck(
            count: 25, input: Gen.int(in: 0...Int.max).array(of: 20...50), Gen.int(in: 0...2), Gen.int(in: 0...2), Gen.int(in: 0...3)
        ) { seeds, first, length, kindIndex in
            do {
                let fixture = try TemporaryDatabase()
                for seed in seeds { try await ReportAggregatePropertyTests.apply(seed, to: fixture) }
                // Commands write `typed`; some rows become imported and some predate the column (NULL).
                try fixture.database.write { db in
                    try db.execute(
                        sql: "UPDATE tx SET source = CASE (id + ?) % 3 WHEN 0 THEN 'import camt' WHEN 1 THEN NULL ELSE source END",
                        arguments: [first])
                }
                let months = ReportAggregatePropertyTests.months.map(month)
                let range = months[first]...months[min(months.count - 1, first + length)]
                let kind: Kind? = kindIndex < 3 ? Kind.allCases[kindIndex] : nil
                let reports = ReportService(database: fixture.database)
                let expected = try await Self.reference(fixture, months: range, kind: kind)
                for grouping in ReportGrouping.allCases {
                    let groups = try await reports.groups(span: .months(range), payDay: 1, kind: kind, by: grouping)
                    let got = Dictionary(
                        uniqueKeysWithValues: groups.map {
                            ("\($0.key ?? "∅")|\($0.label)", ReportAggregate(amount: $0.amount, count: $0.count))
                        })
                    #expect(got == expected[grouping], "\(grouping) \(range) \(kind?.rawValue ?? "all")")
                }
            } catch {
                Issue.record("unexpected error: \(error)")
            }
        }
    }

    /// The groups counted from every transaction of the range, keyed `key|label` as the service labels them.
    static func reference(_ fixture: TemporaryDatabase, months: ClosedRange<YearMonth>, kind: Kind?) async throws
        -> [ReportGrouping: [String: ReportAggregate]]
    {
        try fixture.database.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT b.month, t.kind, t.category, t.name_key, t.name, l.name_key, l.name, t.amount_cents, t.source
                    FROM tx t JOIN budget b ON b.id = t.budget_id LEFT JOIN budget_line l ON l.id = t.budget_line_id
                    WHERE b.month BETWEEN ? AND ?
                    """, arguments: [months.lowerBound.description, months.upperBound.description])
            var result: [ReportGrouping: [String: ReportAggregate]] = [:]
            var labels: [ReportGrouping: [String: String]] = [:]
            var sums: [ReportGrouping: [String: ReportAggregate]] = [:]
            for row in rows {
                let rowKind: String = row[1]
                if let kind, rowKind != kind.rawValue { continue }
                let category: String? = row[2]
                let keys: [(ReportGrouping, String?, String?)] = [
                    (.category, category, category), (.line, row[5], row[6]), (.kind, rowKind, rowKind),
                    (.name, row[3], row[4]), (.month, row[0], row[0]),
                    (.source, (row[8] as String?) ?? "unknown", (row[8] as String?) ?? "unknown"),
                ]
                for (grouping, key, label) in keys {
                    let id = key ?? "∅"
                    // The service labels a group with the largest of its names (SQL's MAX).
                    if let label, labels[grouping]?[id].map({ $0 < label }) ?? true { labels[grouping, default: [:]][id] = label }
                    sums[grouping, default: [:]][id, default: ReportAggregate()].amount += Money(cents: row[7])
                    sums[grouping, default: [:]][id, default: ReportAggregate()].count += 1
                }
            }
            for grouping in ReportGrouping.allCases {
                var byLabel: [String: ReportAggregate] = [:]
                for (id, total) in sums[grouping] ?? [:] {
                    byLabel["\(id)|\(labels[grouping]?[id] ?? grouping.noneLabel)"] = total
                }
                result[grouping] = byLabel
            }
            return result
        }
    }
}
