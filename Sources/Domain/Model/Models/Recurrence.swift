/// How a planned line repeats: metadata only, every template line is copied into each budget.
public enum Recurrence: String, Sendable, Hashable, Codable, CaseIterable {
    case fixed
    case oneOff = "one-off"

    public static func parse(_ text: String) -> Recurrence? {
        switch text.lowercased() {
        case "fixed": return .fixed
        case "one-off", "one_off", "oneoff": return .oneOff
        default: return nil
        }
    }
}
