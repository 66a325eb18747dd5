import Foundation
import Shared
import Testing

@Suite struct NameKeyTests {
    @Test(arguments: [
        ("Groceries", "groceries"), ("  Rainy day ", "rainy day"), ("H&M", "h&m"), ("ÉPARGNE", "épargne"),
        ("Épargne", "épargne"),
    ])
    func keys(name: String, key: String) {
        #expect(NameKey.make(name) == key)
    }

    /// The ASCII shortcut gives what Unicode case folding gives, for every printable ASCII character.
    @Test func asciiShortcutMatchesFolding() {
        let ascii = String((32...126).map { Character(UnicodeScalar(UInt8($0))) })
        #expect(NameKey.make("x" + ascii + "x") == ("x" + ascii + "x").folding(options: [.caseInsensitive], locale: nil))
    }
}
