import Foundation

/// A text folded for searching and for ordering as a person reads: case, accents and widths
/// dropped, so `--search epi` finds "Épicerie" and names sort Ecole, Épicerie, Exact.
/// Example: `SearchKey.make("  Épicerie ")` → `"epicerie"`.
public enum SearchKey {
    public static func make(_ text: String) -> String {
        let trimmed = text.trimmingSpaces()
        // ASCII has no accents: lowercasing is the whole fold, without a trip through NSString.
        if trimmed.utf8.allSatisfy({ $0 < 0x80 }) { return trimmed.lowercased() }
        return trimmed.precomposedStringWithCanonicalMapping.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
