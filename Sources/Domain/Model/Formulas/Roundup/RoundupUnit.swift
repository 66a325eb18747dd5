/// What expenses are rounded up to: the next whole franc, or the next 5 or 10.
public enum RoundupUnit: Int, Sendable, Equatable, CaseIterable {
    case one = 1
    case five = 5
    case ten = 10

    /// `1`, `5` or `10`; nil for anything else.
    public static func parse(_ text: String) -> RoundupUnit? {
        Int.strictDigits(text).flatMap(RoundupUnit.init(rawValue:))
    }
}
