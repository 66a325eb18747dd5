import Shared
import Testing

@Suite struct JSONValueTests {
    @Test(arguments: [
        (JSONValue.null, "null"), (.bool(true), "true"), (.bool(false), "false"), (.int(Int64(-42)), "-42"),
        (.number("1800.00"), "1800.00"), (.string("Loyer"), "\"Loyer\""), (.array([]), "[]"), (.object([]), "{}"),
        (.int(7), "7"),
    ])
    func scalars(value: JSONValue, rendered: String) {
        #expect(value.rendered == rendered)
    }

    @Test(arguments: [
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("back\\slash", "\"back\\\\slash\""),
        ("a\nb\rc\td", "\"a\\nb\\rc\\td\""),
        ("\u{01}\u{1F}", "\"\\u0001\\u001f\""),
        ("Épargne 🐷", "\"Épargne 🐷\""),
        ("/", "\"/\""),
    ])
    func stringEscapes(text: String, rendered: String) {
        #expect(JSONValue.string(text).rendered == rendered)
    }

    @Test func objectsKeepTheirKeyOrderAndNest() {
        let value = JSONValue.object([
            ("month", .string("2026-11")),
            ("amount", .number("6500.00")),
            ("lines", .array([.object([("id", .int(3)), ("checked", .bool(false))]), .null])),
            ("a\"key", .int(1)),
        ])
        #expect(value.rendered == "{\"month\":\"2026-11\",\"amount\":6500.00,\"lines\":[{\"id\":3,\"checked\":false},null],\"a\\\"key\":1}")
    }

    @Test func equalityFollowsTheRendering() {
        #expect(JSONValue.object([("a", .int(1)), ("b", .int(2))]) != JSONValue.object([("b", .int(2)), ("a", .int(1))]))
        #expect(JSONValue.number("1") == JSONValue.int(1))
        #expect(JSONValue.string("x") != JSONValue.number("x"))
    }

    @Test func optionals() {
        #expect(JSONValue.optional(nil as Int?) { .int($0) } == .null)
        #expect(JSONValue.optional(5 as Int?) { .int($0) }.rendered == "5")
    }

    @Test func writesIntoAnExistingBuffer() {
        var out = "x="
        JSONValue.array([.int(1), .int(2)]).write(to: &out)
        #expect(out == "x=[1,2]")
    }
}
