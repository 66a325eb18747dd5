/// Integer divisions with the rounding rules of domain.md §2.
public enum Rounding {
    /// a / b rounded half away from zero; b must be non-zero. Example: 5 / 2 → 3, −5 / 2 → −3.
    public static func halfUpDivision(_ a: Int64, _ b: Int64) -> Int64 {
        precondition(b != 0, "division by zero")
        let negative = (a < 0) != (b < 0)
        let (na, nb) = (a.magnitude, b.magnitude)
        let quotient = Int64((na + nb / 2) / nb)
        return negative ? -quotient : quotient
    }

    /// a / b rounded toward negative infinity. Example: 7 / 2 → 3, −7 / 2 → −4.
    public static func floorDivision(_ a: Int64, _ b: Int64) -> Int64 {
        precondition(b != 0, "division by zero")
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }

    /// a / b rounded toward positive infinity. Example: 7 / 2 → 4, −7 / 2 → −3.
    public static func ceilDivision(_ a: Int64, _ b: Int64) -> Int64 {
        precondition(b != 0, "division by zero")
        let quotient = a / b
        return (a % b != 0 && (a < 0) == (b < 0)) ? quotient + 1 : quotient
    }
}
