import Foundation
import Testing

/// The layer rules hold in the real sources, and the checker really catches a bad import.
@Suite struct ArchitectureTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test func sourcesFollowTheLayerRules() {
        #expect(FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent("Domain").path))
        let violations = LayerRules.violations(in: Self.sources)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test(arguments: [
        ("Features/Budgets/Bad.swift", "import TransactionsFeature", "TransactionsFeature"),
        ("Features/Budgets/Bad.swift", "@testable import SettingsFeature", "SettingsFeature"),
        ("Core/Bad.swift", "import Domain", "Domain"),
        ("Core/Bad.swift", "import Shared", "Shared"),
        ("Shared/Bad.swift", "@preconcurrency import Core", "Core"),
        ("Domain/Models/Bad.swift", "import struct BudgetsFeature.BudgetListScreen", "BudgetsFeature"),
    ])
    func checkerCatchesAForbiddenImport(file: String, line: String, module: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for feature in ["Budgets", "Transactions", "Settings"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Features/\(feature)"), withIntermediateDirectories: true)
        }
        let url = root.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "import Foundation\n\(line)\n".write(to: url, atomically: true, encoding: .utf8)
        let violations = LayerRules.violations(in: root)
        #expect(violations.map(\.module) == [module])
        #expect(violations.first?.file == file)
    }

    @Test func allowedImportsPass() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Features/Budgets/Good.swift": "import Domain\nimport Shared\nimport Core\nimport Foundation",
            "Domain/Good.swift": "import Core\nimport Shared\nimport GRDB",
            "Core/Good.swift": "@preconcurrency import CEditLine\nimport GRDB",
            "pulpe/Good.swift": "import BudgetsFeature\nimport Domain",
        ]
        for (file, text) in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(LayerRules.violations(in: root).isEmpty)
    }
}
