/// A value written to JSON as its text (a currency's code, a locale's tag) and read back through
/// `init?(codableText:)`, which refuses a text it does not know.
/// Example: `Currency.parse("JPY")` encodes as `"JPY"`; decoding `"XYZ"` is a data error.
public protocol CodableAsText: Codable {
    init?(codableText: String)
    var codableText: String { get }
}

extension CodableAsText {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(codableText: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown \(Self.self) \(text)"))
        }
        self = value
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(codableText)
    }
}
