import Foundation

/// How names are compared: trimmed, Unicode case-folded (`Épargne` = `épargne`).
public enum NameKey {
    public static func make(_ name: String) -> String {
        name.trimmingSpaces().folding(options: [.caseInsensitive], locale: nil)
    }
}
