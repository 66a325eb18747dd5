import Foundation

/// File names for Tab after `.read`: the entries of the folder the typed path names (the current
/// folder when it has no `/`) that start with its last part; folders end with `/` so Tab can go on.
///
/// Example: with `scripts/november.pulpe` and `scripts/notes/`, `scripts/no` offers
/// `scripts/notes/` and `scripts/november.pulpe`; hidden entries only when the part starts with `.`.
enum FileNameCompletion {
    static func candidates(for typed: String, fileManager: FileManager = .default) -> [String] {
        let slash = typed.lastIndex(of: "/")
        let folderPart = slash.map { String(typed[...$0]) } ?? ""
        let namePart = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let expanded = folderPart.hasPrefix("~/") ? NSHomeDirectory() + folderPart.dropFirst() : folderPart
        let folder = expanded.isEmpty ? "." : expanded
        // Unheard: Tab must never fail; a folder that cannot be listed offers nothing.
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasPrefix(namePart) && (namePart.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted().map { name in
            var isFolder: ObjCBool = false
            let path = (folder as NSString).appendingPathComponent(name)
            let mark = fileManager.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? "/" : ""
            return folderPart + name + mark
        }
    }
}
