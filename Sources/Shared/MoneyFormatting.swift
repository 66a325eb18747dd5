extension Money {
    /// Display form with `'` between thousands and two decimals: `-1'800.50`.
    public var formatted: String {
        let negative = cents < 0
        let absolute = cents.magnitude
        let units = String(absolute / 100)
        let fraction = absolute % 100
        var grouped = ""
        for (offset, digit) in units.enumerated() {
            if offset > 0 && (units.count - offset) % 3 == 0 { grouped.append("'") }
            grouped.append(digit)
        }
        return (negative ? "-" : "") + grouped + "." + (fraction < 10 ? "0" : "") + String(fraction)
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
