/// An exact amount of money in minor units (cents, rappen). Never a `Double`.
public struct Money: Sendable, Hashable, Comparable, Codable {
    /// The amount in minor units of the currency (1/100 of a franc, 1 yen, 1/1000 of a dinar).
    public var cents: Int64

    /// The largest amount a user may type: 9'999'999'999'999 minor units (99'999'999'999.99 in CHF,
    /// room for a rupiah's ten billion). A thousand lines over ten years of them still sum inside Int64.
    public static let maximum = Money(cents: 9_999_999_999_999)
    public static let zero = Money(cents: 0)

    public init(cents: Int64) { self.cents = cents }

    /// Whole currency units, e.g. `Money(units: 1800)` is 1'800.00 (in the current `MoneyRules`).
    public init(units: Int64) { self.cents = units * MoneyRules.current.scale }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
    public static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    public static func - (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents - rhs.cents) }
    public static prefix func - (value: Money) -> Money { Money(cents: -value.cents) }
    public static func += (lhs: inout Money, rhs: Money) { lhs.cents += rhs.cents }
    public static func -= (lhs: inout Money, rhs: Money) { lhs.cents -= rhs.cents }

    public var isNegative: Bool { cents < 0 }
    public var magnitude: Money { Money(cents: cents.magnitude > UInt64(Int64.max) ? Int64.max : abs(cents)) }
}

extension Money {
    /// Parses an amount as typed by a user: `1800`, `1800.5`, `1'800.50`, `12_500`.
    /// No sign, no exponent, at most the currency's decimals, at most `Money.maximum`.
    public static func parse(_ text: String) throws(MoneyParseError) -> Money {
        try MoneyParser.parse(text)
    }

    /// The sum of a sequence of amounts.
    public static func sum<S: Sequence>(_ amounts: S) -> Money where S.Element == Money {
        amounts.reduce(.zero, +)
    }
}

extension Sequence {
    /// The sum of the amounts picked out of each element.
    public func sum(of amount: (Element) -> Money) -> Money {
        reduce(.zero) { $0 + amount($1) }
    }
}
