import Testing

@testable import Terminal

@Suite struct CompletionMatchesTests {
    @Test func noCandidateGivesNothing() {
        #expect(CompletionMatches.readlineArray(candidates: [], word: "x") == [])
    }

    @Test func singleMatchEndsWithASpace() {
        #expect(CompletionMatches.readlineArray(candidates: ["transactions"], word: "tra") == ["transactions "])
        #expect(CompletionMatches.readlineArray(candidates: ["budget", "budget"], word: "b") == ["budget "])
    }

    @Test func severalMatchesStartWithTheirCommonPrefix() {
        #expect(
            CompletionMatches.readlineArray(candidates: ["budget", "budgets"], word: "bu")
                == ["budget", "budget", "budgets"])
        #expect(CompletionMatches.readlineArray(candidates: ["Épargne", "Été"], word: "É") == ["É", "Épargne", "Été"])
    }

    @Test func commonPrefixNeverShortensTheTypedWord() {
        #expect(
            CompletionMatches.readlineArray(candidates: ["Vacances", "vacances"], word: "vac")
                == ["vac", "Vacances", "vacances"])
    }

    @Test func wordStartCountsCharacters() {
        // libedit reports code points: "é" + combining-free text.
        #expect(CompletionMatches.wordStart(line: "tx add é", word: "é", reportedStart: 7) == 7)
        #expect(CompletionMatches.wordStart(line: "open goal Été vac", word: "vac", reportedStart: 14) == 14)
        // A byte offset is understood too.
        #expect(CompletionMatches.wordStart(line: "Été vac", word: "vac", reportedStart: 6) == 4)
        // Nonsense falls back to "the word ends the line".
        #expect(CompletionMatches.wordStart(line: "tx add", word: "add", reportedStart: 99) == 3)
        #expect(CompletionMatches.wordStart(line: "", word: "", reportedStart: 0) == 0)
    }

    @Test func requestGivesTheTextBeforeTheWord() {
        let request = CompletionRequest(line: "template line add Maison ex", word: "ex", wordStart: 25)
        #expect(request.textBeforeWord == "template line add Maison ")
        #expect(CompletionRequest(line: "ab", word: "", wordStart: 9).wordStart == 2)
    }
}
