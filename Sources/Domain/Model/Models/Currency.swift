/// The display currency; amounts are never converted.
public enum Currency: String, Sendable, Hashable, Codable, CaseIterable {
    case chf = "CHF"
    case eur = "EUR"

    public static func parse(_ text: String) -> Currency? { Currency(rawValue: text.uppercased()) }
}
