import Terminal
import Testing

@Suite struct TerminalLocaleTests {
    @Test func theFirstSetLocaleVariableDecides() {
        #expect(Terminal.isUTF8Locale(environment: ["LANG": "fr_CH.UTF-8"]))
        #expect(Terminal.isUTF8Locale(environment: ["LANG": "C.utf8"]))
        #expect(!Terminal.isUTF8Locale(environment: ["LC_ALL": "C", "LANG": "fr_CH.UTF-8"]))
        #expect(!Terminal.isUTF8Locale(environment: ["LANG": "en_US.ISO-8859-1"]))
        #expect(Terminal.isUTF8Locale(environment: ["LC_ALL": "", "LC_CTYPE": "de_CH.UTF-8", "LANG": "C"]))
        #expect(Terminal.isUTF8Locale(environment: [:]))
    }
}
