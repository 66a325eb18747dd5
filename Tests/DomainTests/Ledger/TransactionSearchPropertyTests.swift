import Foundation
import GRDB
import Importing
import Ledger
import Maintenance
import Model
import Persistence
import PropertyBased
import Shared
import TestSupport
import Testing

/// `tx list --search` through the search index gives the rows and the count a plain recount gives:
/// random names, categories and bank words with accents, imported in bulk, then renamed, removed,
/// undone and redone, searched with terms of one to six characters; the recount reads every row's
/// stored keys and looks for the folded term in them, in Swift.
@Suite struct TransactionSearchPropertyTests {
    /// Letters that fold together (é, É, e, ë; Ａ, a; ß; Ж, ж), letters the fold keeps beyond ASCII
    /// (œ, λ: several bytes each, one trigram character) and a space, so terms meet and miss.
    static let alphabet: [String] = ["a", "b", "é", "É", "e", "ë", "ç", "C", "Ａ", "ß", "œ", "λ", "Ж", "ж", " ", "-", "\""]

    /// A text of `length` letters of `alphabet`, drawn from `seed`.
    static func text(_ seed: inout Int, length: Int) -> String {
        var text = ""
        for _ in 0..<length {
            text += alphabet[seed % alphabet.count]
            seed /= alphabet.count
            if seed == 0 { seed = 7_919 * (text.count + 3) }
        }
        return text
    }

    /// A statement row from `seed`: a name, maybe a category, bank words and a reference, in 2026-11.
    static func row(_ seed: Int, line: Int) -> ImportInput {
        var rest = seed
        func pick(_ count: Int) -> Int {
            let value = rest % count
            rest /= count
            return value
        }
        let date = LocalDate(year: 2026, month: 11, day: 1 + pick(30))
        let cents = Int64(1 + pick(50_000)) * (pick(3) == 0 ? 1 : -1)
        var letters = seed / 7 + 1
        let payee = "p" + text(&letters, length: 1 + pick(8))
        let category = pick(3) == 0 ? nil : text(&letters, length: 1 + pick(5))
        let words = pick(2) == 0 ? nil : text(&letters, length: 3 + pick(10))
        let reference = pick(3) == 0 ? "R-\(seed % 997)" : nil
        return .row(
            ImportRow(
                line: line, date: date, amount: Money(cents: cents), payee: payee, reference: reference, category: category,
                text: words, fingerprint: "f\(seed)-\(line)"))
    }

    /// The ids of the transactions whose stored keys hold `term` folded, in date and id order:
    /// `tx list --search` as it was before the index, recounted in Swift.
    static func recount(_ database: AppDatabase, _ term: String) throws -> [Int64] {
        let key = SearchKey.make(term)
        let rows = try database.read {
            try Row.fetchAll($0, sql: "SELECT id, search_name, search_category, search_bank FROM tx ORDER BY date, id")
        }
        return rows.filter { row in
            key.isEmpty
                || (1...3).contains { (index: Int) in
                    guard let stored = String.fromDatabaseValue(row[index] as DatabaseValue) else { return false }
                    return stored.utf8.firstRange(of: key.utf8) != nil
                }
        }.map { $0[0] }
    }

    /// Terms of one to six characters: half cut from a stored name, category or bank text, half drawn.
    static func terms(_ seeds: [Int], from database: AppDatabase) throws -> [String] {
        let texts = try database.read {
            try String?.fetchAll($0, sql: "SELECT name FROM tx UNION SELECT category FROM tx UNION SELECT bank_text FROM tx")
        }.compactMap { $0 }.filter { !$0.isEmpty }
        return seeds.map { seed in
            var rest = seed
            let length = 1 + rest % 6
            rest /= 6
            if rest % 2 == 0, !texts.isEmpty {
                let characters = Array(texts[rest / 2 % texts.count])
                let start = rest / 7 % characters.count
                return String(characters[start..<min(characters.count, start + length)])
            }
            return text(&rest, length: length)
        }
    }

    /// Runs `body` and claims what it wrote as one journal unit, as a command does.
    static func asUnit(_ fixture: DatabaseFixture, _ text: String, _ body: () async throws -> Void) async throws {
        let high = try fixture.database.read(Journal.highWater)
        try await body()
        _ = try fixture.database.write { try Journal.claim($0, after: high, unitID: nil, text: text) }
    }

    /// Each term's rows, page of 20 and count, from the service against the recount.
    static func expectSameAnswers(_ database: AppDatabase, terms: [String]) throws {
        let ledger = TransactionService(database: database)
        for term in terms {
            let expected = try recount(database, term)
            var listed: [Int64] = []
            try ledger.forEach(TransactionQuery(search: term)) { transaction, _ in listed.append(transaction.id) }
            #expect(listed == expected, "--search '\(term)'")
            var page: [Int64] = []
            try ledger.forEach(TransactionQuery(search: term, descending: true, limit: 20)) { transaction, _ in
                page.append(transaction.id)
            }
            #expect(page == Array(expected.reversed().prefix(20)), "--search '\(term)' --desc --limit 20")
            #expect(try ledger.totals(TransactionQuery(search: term, limit: 20)).count == expected.count, "count of '\(term)'")
            // The page and totals read in one pass: the same rows as the two passes, in every order.
            for sort in TransactionQuery.Sort.allCases {
                let query = TransactionQuery(search: term, sort: sort, descending: term.count % 2 == 0, limit: 7, offset: 3)
                var twoPasses: [Int64] = []
                try ledger.forEach(query) { transaction, _ in twoPasses.append(transaction.id) }
                var onePass: [Int64] = []
                let totals = try ledger.forEachOnPage(query) { transaction, _ in onePass.append(transaction.id) }
                #expect(onePass == twoPasses, "--search '\(term)' --sort \(sort) --limit 7 --offset 3")
                #expect(totals == (try ledger.totals(query)), "totals of '\(term)'")
                #expect(totals.count == expected.count, "count of '\(term)'")
            }
        }
    }

    @Test func theIndexFindsWhatARecountFinds() async throws {
        await propertyCheck(
            count: 20, input: Gen.int(in: 0...Int.max).array(of: 1...40), Gen.int(in: 0...Int.max).array(of: 10...30)
        ) { seeds, termSeeds in
            do {
                let fixture = try DatabaseFixture()
                let budget = try await fixture.budgets.create(month: month("2026-11"))
                var iterator = seeds.enumerated().map { Self.row($1, line: $0 + 2) }.makeIterator()
                try await Self.asUnit(fixture, "import") {
                    _ = try ImportService(database: fixture.database).importRows(ImportRequest(source: "bank")) { iterator.next() }
                }
                try await Self.asUnit(fixture, "tx add") {
                    _ = try await fixture.transactions.add(
                        NewTransaction(
                            budgetID: budget.id, name: "Dental Éa", amount: money("12"), kind: .expense, date: date("2026-11-05"),
                            category: "Sänté"))
                }
                try Self.expectSameAnswers(fixture.database, terms: try Self.terms(termSeeds, from: fixture.database))

                // Renamed (the bank's words kept), removed, then both undone and redone.
                let ids = try fixture.database.read { try Int64.fetchAll($0, sql: "SELECT id FROM tx ORDER BY id") }
                try await Self.asUnit(fixture, "rename") {
                    for (index, id) in ids.enumerated() where index % 3 == 0 {
                        var letters = termSeeds[index % termSeeds.count]
                        _ = try await fixture.transactions.update(id: id, name: "n" + Self.text(&letters, length: 4))
                    }
                }
                try await Self.asUnit(fixture, "remove") {
                    for (index, id) in ids.enumerated() where index % 4 == 1 { _ = try await fixture.transactions.remove(id: id) }
                }
                let terms = try Self.terms(termSeeds, from: fixture.database)
                try Self.expectSameAnswers(fixture.database, terms: terms)
                let history = HistoryService(database: fixture.database)
                _ = try await history.undo(2)
                try Self.expectSameAnswers(fixture.database, terms: terms)
                _ = try await history.redo(2)
                try Self.expectSameAnswers(fixture.database, terms: terms)
                #expect(try DatabaseDoctor(database: fixture.database).examine().problems.map(\.message) == [])
            } catch {
                Issue.record("unexpected error: \(error)")
            }
        }
    }

    /// Hand-counted: "dent" is in two names and a category, "4711" in bank words only, "é" (one
    /// character, no index) folds to "e" and is in all four rows.
    @Test func handCountedSearches() async throws {
        let fixture = try DatabaseFixture()
        let budget = try await fixture.budgets.create(month: month("2026-11"))
        var rows: [ImportInput] = [
            .row(ImportRow(line: 2, date: date("2026-11-02"), amount: money("-120"), payee: "Dental clinic", fingerprint: "a")),
            .row(
                ImportRow(line: 3, date: date("2026-11-03"), amount: money("-40"), payee: "Migros", category: "Dentiste", fingerprint: "b")),
            .row(
                ImportRow(
                    line: 4, date: date("2026-11-04"), amount: money("-50"), payee: "Phone", text: "Rechnung 4711 Swisscom",
                    fingerprint: "c")),
        ].reversed()
        _ = try ImportService(database: fixture.database).importRows(ImportRequest(source: "bank")) { rows.popLast() }
        _ = try await fixture.transactions.add(
            NewTransaction(budgetID: budget.id, name: "DENTALUX Épi", amount: money("9"), kind: .expense, date: date("2026-11-05")))
        let ledger = fixture.transactions
        func names(_ term: String) throws -> [String] {
            var names: [String] = []
            try ledger.forEach(TransactionQuery(search: term)) { transaction, _ in names.append(transaction.name) }
            return names
        }
        #expect(try names("dent") == ["Dental clinic", "Migros", "DENTALUX Épi"])
        #expect(try ledger.totals(TransactionQuery(search: "dent")).count == 3)
        #expect(try names("4711") == ["Phone"])
        #expect(try names("ÉPI") == ["DENTALUX Épi"])
        #expect(try names("é") == ["Dental clinic", "Migros", "Phone", "DENTALUX Épi"])
        #expect(try names("ntal c") == ["Dental clinic"])
        #expect(try ledger.totals(TransactionQuery(search: "zzz")).count == 0)
        // The second and third of the three "dent" rows, newest first, and the sums of all three.
        var page: [String] = []
        let totals = try ledger.forEachOnPage(TransactionQuery(search: "dent", descending: true, limit: 2, offset: 1)) {
            transaction, _ in page.append(transaction.name)
        }
        #expect(page == ["Migros", "Dental clinic"])
        #expect(totals == TransactionTotals(count: 3, expense: money("169")))
        #expect(try ledger.forEachOnPage(TransactionQuery(search: "zzz", limit: 2)) { _, _ in } == TransactionTotals())
    }
}
