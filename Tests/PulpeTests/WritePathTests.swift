import Foundation
import Testing

/// One writer per table holds in the real sources, and the checker catches a stray write.
@Suite struct WritePathTests {
    @Test func everyTableIsWrittenByItsWriterAlone() {
        let violations = WritePathRules.violations(in: ArchitectureTests.sources)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test(arguments: [
        ("Domain/Ledger/Bad.swift", #"try db.execute(sql: "UPDATE tx SET amount_cents = 1")"#, "tx"),
        ("Domain/Ledger/Bad.swift", #"sql: "INSERT INTO budget_line (budget_id) VALUES (?)""#, "budget_line"),
        ("Features/Budgets/Bad.swift", #""DELETE FROM budget WHERE id = ?""#, "budget"),
        ("Domain/Kit/Writers/BudgetWriter.swift", #""INSERT OR REPLACE INTO tx (id) VALUES (1)""#, "tx"),
        ("Domain/Ledger/Bad.swift", #""UPDATE journal SET x = 1""#, "journal"),
    ])
    func checkerCatchesAWriteOutsideItsWriter(file: String, line: String, table: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("writes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "import GRDB\n\(line)\n".write(to: url, atomically: true, encoding: .utf8)
        #expect(WritePathRules.violations(in: root) == [WritePathRules.Violation(file: file, table: table)])
    }

    @Test func theWriterAndTheSchemaPass() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("writes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (file, line) in [
            ("Domain/Kit/Writers/TransactionWriter.swift", #""DELETE FROM tx WHERE id = ?""#),
            ("Core/Persistence/Triggers.swift", #""UPDATE budget SET month_delta_cents = 0""#),
        ] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try line.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(WritePathRules.violations(in: root) == [])
    }
}
