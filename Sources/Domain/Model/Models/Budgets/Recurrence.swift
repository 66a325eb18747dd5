import Shared

/// How a template line repeats, which decides the budgets it is copied into (Docs/Domain.md §4,
/// "Which lines a budget gets"): `fixed` (also typed `monthly`) and `one-off` every month (a one-off
/// is an irregular plan, not a standing charge: the only kind of line that can be postponed),
/// `quarterly:M` in month M and every third month from it, `yearly:M` in month M only.
/// Example: `yearly:12` goes into budget 2026-12, not 2026-11; `quarterly:2` into 2026-02, -05, -08, -11.
public enum Recurrence: Sendable, Hashable, RawRepresentable {
    case fixed
    case oneOff
    /// Month `month` (1–12) and every third month from it.
    case quarterly(month: Int)
    /// Month `month` (1–12) only.
    case yearly(month: Int)

    /// As stored and printed: `fixed`, `one-off`, `quarterly:2`, `yearly:12`.
    public var rawValue: String {
        switch self {
        case .fixed: "fixed"
        case .oneOff: "one-off"
        case .quarterly(let month): "quarterly:\(month)"
        case .yearly(let month): "yearly:\(month)"
        }
    }

    public init?(rawValue: String) {
        guard let parsed = Self.parse(rawValue) else { return nil }
        self = parsed
    }

    /// The typed forms: `fixed` or `monthly`, `one-off`, `quarterly:M`, `yearly:M` (M is 1–12, no sign).
    public static func parse(_ text: String) -> Recurrence? {
        let lowered = text.lowercased()
        switch lowered {
        case "fixed", "monthly": return .fixed
        case "one-off", "one_off", "oneoff": return .oneOff
        default: break
        }
        let parts = lowered.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let month = Int.strictDigits(String(parts[1])), (1...12).contains(month) else { return nil }
        switch parts[0] {
        case "quarterly": return .quarterly(month: month)
        case "yearly": return .yearly(month: month)
        default: return nil
        }
    }

    /// Whether a line with this recurrence goes into the budget of `month`.
    /// Example: `quarterly:2` in 2026-11 → (11 − 2) mod 3 = 0 → yes; in 2026-12 → no.
    public func occurs(in month: YearMonth) -> Bool {
        switch self {
        case .fixed, .oneOff: true
        case .quarterly(let first): (month.month - first + 12) % 3 == 0
        case .yearly(let only): month.month == only
        }
    }
}
