import CommandKit
import Domain
import Foundation
import Model
import Shared

/// Runs command files, `-c` commands and standard input: stops at the first error (unless
/// `--keep-going` or `.bail off`), reports `FILE:LINE: error: MESSAGE`, and counts failures.
@MainActor
final class ScriptRunner {
    let session: Session
    private(set) var failures = 0
    private var includeDepth = 0
    private var stopped = false
    static let maximumIncludeDepth = 16

    init(session: Session) {
        self.session = session
        session.readFile = { [unowned self] path, location in await self.include(path, from: location) }
    }

    /// Runs the lines of one source. Returns false once the script must stop.
    @discardableResult
    func run(lines: [Substring], source: String, firstLine: Int = 1) async -> Bool {
        for (offset, line) in lines.enumerated() {
            if stopped { return false }
            let location = ScriptLocation(source: source, line: firstLine + offset)
            if Task.isCancelled {
                // Ctrl-C in the REPL while `.read` runs a long file: stop between two lines.
                report("interrupted before this line; the lines before it were applied", at: location)
                stopped = true
                return false
            }
            if offset == 0 && line.hasPrefix("#!") { continue }
            switch await session.execute(String(line), at: location) {
            case .succeeded:
                continue
            case .quit:
                stopped = true
                return false
            case .failed(let message):
                report(message, at: location)
                if session.bail {
                    stopped = true
                    return false
                }
            }
        }
        return !stopped
    }

    /// Runs a file as given on the command line (its name is kept as given in messages).
    func runFile(_ path: String) async -> Bool {
        guard let text = Self.read(path) else {
            failures += 1
            Output.err("\(path): error: cannot read the file: \(Self.readError(path))")
            stopped = session.bail
            return !stopped
        }
        return await run(lines: Self.lines(of: text), source: path)
    }

    /// Runs `-c` commands: each is line N of the source `-c`.
    func runCommands(_ commands: [String]) async -> Bool {
        for (index, command) in commands.enumerated() {
            let lines = Self.lines(of: command)
            if !(await run(lines: lines, source: "-c", firstLine: index + 1)) { return false }
        }
        return true
    }

    func report(_ message: String, at location: ScriptLocation) {
        failures += 1
        Output.err("\(location): error: \(message)")
    }

    /// `.read FILE`: relative paths are relative to the including file.
    private func include(_ path: String, from location: ScriptLocation?) async -> LineOutcome {
        guard includeDepth < Self.maximumIncludeDepth else {
            return .failed(".read nests more than \(Self.maximumIncludeDepth) files deep: is a file reading itself?")
        }
        var resolved = path
        if !path.hasPrefix("/"), let source = location?.source, source != "-c", source != "stdin" {
            let folder = (source as NSString).deletingLastPathComponent
            if !folder.isEmpty { resolved = folder + "/" + path }
        }
        guard let text = Self.read(resolved) else {
            return .failed("cannot read \(resolved): \(Self.readError(resolved))")
        }
        includeDepth += 1
        defer { includeDepth -= 1 }
        let before = failures
        await run(lines: Self.lines(of: text), source: resolved)
        // The included file reported its own errors; the .read line itself then counts as done.
        return failures == before || !session.bail ? .succeeded : .quit
    }

    static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }

    static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func readError(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        return isDirectory.boolValue ? "it is a folder" : "permission denied"
    }
}
