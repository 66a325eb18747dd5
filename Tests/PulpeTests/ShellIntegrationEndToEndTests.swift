import Foundation
import Testing

/// The man page and the bash, zsh and fish completions come from the command specs: each lists
/// every command, the committed copies in share/ are what the binary writes, and each script
/// parses in its shell (when that shell is installed).
@Suite struct ShellIntegrationEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The command names, as `help --json` lists them.
    private func commandNames(_ pulpe: PulpeProcess) async throws -> [String] {
        let help = try await pulpe.run(["--json", "-c", "help"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(help.stdout.utf8)) as? [String: Any])
        let commands = try #require(document["commands"] as? [[String: Any]])
        return commands.compactMap { $0["name"] as? String }
    }

    @Test func theManPageListsEveryCommandAndEveryInvocationOption() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let names = try await commandNames(pulpe)
        #expect(names.count > 50)
        let man = try await pulpe.run(["--man"], today: nil, database: .some(nil))
        #expect(man.status == 0)
        #expect(man.stdout.hasPrefix(".TH PULPE 1"))
        for name in names {
            // roff writes a dash as \-, and a leading dot as \&. (else it would read a request).
            let escaped = (name.hasPrefix(".") ? "\\&" : "") + name.replacingOccurrences(of: "-", with: "\\-")
            #expect(man.stdout.contains("\\fB\(escaped)"), "the man page lacks \(name)")
        }
        // Every option `pulpe --help` lists is in the man page's OPTIONS.
        let help = try await pulpe.run(["--help"], today: nil, database: .some(nil))
        let options = Set(help.stdout.matches(of: /(?m)^  (-[a-z], )?(--?[a-z-]+)/).map { String($0.output.2) })
        #expect(options.count >= 14)
        for option in options {
            #expect(man.stdout.contains("\\fB\(option.replacingOccurrences(of: "-", with: "\\-"))\\fR"), "the man page lacks \(option)")
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func eachCompletionScriptListsEveryCommandAndParses(shell: String) async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let names = try await commandNames(pulpe)
        let script = try await pulpe.run(["--completion", shell], today: nil, database: .some(nil))
        #expect(script.status == 0)
        for name in names { #expect(script.stdout.contains("'\(name)|"), "the \(shell) script lacks \(name)") }
        let help = try await pulpe.run(["--help"], today: nil, database: .some(nil))
        for option in ["--db", "--no-pager", "--keep-going"] where help.stdout.contains(option) {
            #expect(script.stdout.contains(shell == "fish" ? "-l \(option.dropFirst(2))" : option))
        }
        let path = pulpe.folder.appendingPathComponent("completion.\(shell)").path
        try script.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        if let executable = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: FileManager.default.isExecutableFile(atPath:)) {
            let check = Process()
            check.executableURL = URL(fileURLWithPath: executable)
            check.arguments = ["-n", path]
            try check.run()
            check.waitUntilExit()
            #expect(check.terminationStatus == 0, "\(shell) -n rejects the script")
        }
    }

    /// share/ holds what the binary writes: scripts/generate-shell-integration refreshes it.
    @Test func theCommittedFilesAreCurrent() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let files: [(String, [String])] = [
            ("share/man/man1/pulpe.1", ["--man"]),
            ("share/bash-completion/completions/pulpe", ["--completion", "bash"]),
            ("share/zsh/site-functions/_pulpe", ["--completion", "zsh"]),
            ("share/fish/vendor_completions.d/pulpe.fish", ["--completion", "fish"]),
        ]
        for (file, arguments) in files {
            let committed = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let fresh = try await pulpe.run(arguments, today: nil, database: .some(nil))
            #expect(committed == fresh.stdout, "\(file) is stale: run scripts/generate-shell-integration")
        }
    }

    /// What the scripts ask pulpe for an argument: the REPL's candidates, names read from the
    /// database (never created by asking).
    @Test func completeGivesTheNamesOfTheDatabase() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        #expect(try await pulpe.run(["run", pulpe.write("n.pulpe", NovemberBudget.script)]).status == 0)
        let names = try await pulpe.run(["--complete", "line check R"])
        #expect(names.stdout == "Rent\n\"Rainy day\"\n")
        let quoted = try await pulpe.run(["--complete", "line check \"Rainy d"])
        #expect(quoted.stdout == "day\"\n")
        let kinds = try await pulpe.run(["--complete", "line add e"])
        #expect(kinds.stdout == "expense\n")
        let missing = pulpe.folder.appendingPathComponent("missing.sqlite").path
        let none = try await pulpe.run(["--complete", "line check R"], database: .some(missing))
        #expect(none.status == 0)
        #expect(none.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func anUnknownShellIsABadInvocation() async throws {
        let pulpe = try PulpeProcess()
        defer { pulpe.cleanUp() }
        let result = try await pulpe.run(["--completion", "tcsh"], today: nil, database: .some(nil))
        #expect(result.status == 64)
        #expect(result.stderr.contains("--completion 'tcsh' is not a shell pulpe completes: use bash, zsh or fish"))
    }
}
