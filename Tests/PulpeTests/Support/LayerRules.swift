import Foundation

/// The dependency rules of architecture.md, checked by reading the `import` lines of every
/// Swift file under a `Sources` folder.
struct LayerRules {
    struct Violation: Equatable, CustomStringConvertible {
        let file: String
        let module: String
        let rule: String
        var description: String { "\(file) imports \(module): \(rule)" }
    }

    /// Modules of ours that a layer may import; anything else of ours is forbidden.
    static func allowed(forFolder folder: String) -> (Set<String>, String)? {
        let components = folder.split(separator: "/").map(String.init)
        switch components.first {
        case "Shared": return ([], "Shared imports nothing of ours")
        case "CEditLine": return ([], "a system library imports nothing of ours")
        case "Core": return (["CEditLine"], "Core imports nothing of ours but system libraries")
        case "Domain": return (["Core", "Shared"], "Domain imports only Core and Shared")
        case "Features": return (["Domain", "Shared", "Core"], "a feature imports Domain, Shared and Core, never another feature")
        case "pulpe": return nil
        default: return ([], "unknown layer: add it to architecture.md and to these rules")
        }
    }

    /// Every module name of ours that appears under `sources` (the layer folders and feature targets).
    static func ourModules(in sources: URL) -> Set<String> {
        var modules: Set<String> = ["Shared", "Core", "Domain", "CEditLine", "pulpe"]
        let features = (try? FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent("Features").path)) ?? []
        for feature in features { modules.insert(feature + "Feature"); modules.insert(feature) }
        return modules
    }

    /// The violations under `sources`.
    static func violations(in sources: URL) -> [Violation] {
        let ours = ourModules(in: sources)
        var found: [Violation] = []
        guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let (allowed, rule) = allowed(forFolder: relative) else { continue }
            let ownModule = ownModule(of: relative)
            let text = (try? String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)) ?? ""
            for module in importedModules(text) where ours.contains(module) && module != ownModule && !allowed.contains(module) {
                found.append(Violation(file: relative, module: module, rule: rule))
            }
        }
        return found.sorted { $0.file < $1.file }
    }

    /// `Features/Budgets/X.swift` belongs to `BudgetsFeature`; `Domain/...` to `Domain`.
    static func ownModule(of relative: String) -> String {
        let parts = relative.split(separator: "/").map(String.init)
        if parts.first == "Features", parts.count > 1 { return parts[1] + "Feature" }
        return parts.first ?? ""
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
