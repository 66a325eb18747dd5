import Shared
import Testing

@Suite struct EditDistanceTests {
    @Test(
        arguments: [
            ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("", "", 0), ("ABC", "abc", 0),
            ("lien", "line", 2), ("budget", "budgte", 2), ("Épargne", "épargne", 0), ("flaw", "lawn", 2),
        ] as [(String, String, Int)])
    func distance(a: String, b: String, expected: Int) {
        #expect(EditDistance.between(a, b) == expected)
        #expect(EditDistance.between(b, a) == expected)
    }

    @Test func nearestWithinTheTypoLimit() {
        #expect(EditDistance.nearest(to: "chekced", in: ["--budget", "checked"]) == "checked")
        #expect(EditDistance.nearest(to: "lsit", in: ["list", "line", "show"]) == "list")
        #expect(EditDistance.nearest(to: "zzzzzz", in: ["list", "show"]) == nil)
        #expect(EditDistance.nearest(to: "x", in: []) == nil)
    }

    @Test func nearestFallsBackToAPrefix() {
        #expect(EditDistance.nearest(to: "temp", in: ["budget", "template"]) == "template")
    }
}
