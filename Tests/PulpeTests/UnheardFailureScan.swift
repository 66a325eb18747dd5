import Foundation

/// Finds each `try?` of the sources whose failure nobody is told of without a reason given: the
/// reason is a comment with `Unheard:` on its line, in the comment lines just above it (a run of
/// `try?` lines shares one), or in the comment above the function that holds it.
/// Example: `// Unheard: Tab must never fail.` above `let names = try? …` passes; the bare line does not.
enum UnheardFailureScan {
    struct Violation: CustomStringConvertible, Equatable {
        /// The file's path under the scanned folder.
        let file: String
        let line: Int
        var description: String { "\(file):\(line): a try? without an `Unheard:` reason" }
    }

    static func violations(in sources: URL) throws -> [Violation] {
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var violations: [Violation] = []
        for file in files.sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.contains(tryQuestion) && !hasReason(at: index, in: lines) {
                violations.append(Violation(file: file, line: index + 1))
            }
        }
        return violations
    }

    private static var tryQuestion: Regex<Substring> { #/\btry\?/# }

    private static func hasReason(at index: Int, in lines: [String]) -> Bool {
        if lines[index].contains(marker) { return true }
        // Up through the comments, the other `try?` lines of the run and the statement's first lines (`guard a,`).
        var above = index - 1
        while above >= 0, isComment(lines[above]) || lines[above].contains(tryQuestion) || lines[above].hasSuffix(",") {
            if isComment(lines[above]) && lines[above].contains(marker) { return true }
            above -= 1
        }
        // The enclosing declaration: the nearest line above, less indented, that declares a function.
        let indent = indentation(lines[index])
        var declaration = index - 1
        while declaration >= 0 {
            let line = lines[declaration]
            if !line.trimmingCharacters(in: .whitespaces).isEmpty, indentation(line) < indent, line.contains(declarationWord) { break }
            declaration -= 1
        }
        var comment = declaration - 1
        while comment >= 0, isComment(lines[comment]) || lines[comment].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
            if lines[comment].contains(marker) { return true }
            comment -= 1
        }
        return false
    }

    private static let marker = "Unheard:"
    /// `func`, `init(`, `deinit`, or a computed `var name: Type {`.
    private static var declarationWord: Regex<Substring> { #/\bfunc\s|\binit[(<]|\bdeinit\b|\bvar\s+\w+\s*:[^=]*\{\s*$/# }

    private static func isComment(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces).hasPrefix("//") }

    private static func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
}
