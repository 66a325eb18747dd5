import Foundation
import Testing

@testable import PulpeApp

/// When output is paged, and by what.
@Suite struct PagerTests {
    @Test func theDefaultPagerIsLessAndAnEmptyPagerTurnsItOff() {
        #expect(Pager.fromEnvironment([:])?.command == "less -FRX")
        #expect(Pager.fromEnvironment(["PAGER": "more"])?.command == "more")
        #expect(Pager.fromEnvironment(["PAGER": " "]) == nil)
    }

    /// A PAGER naming a program that is not installed is no pager (output prints as it is),
    /// rather than the shell's "not found" at every tall output.
    @Test func aPagerThatIsNotInstalledIsNone() {
        #expect(Pager.fromEnvironment(["PAGER": "no-such-pager-7f3a", "PATH": "/usr/bin:/bin"]) == nil)
        #expect(Pager.fromEnvironment(["PAGER": "/nowhere/less -R"]) == nil)
        #expect(Pager.fromEnvironment(["PAGER": "cat", "PATH": "/nowhere:/usr/bin:/bin"])?.command == "cat")
        #expect(Pager.fromEnvironment(["PAGER": "/bin/cat"])?.command == "/bin/cat")
        #expect(Pager.fromEnvironment(["PAGER": "LESS=-R less"])?.command == "LESS=-R less")
        #expect(Pager.fromEnvironment(["PAGER": "~/bin/mypager"])?.command == "~/bin/mypager")
        #expect(Pager.fromEnvironment(["PAGER": "exec less", "PATH": "/nowhere"])?.command == "exec less")
    }

    @Test func rowsCountWrappedLinesInFull() {
        #expect(Pager.rows(of: "a\nb\nc", width: 80) == 3)
        #expect(Pager.rows(of: String(repeating: "x", count: 81), width: 80) == 2)
        #expect(Pager.rows(of: String(repeating: "x", count: 80) + "\n", width: 80) == 2)
    }

    /// A 30-row screen keeps a row for the prompt: 29 rows fit, 30 do not.
    @Test func tallerMeansMoreRowsThanTheScreenLessThePrompt() {
        let lines = { (count: Int) in Array(repeating: "line", count: count).joined(separator: "\n") }
        #expect(!Pager.isTaller(lines(29), width: 80, height: 30))
        #expect(Pager.isTaller(lines(30), width: 80, height: 30))
    }

    /// A pager that is not installed shows nothing: the caller prints the text itself.
    @Test func aMissingPagerProgramReportsThatItShowedNothing() {
        #expect(!Pager(command: "no-such-pager-program-here").show("text"))
        #expect(Pager(command: "cat > /dev/null").show("text"))
    }
}
