import GRDB
import Importing
import Model
import TestSupport
import Testing

/// The `tx parse` patterns: numbered by what they say, so two devices holding the same patterns
/// (added in different orders, so with different local ids) number them alike.
@Suite struct ImportSetupServicePatternTests {
    private func setup() throws -> ImportSetupService {
        ImportSetupService(database: try TestServices().database)
    }

    @Test func patternsAreNumberedByKeywordThenSourceWhateverOrderTheyWereAddedIn() async throws {
        let first = try setup()
        let second = try setup()
        let added = [("Paid", Kind.expense, nil), ("TWINT:", .expense, "twint"), ("Refund", .income, nil), ("Paid", .expense, "bank")]
        for (keyword, kind, source) in added { _ = try await first.addPattern(keyword: keyword, kind: kind, source: source) }
        for (keyword, kind, source) in added.reversed() { _ = try await second.addPattern(keyword: keyword, kind: kind, source: source) }
        let expected = ["Paid/-", "Paid/bank", "Refund/-", "TWINT:/twint"]
        #expect(try await first.patterns().map { "\($0.keyword)/\($0.source ?? "-")" } == expected)
        #expect(try await second.patterns().map { "\($0.keyword)/\($0.source ?? "-")" } == expected)
        // The ids differ between the two, the numbers do not.
        #expect(try await first.patterns().map(\.id) != second.patterns().map(\.id))
        // `pattern remove 2` removes the same pattern on each.
        #expect(try await first.removePattern(number: 2).source == "bank")
        #expect(try await second.removePattern(number: 2).source == "bank")
    }

    @Test func addingSaysTheNumberTheListGivesIt() async throws {
        let service = try setup()
        #expect(try await service.addPattern(keyword: "TWINT:", kind: .expense, source: "twint").number == 1)
        let added = try await service.addPattern(keyword: "Paid", kind: .expense, source: nil)
        #expect(added.number == 1)
        #expect(try await service.patterns().first == added.pattern)
    }

    @Test func aNumberOutsideTheListSaysWhichNumbersThereAre() async throws {
        let service = try setup()
        await #expect(throws: DomainError.invalidArgument("no pattern 1: there is none yet (pattern add KEYWORD --kind income|expense)")) {
            try await service.removePattern(number: 1)
        }
        _ = try await service.addPattern(keyword: "Paid", kind: .expense, source: nil)
        await #expect(throws: DomainError.invalidArgument("no pattern 2: the numbers run from 1 to 1 (pattern list)")) {
            try await service.removePattern(number: 2)
        }
        #expect(try await service.patterns().count == 1)
    }
}
