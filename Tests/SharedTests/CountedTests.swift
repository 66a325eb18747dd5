import Shared
import Testing

@Suite struct CountedTests {
    @Test func oneTakesTheSingularEveryOtherCountThePlural() {
        #expect(counted(1, "budget") == "1 budget")
        #expect(counted(0, "budget") == "0 budgets")
        #expect(counted(3, "line") == "3 lines")
        #expect(counted(1, "entry", "entries") == "1 entry")
        #expect(counted(2, "entry", "entries") == "2 entries")
    }

    @Test func twoCountsNameOnlyThoseAboveZero() {
        #expect(counted(2, "transaction", and: 1, "transfer") == "2 transactions and 1 transfer")
        #expect(counted(1, "transaction", and: 0, "transfer") == "1 transaction")
        #expect(counted(0, "transaction", and: 3, "transfer") == "3 transfers")
        #expect(counted(0, "transaction", and: 0, "transfer") == "0 transactions")
    }

    @Test func wordsAreListedAsASentenceListsThem() {
        #expect(listed([]) == "")
        #expect(listed(["Main"]) == "Main")
        #expect(listed(["Main", "Savings"]) == "Main and Savings")
        #expect(listed(["Main", "Savings", "Visa"]) == "Main, Savings and Visa")
    }
}
