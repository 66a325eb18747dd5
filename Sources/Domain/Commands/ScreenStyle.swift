/// How screens may draw: the terminal's width and whether colours are allowed.
public struct ScreenStyle: Sendable, Equatable {
    public var width: Int
    public var color: Bool

    public init(width: Int = 80, color: Bool = false) {
        self.width = width
        self.color = color
    }

    public static let plain = ScreenStyle()
}
