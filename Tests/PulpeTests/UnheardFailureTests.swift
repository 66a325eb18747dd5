import Foundation
import Testing

/// No failure the user must hear about is dropped by a `try?`: each one left in the sources says
/// why nobody needs to know (`Unheard:`), and the scan really catches one that does not.
@Suite struct UnheardFailureTests {
    @Test func everyTryQuestionInTheSourcesSaysWhyItsFailureGoesUnheard() throws {
        #expect(FileManager.default.fileExists(atPath: ArchitectureTests.sources.appendingPathComponent("Core/Persistence").path))
        let violations = try UnheardFailureScan.violations(in: ArchitectureTests.sources)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func theScanCatchesABareTryQuestionAndAcceptsEachWayOfGivingTheReason() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("unheard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("A"), withIntermediateDirectories: true)
        let text = """
            func claim() {
                let unit = try? journal.claim()
            }

            func names() {
                // Unheard: Tab must never fail.
                let months = try? service.months()
                let goals = try? service.goals()
            }

            /// Reads the sizes. Unheard: they only decorate a message.
            func size() -> Int {
                let a = (try? attributes()) ?? 0
                return a
            }

            func close() {
                try? handle.close()  // Unheard: only read.
                let done = true
                let lost = try? handle.flush()
                // Unheard: a file that cannot be listed offers nothing.
                guard let a = f(),
                    let b = try? g()
                else { return }
                var kept = 0
                for x in a {
                    guard let y = try? h(x) else { continue }
                }
            }
            """
        try text.write(to: root.appendingPathComponent("A/Sample.swift"), atomically: true, encoding: .utf8)
        let violations = try UnheardFailureScan.violations(in: root)
        #expect(violations.map(\.line) == [2, 20, 27])
    }
}
