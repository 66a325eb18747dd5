import Model
import Shared

/// How screens may draw: the terminal's width (and height, on a terminal) and whether colours are allowed.
public struct ScreenStyle: Sendable, Equatable {
    public var width: Int
    /// The terminal's rows when output is one (a screen may shorten its lists to fit); nil for a pipe or a file.
    public var height: Int?
    public var color: Bool
    /// Charts in ASCII (`#`) instead of Unicode blocks: the locale is not UTF-8, or `--ascii`.
    public var ascii: Bool

    public init(width: Int = 80, color: Bool = false, ascii: Bool = false) {
        self.width = width
        self.color = color
        self.ascii = ascii
    }

    public static let plain = ScreenStyle()

    /// The styler matching `color`: a no-op when colours are off.
    public var styler: Styler { Styler(enabled: color) }

    /// `table` fitted to the width, with a dim line under it naming the columns it left out.
    /// Example: at 40 columns, `fav list` → its rows, then "Left out to fit the width: line, category and used."
    public func fitted(_ table: TextTable) -> String {
        let (text, leftOut) = table.rendered(maxWidth: width, styler: styler)
        guard let note = TextTable.leftOutNote(leftOut) else { return text }
        return text + "\n" + styler.dim(note)
    }

    /// A signed amount, red when negative.
    public func amount(_ money: Money) -> String {
        money.isNegative ? styler.red(money.formatted) : money.formatted
    }
}
