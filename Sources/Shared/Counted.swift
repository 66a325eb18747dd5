/// A count with its noun in the number it needs, for messages.
///
/// `counted(1, "budget")` is "1 budget", `counted(3, "budget")` "3 budgets", and
/// `counted(2, "entry", "entries")` "2 entries".
public func counted(_ count: Int, _ one: String, _ many: String? = nil) -> String {
    "\(count) \(count == 1 ? one : many ?? one + "s")"
}

/// Two counts, naming only those above zero (the first when both are zero), for what something holds.
///
/// `counted(2, "transaction", and: 1, "transfer")` is "2 transactions and 1 transfer",
/// `counted(0, "transaction", and: 1, "transfer")` "1 transfer".
public func counted(_ count: Int, _ one: String, and other: Int, _ otherOne: String) -> String {
    switch (count, other) {
    case (_, 0): counted(count, one)
    case (0, _): counted(other, otherOne)
    default: "\(counted(count, one)) and \(counted(other, otherOne))"
    }
}

/// Words joined as a sentence lists them: "a", "a and b", "a, b and c"; "" for none.
public func listed(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " and " + last
}
