extension Money {
    /// Display form with the locale's marks and the currency's decimals (`MoneyRules`): `-1'800.50`
    /// in CHF and de-CH, `-1'800` in JPY, `-1'800.500` in KWD, `-1.800,50` in de-DE.
    public var formatted: String {
        let rules = MoneyRules.current
        let absolute = cents.magnitude
        let units = String(absolute / UInt64(rules.scale)).utf8
        let fraction = absolute % UInt64(rules.scale)
        // Written as bytes: tables format one amount per row, tens of thousands of rows at a time.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units.count + units.count / 3 + 4)
        if cents < 0 { bytes.append(UInt8(ascii: "-")) }
        let grouping = Array(String(rules.grouping).utf8)
        for (offset, digit) in units.enumerated() {
            if offset > 0 && (units.count - offset) % 3 == 0 { bytes += grouping }
            bytes.append(digit)
        }
        Self.appendFraction(fraction, digits: rules.minorDigits, mark: rules.decimalMark.asciiValue ?? UInt8(ascii: "."), to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// JSON number form with the currency's decimals and no grouping: `-1800.50` (CHF), `-1800` (JPY).
    public var plainDecimal: String {
        let rules = MoneyRules.current
        let absolute = cents.magnitude
        var bytes = Array((cents < 0 ? "-" : "").utf8) + Array(String(absolute / UInt64(rules.scale)).utf8)
        Self.appendFraction(absolute % UInt64(rules.scale), digits: rules.minorDigits, mark: UInt8(ascii: "."), to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The mark and the fraction's `digits` digits, zero-padded (`5` with 2 digits → `.05`); nothing for 0 digits.
    private static func appendFraction(_ fraction: UInt64, digits: Int, mark: UInt8, to bytes: inout [UInt8]) {
        guard digits > 0 else { return }
        bytes.append(mark)
        var divisor: UInt64 = [1, 1, 10, 100][digits]
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// Display form with a currency code: `CHF 1'800.50`; with the locale's sign for its own
    /// currency instead (`MoneyRules.sign`): `$1,800.50`, `-$1,800.50`, `Rp 1.500.000,00`.
    public func formatted(currency: String) -> String {
        guard let sign = MoneyRules.current.sign, sign.code == currency else { return "\(currency) \(formatted)" }
        return (cents < 0 ? "-" : "") + sign.prefix + magnitude.formatted
    }
}

extension Money: CustomStringConvertible {
    public var description: String { formatted }
}
