import Testing

@testable import Persistence

/// SHA-256 against digests computed apart from pulpe (Python's `hashlib`), at the lengths where
/// the padding changes: one block, the length spilling into a second block, exactly one block.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (String(repeating: "a", count: 56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (String(repeating: "a", count: 119), "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        ("café|réf", "769fa318c9554e20b01aaeb7194484b962c59e323577b9ffaddea988044ddc69"),
    ])
    func digestsMatchTheStandard(message: String, expected: String) {
        let hex = SHA256.digest(message.utf8).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        #expect(hex == expected)
    }
}
