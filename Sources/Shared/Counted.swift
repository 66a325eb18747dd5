/// A count with its noun in the number it needs, for messages.
///
/// `counted(1, "budget")` is "1 budget", `counted(3, "budget")` "3 budgets", and
/// `counted(2, "entry", "entries")` "2 entries".
public func counted(_ count: Int, _ one: String, _ many: String? = nil) -> String {
    "\(count) \(count == 1 ? one : many ?? one + "s")"
}
