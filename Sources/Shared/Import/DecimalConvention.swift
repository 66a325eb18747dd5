/// Which mark separates the decimals in a written amount: `1'234.50` / `1,234.50` (point) or
/// `1.234,50` (comma). Apostrophes and spaces only ever group thousands.
public enum DecimalConvention: String, Sendable, CaseIterable {
    case point
    case comma
}
