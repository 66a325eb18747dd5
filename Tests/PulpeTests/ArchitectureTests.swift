import Foundation
import Testing

/// The layer rules hold in the real sources, and the checker really catches a bad import.
@Suite struct ArchitectureTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test func sourcesFollowTheLayerRules() {
        #expect(FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent("Domain/Model").path))
        let violations = LayerRules.violations(in: Self.sources)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    /// The features and the shell take their services from `AppStores`; none builds its own on the
    /// database (`HistoryService(database: …)`), so each service has one owner.
    @Test func noFeatureBuildsAService() throws {
        let builds = try Regex(#"\b[A-Z]\w*(Service|Doctor)\(database:"#)
        var found: [String] = []
        for folder in ["Features", "pulpe"] {
            let root = Self.sources.appendingPathComponent(folder)
            for file in FileManager.default.enumerator(atPath: root.path)?.compactMap({ $0 as? String }) ?? []
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                if text.contains(builds) { found.append("\(folder)/\(file)") }
            }
        }
        #expect(found.isEmpty, "built on the database: \(found)")
    }

    /// Each feature lists the stores and services it uses in its clients file and reaches the
    /// app through nothing else (isowords' per-feature dependencies).
    @Test func featuresReachTheAppOnlyThroughTheirClients() throws {
        #expect(try ClientsRule.violations(in: Self.sources) == [])
    }

    /// The clients rule catches a feature file that reads `context.stores`, and lets its clients
    /// file and Kit do so.
    @Test func theClientsRuleCatchesAFeatureGoingAround() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("clients-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Features/Budgets/BudgetsClients.swift": "var budgets: BudgetService { stores.budgetService }\nlet s: AppStores",
            "Features/Budgets/Good.swift": "let x = context.clients.budgetService",
            "Features/Budgets/Bad.swift": "let x = context.stores.budgetService",
            "Features/Kit/Context.swift": "let stores: AppStores",
        ]
        for (file, text) in files {
            let url = root.appendingPathComponent("Sources/\(file)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let found = try ClientsRule.violations(in: root.appendingPathComponent("Sources"))
        #expect(found == ["Features/Budgets/Bad.swift"], "\(found)")
    }

    /// Every service is an actor on the one executor (`ServiceActor`), and nothing in the sources
    /// opts out of the compiler's sendability checks with `@unchecked Sendable`.
    @Test func servicesAreActorsAndNothingIsUncheckedSendable() throws {
        var unchecked: [String] = []
        var notActors: [String] = []
        let declaresAService = try Regex(#"(class|struct|enum|actor) \w+Service\b[^\n]*\{"#)
        for file in FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap({ $0 as? String }) ?? []
        where file.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            if text.contains("@unchecked" + " Sendable") { unchecked.append(file) }
            for match in text.matches(of: declaresAService) {
                let declaration = String(text[match.range])
                if !declaration.contains("actor ") || !declaration.contains(": ServiceActor") {
                    notActors.append("\(file): \(declaration)")
                }
            }
        }
        #expect(unchecked.isEmpty, "@unchecked Sendable in \(unchecked)")
        #expect(notActors.isEmpty, "services that are not ServiceActor actors: \(notActors)")
    }

    /// One forbidden edge for each layer of the graph: the checker names the file and the module.
    @Test(arguments: [
        ("Shared/Bad.swift", "@preconcurrency import Persistence", "Persistence"),
        ("Shared/Text/Bad.swift", "import GRDB", "GRDB"),
        ("Core/Persistence/Bad.swift", "import Shared", "Shared"),
        ("Core/Persistence/Bad.swift", "import Model", "Model"),
        ("Core/Terminal/Bad.swift", "import Shared", "Shared"),
        ("Core/Remote/Bad.swift", "import Shared", "Shared"),
        ("Core/Persistence/Bad.swift", "import DomainKit", "DomainKit"),
        ("Core/Terminal/Bad.swift", "import Persistence", "Persistence"),
        ("Core/Remote/Bad.swift", "import Persistence", "Persistence"),
        ("Features/Sync/Bad.swift", "import PostgresNIO", "PostgresNIO"),
        ("Domain/Model/Bad.swift", "import Remote", "Remote"),
        ("Domain/Model/Models/Bad.swift", "import Persistence", "Persistence"),
        ("Domain/Model/Formulas/Goals/Bad.swift", "import GRDB", "GRDB"),
        ("Domain/Model/Bad.swift", "import struct BudgetsFeature.BudgetListScreen", "BudgetsFeature"),
        ("Domain/Kit/Writers/Bad.swift", "import Ledger", "Ledger"),
        ("Domain/Ledger/Accounts/Bad.swift", "import Planning", "Planning"),
        ("Domain/Planning/Bad.swift", "import Goals", "Goals"),
        ("Domain/Reporting/Bad.swift", "import Stores", "Stores"),
        ("Domain/Ledger/Bad.swift", "import CommandKit", "CommandKit"),
        ("Domain/Stores/Bad.swift", "import Terminal", "Terminal"),
        ("Domain/Services/Bad.swift", "import Shared", "?"),
        ("Features/Kit/Bad.swift", "import BudgetsFeature", "BudgetsFeature"),
        ("Features/Kit/Bad.swift", "import Persistence", "Persistence"),
        ("Features/Budgets/Bad.swift", "import TransactionsFeature", "TransactionsFeature"),
        ("Features/Budgets/Bad.swift", "@testable import SettingsFeature", "SettingsFeature"),
        ("Features/Budgets/Bad.swift", "import GRDB", "GRDB"),
        ("Features/Budgets/Bad.swift", "import PulpeApp", "PulpeApp"),
        ("Features/Budgets/Bad.swift", "import Ledger", "Ledger"),
        ("Features/Kit/Bad.swift", "import Planning", "Planning"),
        ("pulpe/App/Bad.swift", "import GRDB", "GRDB"),
        ("pulpe/Bad.swift", "import Stores", "Stores"),
        ("Core/Bad.swift", "import Foundation", "?"),
    ])
    func checkerCatchesAForbiddenImport(file: String, line: String, module: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for feature in ["Budgets", "Transactions", "Settings"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("Features/\(feature)"), withIntermediateDirectories: true)
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
            "Shared/Good.swift": "import Foundation\nimport Synchronization",
            "Core/Persistence/Good.swift": "import GRDB",
            "Core/Terminal/Good.swift": "@preconcurrency import CEditLine",
            "Core/Remote/Good.swift": "import PostgresNIO",
            "Domain/Model/Formulas/Good.swift": "import Shared",
            "Domain/Kit/Good.swift": "import Model\nimport Persistence\nimport Remote\nimport Shared\nimport GRDB",
            "Domain/Goals/Good.swift": "import DomainKit\nimport Planning\nimport Model\nimport Persistence\nimport GRDB",
            "Domain/Stores/Good.swift": "import Ledger\nimport Syncing\nimport Importing\nimport Observation",
            "Features/Kit/Good.swift": "import Stores\nimport Model\nimport Shared",
            "Features/Budgets/Good.swift":
                "import CommandKit\nimport Stores\nimport Planning\nimport Goals\nimport Model\nimport Shared\nimport Foundation",
            "pulpe/App/Good.swift": "import BudgetsFeature\nimport CommandKit\nimport Persistence\nimport Terminal",
            "pulpe/Good.swift": "import PulpeApp\nimport Shared",
        ]
        for (file, text) in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(LayerRules.violations(in: root).isEmpty)
    }
}
