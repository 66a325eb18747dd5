import Foundation
import GRDB
import PropertyBased
import Testing

@testable import Syncing

/// The reader of sync's row images: every form PostgreSQL's `jsonb::text` and SQLite's
/// `json_object` write, and a refusal for anything that is not one flat object.
@Suite struct FlatJSONTests {
    @Test func readsStringsIntegersBooleansAndNull() throws {
        let values = try #require(FlatJSON.object(#"{"name": "Caf\u00e9 \"Z\"", "amount_cents": -4250, "note": null, "on": true}"#))
        #expect(values["name"] == "Café \"Z\"".databaseValue)
        #expect(values["amount_cents"] == (-4250).databaseValue)
        #expect(values["note"] == .null)
        #expect(values["on"] == 1.databaseValue)
        #expect(values.count == 4)
    }

    @Test func readsEscapesAndSurrogatePairs() throws {
        let values = try #require(FlatJSON.object(#"{"a":"\ud83d\ude00\n\t\\\/x","b":"plain"}"#))
        #expect(values["a"] == "😀\n\t\\/x".databaseValue)
        #expect(values["b"] == "plain".databaseValue)
    }

    @Test func readsTheLimitsOfAnInteger() throws {
        let values = try #require(FlatJSON.object(#"{"max":9223372036854775807,"min":-9223372036854775808,"cut":12.9}"#))
        #expect(values["max"] == Int64.max.databaseValue)
        #expect(values["min"] == Int64.min.databaseValue)
        #expect(values["cut"] == 12.databaseValue)
    }

    @Test(arguments: [
        "", "{", "[1]", #"{"a":1"#, #"{"a":1,}"#, #"{"a":[1]}"#, #"{"a":{"b":1}}"#, #"{"a":"x"} x"#, #"{"a":"\q"}"#,
        #"{"a":"\ud83d"}"#, #"{"a":nul}"#, #"{"a":-}"#, #"{a:1}"#, #"{"a":1e999}"#, #"{"a":"open}"#,
    ])
    func refusesWhatIsNotOneFlatObject(_ text: String) {
        #expect(FlatJSON.object(text) == nil, "\(text)")
    }

    @Test func anEmptyObjectIsNoValues() {
        #expect(FlatJSON.object(" { } ") == [:])
    }

    /// What the writer makes, the reader reads back; and Foundation's reader agrees value for value.
    @Test func readsBackWhatSyncWritesAsFoundationDoes() async {
        let characters: [Character] = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{01}", "é", "€", "😀", "\u{2028}", "\u{7F}", "\u{9F}"]
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...Int.max).array(of: 0...8), Gen.int(in: 0...characters.count - 1).array(of: 0...12)
        ) { numbers, picks in
            var fields = SyncFields()
            for (index, number) in numbers.enumerated() {
                let value = Int64(number) - Int64(Int.max / 2)
                fields["n\(index)"] = index.isMultiple(of: 3) ? .null : value.databaseValue
            }
            fields["text"] = String(picks.map { characters[$0] }).databaseValue
            let json = fields.json
            #expect(FlatJSON.object(json) == fields.values, "\(json)")
            let foundation = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            #expect(foundation?["text"] as? String == String(picks.map { characters[$0] }), "\(json)")
        }
    }
}
