import Model
import Shared
import Testing

@Suite struct ImportFormulasTests {
    let row = ImportRow(line: 2, date: LocalDate(year: 2026, month: 11, day: 3), amount: Money(cents: -8240), payee: "MIGROS Zürich")

    @Test func keyIsTheReferenceElseTheRowAndItsOccurrence() {
        #expect(ImportFormulas.key(source: "ubs", row: row, occurrence: 2) == "ubs|2026-11-03|-8240|migros zürich|2")
        var referenced = row
        referenced.reference = "ZV123"
        #expect(ImportFormulas.key(source: "ubs", row: referenced, occurrence: 1) == "ubs|ref|ZV123")
        // A reference the file repeats names another movement: its second occurrence is kept apart.
        #expect(ImportFormulas.key(source: "ubs", row: referenced, occurrence: 2) == "ubs|ref|ZV123|2")
    }

    @Test func signGivesTheKind() {
        #expect(ImportFormulas.kind(of: Money(cents: -1)) == .expense)
        #expect(ImportFormulas.kind(of: Money(cents: 1)) == .income)
        #expect(ImportFormulas.kind(of: .zero) == nil)
    }

    @Test(arguments: [
        ("migros*", "MIGROS ZURICH", true), ("coop", "Coop Pronto 12", true), ("*shell", "Shell Station", false),
        ("sh?ll*", "SHELL 4", true), ("*pronto*", "Coop Pronto 12", true), ("migros*", "Bio Migros", false),
    ])
    func globs(_ pattern: String, _ payee: String, _ matches: Bool) {
        #expect(ImportFormulas.globMatches(pattern, payee) == matches)
    }

    @Test func theFirstRuleInOrderWins() throws {
        let rules = [
            ImportRule(id: 7, position: 2, pattern: "coop pronto*", isRegex: false, line: "Fuel"),
            ImportRule(id: 8, position: 1, pattern: "*coop*", isRegex: false, line: "Groceries"),
            ImportRule(id: 9, position: 3, pattern: "^TWINT.*(Anna|Marc)$", isRegex: true, line: "Friends"),
        ]
        let matcher = try RuleMatcher(rules: rules)
        #expect(matcher.match("COOP PRONTO 7")?.id == 8)
        #expect(matcher.match("twint to anna")?.id == 9)
        #expect(matcher.match("Migros") == nil)
        #expect(throws: InvalidRulePattern(pattern: "(")) {
            try RuleMatcher(rules: [ImportRule(id: 1, position: 1, pattern: "(", isRegex: true, line: "X")])
        }
    }

    @Test func theBanksWordsAreJoinedOnceEach() {
        #expect(ImportRow.text(["Swisscom", "Rechnung 4711", "Swisscom"]) == "Swisscom / Rechnung 4711")
        // A piece that holds an earlier one replaces it; empty pieces are dropped.
        #expect(ImportRow.text(["Moser", "  ", nil, "Bakery Moser Basel"]) == "Bakery Moser Basel")
        #expect(ImportRow.text([nil, ""]) == nil)
        // Compared folded, accents included; a piece inside another is dropped either way round.
        #expect(ImportRow.text(["Zürich HB", "SBB ZURICH hb 07:12"]) == "SBB ZURICH hb 07:12")
        #expect(ImportRow.text(["Bakery Moser Basel", "moser"]) == "Bakery Moser Basel")
        #expect(ImportRow.text(["ab", "abc", "b"]) == "abc")
    }

    @Test func trimmingLeavesVisibleEndsAndTakesSpacesOff() {
        #expect("Migros".trimmingSpaces() == "Migros")
        #expect(" \tMigros Basel\r\n".trimmingSpaces() == "Migros Basel")
        #expect("Café ".trimmingSpaces() == "Café")
        #expect("\u{00A0}Zürich\u{2003}".trimmingSpaces() == "Zürich")
        #expect("   ".trimmingSpaces() == "")
    }

    @Test func aFingerprintKeysTheRowBeforeTheReference() {
        let row = ImportRow(
            line: 2, date: LocalDate(year: 2026, month: 11, day: 3), amount: Money(cents: -8240), payee: "Migros", reference: "B1",
            fingerprint: "B1|2026-11-03|-8240")
        #expect(ImportFormulas.key(source: "ch93", row: row, occurrence: 1) == "ch93|ref|B1|2026-11-03|-8240")
        var plain = row
        plain.fingerprint = nil
        #expect(ImportFormulas.key(source: "ch93", row: plain, occurrence: 1) == "ch93|ref|B1")
    }
}
