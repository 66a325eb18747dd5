/// Reading fixed-width numbers straight from a string's UTF-8 bytes, for the strict date and
/// month formats that every stored row goes through.
enum DigitBytes {
    /// `body` over the text's contiguous UTF-8 bytes.
    static func read<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(body) ?? nil
    }

    /// The number written in ASCII digits at `range`, or nil if any byte there is not a digit.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var value = 0
        for index in range {
            let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
        }
        return value
    }
}
