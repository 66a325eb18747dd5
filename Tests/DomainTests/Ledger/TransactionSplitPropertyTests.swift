import GRDB
import Maintenance
import Model
import PropertyBased
import Shared
import TestSupport
import Testing

/// Random adds, splits (good and bad), re-splits, joins, checks, removals and line changes of
/// parts: every movement keeps the amount it was added with (an independent record kept here),
/// its parts share its date and check, and `doctor` finds every kept sum (lines, free sums,
/// accounts, reports) equal to its recount.
@Suite struct TransactionSplitPropertyTests {
    @Test func movementsKeepTheirAmountAndEverySumItsRecount() async throws {
        await propertyCheck(count: 25, input: Gen.int(in: 0...Int.max).array(of: 10...40)) { steps in
            let fixture = try #require(try? DatabaseFixture())
            let march = try #require(try? await fixture.budgets.create(month: YearMonth(year: 2026, month: 3)))
            var lines: [BudgetLine] = []
            for (kind, name) in [(Kind.expense, "Food"), (.expense, "Home"), (.saving, "Trip"), (.income, "Pay"), (.income, "Gift")] {
                lines.append(
                    try await #require(try? fixture.lines.add(budgetID: march.id, kind: kind, name: name, amount: Money(units: 500))))
            }
            // The record: each movement's first part → the amount it was added with.
            var record: [Int64: Money] = [:]
            for (index, seed) in steps.enumerated() {
                do {
                    try await Self.apply(seed, fixture, march, lines, &record)
                } catch let error as DomainError {
                    _ = error  // A refused step (a bad split, a part removed alone) must change nothing: checked below.
                } catch {
                    Issue.record("step \(index): \(error)")
                    return
                }
                let stored = try #require(
                    try? fixture.database.read { db in
                        try Row.fetchAll(db, sql: "SELECT coalesce(split_of, id), sum(amount_cents) FROM tx GROUP BY 1")
                    })
                let movements = Dictionary(uniqueKeysWithValues: stored.map { (($0[0] as Int64), Money(cents: $0[1])) })
                #expect(movements == record, "after step \(index) of \(steps)")
                let problems = (try? DatabaseDoctor(database: fixture.database).examine().problems.map(\.message)) ?? ["doctor failed"]
                #expect(problems == [], "after step \(index) of \(steps)")
                if movements != record || !problems.isEmpty { return }
            }
        }
    }

    static func apply(_ seed: Int, _ fixture: DatabaseFixture, _ march: Budget, _ lines: [BudgetLine], _ record: inout [Int64: Money])
        async throws
    {
        let firsts = record.keys.sorted()
        let pick = { firsts[(seed / 11) % firsts.count] }
        switch (seed / 3) % 7 {
        case 0, 1:
            let kind = [Kind.expense, .saving, .income][seed % 3]
            let amount = Money(cents: Int64((seed / 7) % 50_000 + 1))
            let added = try await fixture.transactions.add(
                NewTransaction(
                    budgetID: march.id, lineID: nil, name: "t\(seed % 5)", amount: amount, kind: kind,
                    date: LocalDate(year: 2026, month: 3, day: seed % 28 + 1)))
            record[added.id] = amount
        case 2, 3:
            guard !firsts.isEmpty else { return }
            let first = pick()
            let total = try #require(record[first])
            let count = min(seed % 3 + 2, Int(total.cents))
            guard count >= 2 else { return }
            let direction = try #require(try await fixture.transactions.transaction(id: first)).kind
            let fitting = lines.filter { SplitFormulas.sameDirection($0.kind, direction) }
            var left = total.cents
            var parts: [SplitPart] = []
            for index in 0..<count {
                let cents =
                    index == count - 1 ? left : max(1, min(left - Int64(count - index - 1), Int64((seed / (index + 13)) % 9_000 + 1)))
                left -= cents
                // Lines are named once; a free part may repeat.
                let line = index < fitting.count && (seed / (index + 2)) % 3 != 0 ? fitting[index].name : nil
                parts.append(SplitPart(line: line, amount: Money(cents: cents)))
            }
            // One step in five is a split a cent off, which must be refused.
            if seed % 5 == 0 { parts[0].amount = parts[0].amount + Money(cents: 1) }
            _ = try await fixture.transactions.split(.id(first), into: parts)
        case 4:
            guard !firsts.isEmpty else { return }
            _ = try await fixture.transactions.unsplit(.id(pick()))
        case 5:
            guard !firsts.isEmpty else { return }
            // Any part: a later part alone is refused, a first part takes its movement with it.
            let ids = try fixture.database.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM tx ORDER BY id") }
            let id = ids[(seed / 13) % ids.count]
            let removed = try await fixture.transactions.remove(.id(id))
            record[removed.transaction.id] = nil
        default:
            guard !firsts.isEmpty else { return }
            let ids = try fixture.database.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM tx ORDER BY id") }
            _ = try await fixture.transactions.setChecked(.id(ids[(seed / 13) % ids.count]), seed % 2 == 0)
        }
    }
}
