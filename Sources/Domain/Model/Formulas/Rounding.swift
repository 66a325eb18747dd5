/// Integer divisions with the rounding rules of Docs/Domain.md §2.3.
public enum Rounding {
    /// How a quotient that is not whole becomes an integer.
    public enum Rule: Sendable {
        /// Half away from zero: 2.5 → 3, −2.5 → −3.
        case halfUp
        /// Toward negative infinity: 2.5 → 2, −2.5 → −3.
        case down
        /// Toward positive infinity: 2.5 → 3, −2.5 → −2.
        case up
    }

    /// a / b rounded half away from zero; b must be non-zero. Example: 5 / 2 → 3, −5 / 2 → −3.
    public static func halfUpDivision(_ a: Int64, _ b: Int64) -> Int64 {
        divide(a, times: 1, by: b, .halfUp)
    }

    /// a / b rounded toward negative infinity. Example: 7 / 2 → 3, −7 / 2 → −4.
    public static func floorDivision(_ a: Int64, _ b: Int64) -> Int64 {
        divide(a, times: 1, by: b, .down)
    }

    /// a / b rounded toward positive infinity. Example: 7 / 2 → 4, −7 / 2 → −3.
    public static func ceilDivision(_ a: Int64, _ b: Int64) -> Int64 {
        divide(a, times: 1, by: b, .up)
    }

    /// a × k / b with one rounding at the end, computed in 128 bits so the product never
    /// overflows; the result is clamped to the Int64 range. Example: (5000, 100, 12000, .halfUp) → 42.
    public static func divide(_ a: Int64, times k: Int64, by b: Int64, _ rule: Rule) -> Int64 {
        precondition(b != 0, "division by zero")
        let result = divide(Int128(a) * Int128(k), by: Int128(b), rule)
        return Int64(clamping: result)
    }

    /// n / d in 128 bits with the given rounding rule; d must be non-zero.
    static func divide(_ n: Int128, by d: Int128, _ rule: Rule) -> Int128 {
        let (numerator, denominator) = d < 0 ? (-n, -d) : (n, d)
        var quotient = numerator / denominator
        let remainder = numerator % denominator
        guard remainder != 0 else { return quotient }
        switch rule {
        case .down:
            if numerator < 0 { quotient -= 1 }
        case .up:
            if numerator > 0 { quotient += 1 }
        case .halfUp:
            if remainder.magnitude * 2 >= denominator.magnitude { quotient += numerator < 0 ? -1 : 1 }
        }
        return quotient
    }
}
