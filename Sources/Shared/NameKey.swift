import Foundation

/// How names are compared: trimmed, canonically composed (É typed or pasted as E + ´ alike),
/// Unicode case-folded (`Épargne` = `épargne`).
public enum NameKey {
    public static func make(_ name: String) -> String {
        name.trimmingSpaces().precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
    }
}
