extension Character {
    /// The spaces that do not break a line: U+00A0, the narrow U+202F (fr-FR groups thousands with
    /// it: `1 234,50`) and the figure space U+2007. The command line keeps them inside a word, and
    /// an amount reads them as grouping, so `1 234,50` typed or pasted is one word and one amount.
    public static let noBreakSpaces: Set<Character> = ["\u{A0}", "\u{202F}", "\u{2007}"]

    /// Whether this is one of `noBreakSpaces`.
    public var isNoBreakSpace: Bool { Character.noBreakSpaces.contains(self) }
}
