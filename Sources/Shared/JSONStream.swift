/// Writes one JSON document in pieces, handing `sink` about 64 KiB at a time, so a month of
/// tens of thousands of transactions is printed without its whole tree or text in memory.
public struct JSONStream {
    static let chunkSize = 65_536
    private var buffer = ""
    private let sink: (String) -> Void

    public init(sink: @escaping (String) -> Void) {
        self.sink = sink
        buffer.reserveCapacity(Self.chunkSize + 4_096)
    }

    /// Raw JSON text (punctuation, or a document part the caller knows is valid).
    public mutating func write(_ text: String) {
        buffer += text
        flushIfFull()
    }

    public mutating func write(_ value: JSONValue) {
        value.write(to: &buffer)
        flushIfFull()
    }

    /// `"key":value` members of an object, with the separating commas; `first` says whether
    /// they open the object (no comma before the first).
    public mutating func writeMembers(_ members: [(String, JSONValue)], first: Bool) {
        for (index, (key, value)) in members.enumerated() {
            if index > 0 || !first { buffer += "," }
            JSONValue.string(key).write(to: &buffer)
            buffer += ":"
            write(value)
        }
    }

    /// An array whose elements are built one at a time, each written and dropped before the next.
    public mutating func writeArray<Items: Sequence>(_ items: Items, _ element: (Items.Element) -> JSONValue) {
        buffer += "["
        var first = true
        for item in items {
            if !first { buffer += "," }
            first = false
            write(element(item))
        }
        buffer += "]"
    }

    /// Hands over what is left; call once at the end.
    public mutating func finish() {
        if !buffer.isEmpty { sink(buffer) }
        buffer = ""
    }

    private mutating func flushIfFull() {
        guard buffer.utf8.count >= Self.chunkSize else { return }
        sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
