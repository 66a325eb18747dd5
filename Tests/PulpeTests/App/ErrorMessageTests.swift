import Domain
import Foundation
import Model
import Testing

@testable import PulpeApp

/// Every error reaches the user as a sentence, never as a Swift value (`ImportProblem(line: 1, …)`).
@Suite struct ErrorMessageTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Error types the mapper never shows: they are caught where they are thrown.
    static let internalErrors: Set<String> = ["DryRunRollback"]

    /// Every error type declared in the sources describes itself (CustomStringConvertible, in its
    /// declaration or an extension), so the mapper has a sentence for each of its cases.
    @Test func everyErrorTypeOfTheSourcesDescribesItself() throws {
        var declared: Set<String> = []
        var described: Set<String> = []
        let files = FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap { $0 as? String } ?? []
        let declaration = try Regex(#"(?:enum|struct|class)\s+(\w+)\s*:[^{]*\bError\b[^{]*\{"#)
        let conformance = try Regex(#"extension\s+(\w+)\s*:[^{]*\bCustomStringConvertible\b"#)
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: declaration) {
                let name = String(match.output[1].substring ?? "")
                declared.insert(name)
                if match.output[0].substring?.contains("CustomStringConvertible") == true { described.insert(name) }
            }
            for match in text.matches(of: conformance) { described.insert(String(match.output[1].substring ?? "")) }
        }
        #expect(declared.count > 15, "the scan found the error types: \(declared.sorted())")
        let silent = declared.subtracting(described).subtracting(Self.internalErrors)
        #expect(silent.isEmpty, "error types without a description: \(silent.sorted())")
    }

    @Test func anErrorWithoutADescriptionIsNamedNotDumped() {
        struct Opaque: Error { let secret = 42 }
        let message = ErrorMessage.describe(Opaque())
        #expect(message.hasPrefix("an unexpected Opaque stopped the command; nothing was changed"))
        #expect(!message.contains("42"))
    }

    @Test func anImportProblemIsASentence() {
        let problem = ImportProblem(line: 1, column: "amount", value: "1'500'000.00", problem: "is refused: too large")
        #expect(ErrorMessage.describe(problem) == "line 1: column 'amount': '1'500'000.00' is refused: too large")
    }
}
