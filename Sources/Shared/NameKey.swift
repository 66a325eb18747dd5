import Foundation

/// How names are compared: trimmed, canonically composed (É typed or pasted as E + ´ alike),
/// Unicode case-folded (`Épargne` = `épargne`).
public enum NameKey {
    public static func make(_ name: String) -> String {
        let trimmed = name.trimmingSpaces()
        // ASCII case folding is lowercasing, without a trip through NSString (names are keyed on every command).
        if trimmed.utf8.allSatisfy({ $0 < 0x80 }) { return trimmed.lowercased() }
        return trimmed.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
    }
}
