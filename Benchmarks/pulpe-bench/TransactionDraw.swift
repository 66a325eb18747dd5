import Model

/// One random transaction of the benchmark mix: 80 % allocated to a line (picked by the
/// lines' weights), 20 % free (mostly expenses), 40 % checked.
struct TransactionDraw: Sendable {
    /// The index in `PlannedLine.catalogue`, or nil for a free transaction.
    let lineIndex: Int?
    let kind: Kind
    let payee: String
    let cents: Int64
    let checked: Bool

    private static let cumulativeWeights: [Int] = {
        var total = 0
        return PlannedLine.catalogue.map {
            total += $0.weight
            return total
        }
    }()

    static func next(using random: inout SeededGenerator) -> TransactionDraw {
        let checked = random.chance(40)
        if random.chance(80) {
            let ticket = Int.random(in: 0..<cumulativeWeights.last!, using: &random)
            let index = cumulativeWeights.firstIndex { ticket < $0 }!
            let line = PlannedLine.catalogue[index]
            return TransactionDraw(
                lineIndex: index, kind: line.kind, payee: line.payees.randomElement(using: &random)!,
                cents: Int64.random(in: line.amounts, using: &random), checked: checked)
        }
        let roll = Int.random(in: 0..<100, using: &random)
        let kind: Kind = roll < 85 ? .expense : roll < 97 ? .income : .saving
        return TransactionDraw(
            lineIndex: nil, kind: kind, payee: PlannedLine.freePayees[kind]!.randomElement(using: &random)!,
            cents: Int64.random(in: 200...25_000, using: &random), checked: checked)
    }

    /// The categories transactions carry, so reports by category have something to group.
    static let categories: [String?] = [
        "Food", "Housing", "Transport", "Health", "Leisure", "Clothes", "Gifts", "Utilities", "Insurance", "Education", "Travel",
        nil, nil,
    ]

    /// A category decided by the payee alone (a sum of its scalars, stable from run to run), so the
    /// random draws and the transactions they make stay exactly those of earlier benchmark data.
    static func category(for payee: String) -> String? {
        categories[payee.unicodeScalars.reduce(0) { $0 + Int($1.value) } % categories.count]
    }
}
