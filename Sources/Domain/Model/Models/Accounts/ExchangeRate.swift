import Shared

/// What one unit of a foreign currency is worth in the budget's currency, exactly as the user typed
/// it (a decimal, never a `Double`): `0.8812` means 1 USD = 0.8812 CHF.
/// Converting rounds once, to the budget currency's minor unit, half away from zero.
/// Example: 45.00 USD at 0.8812 → 45 × 0.8812 = 39.654 → CHF 39.65; 2'700 JPY at 0.0059 → 15.93 CHF;
/// 1.000 KWD (3 decimals) at 2.9 → 2.90 CHF.
public struct ExchangeRate: Sendable, Hashable, CustomStringConvertible {
    /// The rate's digits without the point: 8812 for 0.8812.
    public let significand: Int64
    /// How many of those digits are decimals: 4 for 0.8812.
    public let decimals: Int

    /// The most decimals a rate may have, and its largest value (a unit worth a million units).
    public static let maximumDecimals = 10
    public static let maximumValue: Int64 = 1_000_000

    /// Reads a rate typed as digits with at most one `.` (or `,`): `0.8812`, `1`, `0,000053`; nil
    /// when it is not such a number. Zero and out-of-range rates are read: `check` refuses them.
    public static func parse(_ text: String) -> ExchangeRate? {
        let trimmed = text.trimmingSpaces()
        var digits = ""
        var decimals: Int?
        for character in trimmed {
            if character.isASCIIDigit {
                digits.append(character)
                if let count = decimals { decimals = count + 1 }
            } else if character == "." || character == ",", decimals == nil {
                decimals = 0
            } else {
                return nil
            }
        }
        guard !digits.isEmpty, decimals != 0 || !trimmed.hasSuffix(".") && !trimmed.hasSuffix(",") else { return nil }
        // Trailing zeros of the decimals say nothing: 0.88120 is 0.8812.
        var count = decimals ?? 0
        while count > 0 && digits.hasSuffix("0") {
            digits.removeLast()
            count -= 1
        }
        let leading = digits.drop { $0 == "0" }
        guard leading.count <= 18, let significand = Int64(leading.isEmpty ? "0" : String(leading)) else {
            return ExchangeRate(significand: Int64.max, decimals: 0)
        }
        return ExchangeRate(significand: significand, decimals: count)
    }

    public init(significand: Int64, decimals: Int) {
        self.significand = significand
        self.decimals = decimals
    }

    /// Whether it may be used: above 0, at most `maximumDecimals` decimals and `maximumValue`.
    public var isUsable: Bool {
        significand > 0 && decimals <= Self.maximumDecimals && significand <= Self.maximumValue * Self.power(decimals)
    }

    /// `0.8812`, `1`, `0.000053`: the rate as typed, without trailing zeros.
    public var description: String {
        guard decimals > 0 else { return String(significand) }
        var digits = String(significand)
        if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        return digits
    }

    /// `amount` (in minor units of a currency of `fromDigits` decimals) in minor units of a currency
    /// of `toDigits` decimals, rounded half away from zero; nil when the result passes `Money.maximum`.
    public func convert(_ amount: Money, fromDigits: Int, toDigits: Int) -> Money? {
        // amount × significand × 10^toDigits / 10^(decimals + fromDigits), in 128 bits: no step overflows.
        var numerator = Int128(amount.cents) * Int128(significand)
        var denominatorExponent = decimals + fromDigits - toDigits
        while denominatorExponent < 0 {
            numerator *= 10
            denominatorExponent += 1
        }
        let denominator = Int128(Self.power(denominatorExponent))
        return Self.rounded(numerator, dividedBy: denominator)
    }

    /// The other way: `amount` of the budget's currency (`fromDigits` decimals) back in the currency
    /// the rate is of (`toDigits`), rounded half away from zero; nil for a rate of 0 or a result past
    /// `Money.maximum`. Example: 39.65 CHF at 0.8812 → 39.65 / 0.8812 = 44.9955… → 45.00 USD.
    public func convertBack(_ amount: Money, fromDigits: Int, toDigits: Int) -> Money? {
        guard significand > 0 else { return nil }
        // amount × 10^(decimals + toDigits) / (significand × 10^fromDigits)
        var numerator = Int128(amount.cents)
        for _ in 0..<(decimals + toDigits) { numerator *= 10 }
        let denominator = Int128(significand) * Int128(Self.power(fromDigits))
        return Self.rounded(numerator, dividedBy: denominator)
    }

    /// `numerator / denominator` rounded half away from zero, as money; nil past `Money.maximum`.
    private static func rounded(_ numerator: Int128, dividedBy denominator: Int128) -> Money? {
        var quotient = numerator / denominator
        if (numerator % denominator).magnitude * 2 >= denominator.magnitude { quotient += numerator < 0 ? -1 : 1 }
        guard quotient.magnitude <= UInt128(Money.maximum.cents) else { return nil }
        return Money(cents: Int64(quotient))
    }

    /// 10 to the `exponent` (at most 18 here: 10 decimals of a rate, 3 of a currency).
    private static func power(_ exponent: Int) -> Int64 {
        var value: Int64 = 1
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
