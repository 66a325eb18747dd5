/// How many transactions a benchmark database holds: `10k`, `100k`, `1M`.
struct DataSize: Hashable, Sendable, CustomStringConvertible {
    let transactions: Int

    static let standard = [DataSize(transactions: 10_000), DataSize(transactions: 100_000), DataSize(transactions: 1_000_000)]

    /// `10k`, `100k`, `1M`, `2.5M`-style labels for tables and file names.
    var description: String {
        if transactions >= 1_000_000 && transactions % 1_000_000 == 0 { return "\(transactions / 1_000_000)M" }
        if transactions >= 1_000 && transactions % 1_000 == 0 { return "\(transactions / 1_000)k" }
        return String(transactions)
    }

    /// Parses `10k`, `100K`, `1m`, `1M` or a plain count.
    static func parse(_ text: String) -> DataSize? {
        let lowered = text.lowercased()
        let multiplier: Int
        var digits = Substring(lowered)
        switch lowered.last {
        case "k":
            multiplier = 1_000
            digits = digits.dropLast()
        case "m":
            multiplier = 1_000_000
            digits = digits.dropLast()
        default: multiplier = 1
        }
        guard let count = Int(digits), count > 0 else { return nil }
        return DataSize(transactions: count * multiplier)
    }
}
