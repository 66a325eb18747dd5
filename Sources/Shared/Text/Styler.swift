/// One ANSI text attribute.
public enum Style: Sendable, Equatable, CaseIterable {
    case bold, dim, red, green, yellow, cyan

    /// The SGR parameter that turns the attribute on.
    public var code: Int {
        switch self {
        case .bold: 1
        case .dim: 2
        case .red: 31
        case .green: 32
        case .yellow: 33
        case .cyan: 36
        }
    }
}

/// Applies ANSI styles to text, or leaves text untouched when colour is off (`NO_COLOR`, `--no-color`,
/// output not a terminal), so rendering code never needs to ask.
public struct Styler: Sendable, Equatable {
    public let enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Never styles.
    public static let plain = Styler(enabled: false)
    /// Always styles.
    static let ansi = Styler(enabled: true)

    /// `text` wrapped in the escape codes of `styles` and a reset; unchanged when disabled, empty or unstyled.
    public func apply(_ styles: [Style], to text: String) -> String {
        guard enabled, !styles.isEmpty, !text.isEmpty else { return text }
        let codes = styles.map { String($0.code) }.joined(separator: ";")
        return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
    }

    public func apply(_ style: Style, to text: String) -> String { apply([style], to: text) }

    public func bold(_ text: String) -> String { apply(.bold, to: text) }
    public func dim(_ text: String) -> String { apply(.dim, to: text) }
    public func red(_ text: String) -> String { apply(.red, to: text) }
    public func green(_ text: String) -> String { apply(.green, to: text) }
    public func yellow(_ text: String) -> String { apply(.yellow, to: text) }
    public func cyan(_ text: String) -> String { apply(.cyan, to: text) }
}
