import Foundation

/// How names are compared: trimmed, Unicode case-folded (`Épargne` = `épargne`).
public enum NameKey {
    public static func make(_ name: String) -> String {
        let trimmed = name.trimmingSpaces()
        // ASCII case folding is lowercasing, without a trip through NSString (names are keyed on every command).
        if trimmed.utf8.allSatisfy({ $0 < 0x80 }) { return trimmed.lowercased() }
        return trimmed.folding(options: [.caseInsensitive], locale: nil)
    }
}
