import Shared

/// An amount as the user typed it for an account, read once the account's currency is known: in a
/// USD account `12.50` is dollars, in a JPY one `1500` is yen and `1500.5` is refused (yen have no
/// decimals). Example: `-4.40` read signed in CHF → −4.40; read unsigned it is refused.
public struct TypedAmount: Sendable, Equatable {
    public let text: String

    public init(_ text: String) { self.text = text }

    /// The amount in minor units of `currency`, or of the budget's currency (the rules in force)
    /// when nil; with `signed`, a leading `-` (or `−`) makes it negative.
    public func read(in currency: Currency?, signed: Bool = false) throws -> Money {
        let trimmed = text.trimmingSpaces()
        if signed, trimmed.hasPrefix("-") || trimmed.hasPrefix("\u{2212}") {
            return -(try TypedAmount(String(trimmed.dropFirst())).read(in: currency))
        }
        guard let currency else { return try Money.parse(trimmed) }
        return try ForeignAmount.parse(trimmed, in: currency).amount
    }
}
