import Foundation

/// The dependency rules of Docs/Architecture.md (the target graph of Package.swift), checked by reading the `import` lines of every
/// Swift file under a `Sources` folder.
struct LayerRules {
    struct Violation: Equatable, CustomStringConvertible {
        let file: String
        let module: String
        let rule: String
        var description: String { "\(file) imports \(module): \(rule)" }
    }

    /// A layer: the module its files belong to, the modules of ours it may import, and the outside
    /// modules it must not reach (the formula library stays free of the database and the terminal).
    struct Layer {
        let module: String
        let allowed: Set<String>
        var forbiddenOutside: Set<String> = []
        let rule: String
    }

    /// The features, each with the domain targets it uses beside `Stores` (Package.swift's `features`).
    static let features: [String: Set<String>] = [
        "CurrentMonth": ["Planning"], "Accounts": ["Ledger"], "Budgets": ["Planning", "Goals"], "Transactions": ["Ledger"],
        "Settings": ["DomainKit", "Planning", "Ledger", "Maintenance", "Syncing"], "Templates": [], "SavingsGoals": [],
        "Reports": ["Ledger", "Reporting"], "History": ["Maintenance"], "Imports": ["Importing", "Ledger", "Reporting", "Maintenance"],
        "Sync": ["Syncing"],
    ]

    /// The domain targets, by folder under `Sources/Domain`, with the domain targets each may import
    /// (Package.swift's `domain(…)` lines); every one may also import Model, Persistence and Shared.
    static let domain: [String: (module: String, uses: Set<String>)] = [
        "Kit": ("DomainKit", ["Remote"]),
        "Planning": ("Planning", ["DomainKit"]),
        "Goals": ("Goals", ["DomainKit", "Planning"]),
        "Ledger": ("Ledger", ["DomainKit"]),
        "Importing": ("Importing", ["DomainKit", "Ledger", "Planning"]),
        "Reporting": ("Reporting", ["DomainKit", "Ledger"]),
        "Maintenance": ("Maintenance", ["DomainKit", "Reporting"]),
        "Syncing": ("Syncing", ["DomainKit", "Remote"]),
        "Stores": ("Stores", ["DomainKit", "Planning", "Goals", "Ledger", "Importing", "Reporting", "Maintenance", "Syncing"]),
    ]

    /// The layer of a file, from its folder under `Sources`; nil for a folder no rule knows.
    static func layer(forFolder folder: String) -> Layer? {
        let parts = folder.split(separator: "/").map(String.init)
        let database: Set<String> = ["GRDB", "GRDBSQLite", "CEditLine", "PostgresNIO", "NIOCore", "NIO", "NIOSSL"]
        switch (parts.first, parts.count > 2 ? parts[1] : nil) {
        case ("Shared", _):
            return Layer(module: "Shared", allowed: [], forbiddenOutside: database, rule: "Shared imports nothing of ours")
        case ("Core", "CEditLine"):
            return Layer(module: "CEditLine", allowed: [], rule: "a system library imports nothing of ours")
        case ("Core", "Persistence"):
            return Layer(module: "Persistence", allowed: [], rule: "Persistence imports nothing of ours")
        case ("Core", "Remote"):
            return Layer(module: "Remote", allowed: [], rule: "Remote imports nothing of ours")
        case ("Core", "Terminal"):
            return Layer(module: "Terminal", allowed: ["CEditLine"], rule: "Terminal imports nothing of ours but libedit")
        case ("Domain", "Model"):
            return Layer(
                module: "Model", allowed: ["Shared"], forbiddenOutside: database,
                rule: "the model and formulas import Shared only, never the database or the terminal")
        case ("Domain", let folder?):
            guard let target = domain[folder] else { return nil }
            return Layer(
                module: target.module, allowed: target.uses.union(["Model", "Persistence", "Shared"]),
                rule: "\(target.module) imports \(target.uses.sorted().joined(separator: ", ")), Model, Persistence and Shared")
        case ("Features", "Kit"):
            return Layer(
                module: "CommandKit", allowed: ["Stores", "Model", "Shared"], forbiddenOutside: database,
                rule: "the command plumbing imports Stores, Model and Shared")
        case ("Features", let name?):
            let uses = features[name] ?? []
            return Layer(
                module: name + "Feature", allowed: uses.union(["CommandKit", "Stores", "Model", "Shared"]), forbiddenOutside: database,
                rule: "a feature imports CommandKit, Stores, Model, Shared and the domain targets Package.swift gives it "
                    + "(\(uses.sorted().joined(separator: ", "))), never another feature")
        case ("pulpe", "App"):
            return Layer(
                module: "PulpeApp",
                allowed: Set(
                    ["CommandKit", "Stores", "DomainKit", "Model", "Persistence", "Terminal", "Shared"]
                        + features.keys.map { $0 + "Feature" }),
                forbiddenOutside: ["GRDB", "GRDBSQLite", "PostgresNIO", "NIOCore", "NIO"],
                rule: "the app shell imports the features, the command plumbing, Stores, DomainKit and Core")
        case ("pulpe", _):
            return Layer(module: "pulpe", allowed: ["PulpeApp", "Shared"], rule: "the entry point imports the app shell")
        default:
            return nil
        }
    }

    /// Every module name of ours: an import of one of them is checked against the layer's allowed set.
    static func ourModules(in sources: URL) -> Set<String> {
        var modules: Set<String> = [
            "Shared", "CEditLine", "Persistence", "Remote", "Terminal", "Model", "CommandKit", "PulpeApp", "pulpe", "Core",
        ]
        for target in domain.values { modules.insert(target.module) }
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent("Features").path)) ?? []
        for folder in folders + features.keys { modules.insert(folder + "Feature") }
        return modules
    }

    /// The violations under `sources`; a Swift file in a folder no rule knows is one too.
    static func violations(in sources: URL) -> [Violation] {
        let ours = ourModules(in: sources)
        var found: [Violation] = []
        guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            guard let layer = layer(forFolder: relative) else {
                found.append(
                    Violation(file: relative, module: "?", rule: "unknown layer: add it to the architecture doc and to these rules"))
                continue
            }
            let text = (try? String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)) ?? ""
            for module in importedModules(text) where module != layer.module {
                if ours.contains(module) && !layer.allowed.contains(module) || layer.forbiddenOutside.contains(module) {
                    found.append(Violation(file: relative, module: module, rule: layer.rule))
                }
            }
        }
        return found.sorted { $0.file < $1.file }
    }

    /// The modules named by `import` lines, with attributes and kinds (`@testable`, `import struct`).
    static func importedModules(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { rawLine in
            var words = rawLine.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { return nil }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            return String(path.split(separator: ".").first ?? "")
        }
    }
}
