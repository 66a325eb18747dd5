import Shared
import Testing

/// JSONStream writes the same text as a rendered JSONValue, handed over in bounded pieces.
@Suite struct JSONStreamTests {
    private static func item(_ index: Int) -> JSONValue {
        .object([("id", .int(Int64(index))), ("name", .string("Shop \"\(index)\"")), ("amount", .number("12.50"))])
    }

    @Test func aStreamedArrayIsTheRenderedArrayInPiecesOfAboutSixtyFourKiB() {
        var pieces: [String] = []
        var stream = JSONStream { pieces.append($0) }
        stream.write("{")
        stream.writeMembers([("month", .string("2026-11")), ("count", .int(20_000))], first: true)
        stream.write(#","items":"#)
        stream.writeArray(0..<20_000, Self.item)
        stream.write("}")
        stream.finish()

        let whole = JSONValue.object([
            ("month", .string("2026-11")), ("count", .int(20_000)), ("items", .array((0..<20_000).map(Self.item))),
        ]).rendered
        #expect(pieces.joined() == whole)
        // ~900 KB in pieces: none much above the 64 KiB threshold (one element past it at most).
        #expect(pieces.count > 10)
        #expect(pieces.allSatisfy { $0.utf8.count < 65_536 + 100 })
    }

    @Test func anEmptyArrayAndMembersAfterTheFirst() {
        var text = ""
        var stream = JSONStream { text += $0 }
        stream.write("{")
        stream.writeMembers([("a", .int(1))], first: true)
        stream.writeMembers([("b", .null)], first: false)
        stream.write(#","c":"#)
        stream.writeArray([Int](), { .int(Int64($0)) })
        stream.write("}")
        stream.finish()
        #expect(text == #"{"a":1,"b":null,"c":[]}"#)
    }
}
