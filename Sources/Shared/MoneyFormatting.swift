extension Money {
    /// Display form with `'` between thousands and two decimals: `-1'800.50`.
    public var formatted: String {
        let absolute = cents.magnitude
        let units = String(absolute / 100).utf8
        let fraction = Int(absolute % 100)
        // Written as bytes: tables format one amount per row, tens of thousands of rows at a time.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units.count + units.count / 3 + 4)
        if cents < 0 { bytes.append(UInt8(ascii: "-")) }
        for (offset, digit) in units.enumerated() {
            if offset > 0 && (units.count - offset) % 3 == 0 { bytes.append(UInt8(ascii: "'")) }
            bytes.append(digit)
        }
        bytes += [UInt8(ascii: "."), UInt8(ascii: "0") + UInt8(fraction / 10), UInt8(ascii: "0") + UInt8(fraction % 10)]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// JSON number form with exactly two decimals and no grouping: `-1800.50`.
    public var plainDecimal: String {
        let absolute = cents.magnitude
        let fraction = absolute % 100
        return (cents < 0 ? "-" : "") + String(absolute / 100) + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// Display form with a currency code: `CHF 1'800.50`.
    public func formatted(currency: String) -> String { "\(currency) \(formatted)" }
}

extension Money: CustomStringConvertible {
    public var description: String { formatted }
}
