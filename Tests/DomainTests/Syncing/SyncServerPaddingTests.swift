import Testing

@testable import Syncing

/// A sealed entry's text is padded to a multiple of 256 bytes, so its length tells the server
/// nothing of a name's or an amount's.
@Suite struct SyncServerPaddingTests {
    @Test(arguments: [(0, 256), (1, 256), (255, 256), (256, 256), (300, 512), (512, 512), (513, 768)])
    func padsToTheNextMultipleOf256Bytes(size: Int, padded: Int) {
        let text = String(repeating: "x", count: size)
        let result = SyncServer.padded(text)
        #expect(result.utf8.count == padded)
        #expect(result.hasPrefix(text))
        #expect(result.dropFirst(size).allSatisfy { $0 == " " })
    }

    @Test func countsBytesNotCharacters() {
        // "Zürich" is 6 characters and 7 bytes.
        #expect(SyncServer.padded("Zürich").utf8.count == 256)
        #expect(SyncServer.padded(String(repeating: "ü", count: 200)).utf8.count == 512)
    }
}
