/// A command line drawn from a seed: budgets, lines, transactions, templates with propagation,
/// goals, withdrawals, round-ups, spreads, settings and navigation, over a few names and months
/// so that commands meet each other's data. Many are invalid at the moment they run (no such
/// budget, a duplicate name): they fail and change nothing, as they would for a user.
struct RandomCommand {
    static let months = ["2026-10", "2026-11", "2026-12", "2027-01"]
    static let goals = ["Car", "Trip"]
    static let templates = ["Normal", "Extra"]
    static let lines = ["Rent", "Food", "CarSave", "Fun"]
    static let transactions = ["Migros", "Cinema", "Shop"]
    static let amounts = ["10", "50", "100", "250", "1000", "12.30", "82.40", "0.05"]
    static let kinds = ["income", "expense", "saving"]

    /// The commands run before every sequence: a default template feeding a goal, and a budget.
    static let prelude = [
        "template new Normal",
        "template line add Normal income Salary 5000",
        "template line add Normal expense Rent 1500",
        "goal new Car --target 1000 --by 2027-06-30",
        "template line add Normal saving CarSave 100 --goal Car",
        "budget new 2026-11",
    ]

    private var state: UInt64

    /// The command line for `seed` (the same seed, the same line).
    static func line(_ seed: Int) -> String {
        var draw = RandomCommand(state: UInt64(truncatingIfNeeded: seed))
        return draw.make()
    }

    /// SplitMix64: cheap, and every bit of the seed matters.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func pick(_ choices: [String]) -> String { choices[Int(next() % UInt64(choices.count))] }
    private mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
    private mutating func option(_ percent: UInt64, _ text: String) -> String { chance(percent) ? " " + text : "" }

    private mutating func make() -> String {
        let month = pick(Self.months)
        let goal = pick(Self.goals)
        let template = pick(Self.templates)
        let line = pick(Self.lines)
        let tx = pick(Self.transactions)
        let amount = pick(Self.amounts)
        let budget = option(70, "--budget \(month)")
        switch next() % 40 {
        case 0, 1: return "budget new \(month)" + option(30, "--template \(template)")
        case 2: return "budget delete \(month)"
        case 3, 4, 5:
            return "line add \(pick(Self.kinds)) \(line) \(amount)" + budget + option(30, "--checked") + option(40, "--goal \(goal)")
        case 6: return "line set \(line) --amount \(amount)" + budget
        case 7: return "line set \(line) --goal \(chance(30) ? "none" : goal)" + budget
        case 8, 9: return "line check \(line)" + budget
        case 10: return "line uncheck \(line)" + budget
        case 11: return "line remove \(line)" + budget
        case 12: return "line reset \(line)" + budget
        case 13:
            return
                "line spread \(chance(50) ? "expense" : "saving") Spread\(next() % 2) \(amount) --from \(month) --months \(1 + next() % 3)"
                + option(30, "--per-month")
        case 14, 15, 16:
            return "tx add \(tx) \(amount)" + option(50, "--line \(line)") + option(30, "--kind \(pick(Self.kinds))")
                + budget + option(30, "--checked") + option(20, "--date 2026-11-\(10 + next() % 6)")
        case 17: return "tx set \(chance(50) ? "last" : tx) --amount \(amount)" + budget
        case 18: return "tx set \(chance(50) ? "last" : tx) --line \(chance(30) ? "none" : line)" + budget
        case 19: return "tx check \(chance(50) ? "last" : tx)" + budget
        case 20: return "tx remove \(chance(50) ? "last" : tx)" + budget
        case 21: return "template new \(template)" + option(30, "--default")
        case 22: return "template default \(template)"
        case 23: return "template delete \(template)"
        case 24, 25:
            return "template line add \(template) \(pick(Self.kinds)) \(line) \(amount)" + option(60, "--propagate")
                + option(30, "--goal \(goal)")
        case 26: return "template line set \(template) \(line) \(amount)" + option(60, "--propagate")
        case 27: return "template line remove \(template) \(line)" + option(60, "--propagate")
        case 28:
            return "goal new \(goal)" + option(60, "--target \(amount)") + option(40, "--by 2027-0\(1 + next() % 6)-28")
                + option(20, "--initial \(pick(Self.amounts))")
        case 29: return "goal \(pick(["pause", "resume", "complete"])) \(goal)"
        case 30: return "goal delete \(goal)"
        case 31: return "goal withdraw \(goal) \(amount)" + budget + option(30, "--checked")
        case 32: return "goal withdraw \(goal) \(amount) --planned --month \(pick(Self.months))"
        case 33: return chance(50) ? "goal withdraw remove #\(1 + next() % 3)" : "goal withdraw \(goal) \(amount) --for #\(1 + next() % 3)"
        case 34: return "goal plan \(goal) " + (chance(50) ? "--monthly \(amount)" : "--redistribute") + " --apply"
        case 35: return "roundup move \(goal) --week 2026-W\(45 + next() % 3)" + option(30, "--unit 5")
        case 36: return "settings set payday \(pick(["1", "1", "10", "25"]))"
        case 37: return "settings set currency \(pick(["CHF", "EUR"]))"
        case 38: return chance(50) ? "open budget \(month)" : "home"
        default: return chance(20) ? "budget year 2027" : "budget new \(month)"
        }
    }
}
