import Foundation

/// A feature reaches the app's stores and services only through its clients file
/// (`Features/<F>/<F>Clients.swift`), which lists exactly what the feature uses: any other file
/// of a feature that names `AppStores` or reads `.stores` is a violation. Kit is the plumbing and
/// is not a feature.
enum ClientsRule {
    /// The files of `sources` (a `Sources` folder) that break the rule, as "Features/F/File.swift".
    static func violations(in sources: URL) throws -> [String] {
        let features = sources.appendingPathComponent("Features")
        // Simple word boundaries: by Unicode's rules `stores.budgetService` would be one word.
        let reach = try Regex(#"\bAppStores\b|\.stores\b"#).wordBoundaryKind(.simple)
        var found: [String] = []
        for feature in try FileManager.default.contentsOfDirectory(atPath: features.path).sorted() where feature != "Kit" {
            let folder = features.appendingPathComponent(feature)
            for file in FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? []
            where file.hasSuffix(".swift") && file != "\(feature)Clients.swift" {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                if text.contains(reach) { found.append("Features/\(feature)/\(file)") }
            }
        }
        return found
    }
}
