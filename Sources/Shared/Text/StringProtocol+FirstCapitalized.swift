extension StringProtocol {
    /// The text with its first character upper-cased, to start a sentence: "expense" → "Expense",
    /// "écart de 5" → "Écart de 5"; the rest stays as it is (unlike Foundation's `capitalized`).
    public var firstCapitalized: String { prefix(1).uppercased() + dropFirst() }
}
