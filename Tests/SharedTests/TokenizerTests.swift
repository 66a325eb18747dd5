import Shared
import Testing

@Suite struct TokenizerTests {
    func words(_ line: String) throws -> [String] { try Tokenizer.tokenize(line).map(\.text) }

    @Test func splitsOnSpacesAndKeepsColumns() throws {
        let tokens = try Tokenizer.tokenize("line  add expense \"Loyer maison\" 1'800.50")
        #expect(tokens.map(\.text) == ["line", "add", "expense", "Loyer maison", "1'800.50"])
        #expect(tokens.map(\.column) == [1, 7, 11, 19, 34])
        #expect(tokens.map(\.isQuoted) == [false, false, false, true, false])
    }

    @Test(
        arguments: [
            ("tx check #9 # the rent", ["tx", "check", "#9"]),
            ("# a whole comment", []),
            ("goal show Voyage #comment", ["goal", "show", "Voyage"]),
            ("name#tag x", ["name#tag", "x"]),
            ("#12#", ["#12#"]),
            ("", []),
            ("   \t  ", []),
            ("it's fine", ["it's", "fine"]),
            ("'single quoted' word", ["single quoted", "word"]),
            ("\"say \\\"hi\\\" \\\\ ok\"", ["say \"hi\" \\ ok"]),
            ("\"a\\nb\"", ["a\\nb"]),
            ("'a\\b'", ["a\\b"]),
            ("\"\" x", ["", "x"]),
            ("\"# not a comment\"", ["# not a comment"]),
            ("12_500 1'800", ["12_500", "1'800"]),
            ("tx split #1 \"Rainy day\"=20 x", ["tx", "split", "#1", "Rainy day=20", "x"]),
            ("'Café crème'=4.50", ["Café crème=4.50"]),
            ("tx add @\"Morning coffee\" 3", ["tx", "add", "@Morning coffee", "3"]),
            ("@'Café crème' --json", ["@Café crème", "--json"]),
            ("a@\"b c\"", ["a@\"b", "c\""]),
            ("@@\"x\"", ["@@\"x\""]),
            ("@ x", ["@", "x"]),
            ("tx add A 1\u{202F}234,50 x\u{A0}y 1\u{2007}2", ["tx", "add", "A", "1\u{202F}234,50", "x\u{A0}y", "1\u{2007}2"]),
        ] as [(String, [String])])
    func lexicalRules(line: String, expected: [String]) throws {
        #expect(try words(line) == expected)
    }

    @Test func unterminatedQuotesNameTheirColumn() {
        #expect(throws: Tokenizer.Failure.unterminatedQuote(column: 1, quote: "\"")) { try Tokenizer.tokenize("\"Loyer") }
        #expect(throws: Tokenizer.Failure.unterminatedQuote(column: 5, quote: "'")) { try Tokenizer.tokenize("abc 'x y") }
        #expect(throws: Tokenizer.Failure.unterminatedQuote(column: 1, quote: "\"")) { try Tokenizer.tokenize("\"ends with escape\\\"") }
        #expect(throws: Tokenizer.Failure.unterminatedQuote(column: 8, quote: "\"")) { try Tokenizer.tokenize("tx add @\"Morning") }
        #expect(Tokenizer.Failure.unterminatedQuote(column: 5, quote: "'").description.contains("column 5"))
    }

    @Test(arguments: ["Loyer maison", "1'800", "'start", "#9", "say \"hi\"", "back\\slash", "", "plain", "tab\there", "@'Til", "@\"x"])
    func quotedWordsTokenizeBack(word: String) throws {
        let tokens = try Tokenizer.tokenize(Tokenizer.quoted(word))
        #expect(tokens.map(\.text) == [word])
    }

    @Test func quotedLeavesPlainWordsAlone() {
        #expect(Tokenizer.quoted("plain") == "plain")
        #expect(Tokenizer.quoted("1'800.50") == "1'800.50")
        #expect(Tokenizer.quoted("a b") == "\"a b\"")
    }

    @Test func options() {
        #expect(Token("--json").isOption)
        #expect(Token("--budget=2026-03").isOption)
        #expect(!Token("--json", isQuoted: true).isOption)
        #expect(!Token("--").isOption)
        #expect(!Token("-j").isOption)
    }
}
