import GRDB

/// Reads the JSON objects sync exchanges — one level, each value a string, an integer, a boolean
/// or null — straight from UTF-8 bytes. Foundation's reader builds `Any` boxes and took a third
/// of a large sync. Anything else (nesting, a fraction, a bad escape, trailing text) is not a row
/// image: nil.
///
/// `{"name": "Caf\u00e9", "amount_cents": -4250, "note": null}` → name "Café",
/// amount_cents -4250, note NULL.
enum FlatJSON {
    static func object(_ text: String) -> [String: DatabaseValue]? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            return reader.object()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0

        mutating func object() -> [String: DatabaseValue]? {
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var values: [String: DatabaseValue] = [:]
            skipSpace()
            if take(UInt8(ascii: "}")) { return end() ? values : nil }
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                guard let value = value() else { return nil }
                values[key] = value
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                guard take(UInt8(ascii: "}")) else { return nil }
                return end() ? values : nil
            }
        }

        private mutating func end() -> Bool {
            skipSpace()
            return at == bytes.count
        }

        private mutating func value() -> DatabaseValue? {
            guard at < bytes.count else { return nil }
            switch bytes[at] {
            case UInt8(ascii: "\""): return string()?.databaseValue
            case UInt8(ascii: "n"): return word("null") ? .null : nil
            case UInt8(ascii: "t"): return word("true") ? 1.databaseValue : nil
            case UInt8(ascii: "f"): return word("false") ? 0.databaseValue : nil
            default: return number()?.databaseValue
            }
        }

        /// An integer; a number with a fraction or an exponent (no column holds one) is cut to
        /// its integer part, as the reader before this one did.
        private mutating func number() -> Int64? {
            let start = at
            let negative = take(UInt8(ascii: "-"))
            let digits = at
            var number: Int64 = 0
            var overflow = false
            while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") {
                let (times, overflowTimes) = number.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(Int64(bytes[at] - UInt8(ascii: "0")))
                overflow = overflow || overflowTimes || overflowSum
                number = sum
                at += 1
            }
            guard at > digits else { return nil }
            let more: Set<UInt8> = [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")]
            guard overflow || (at < bytes.count && more.contains(bytes[at])) else { return negative ? -number : number }
            while at < bytes.count, more.contains(bytes[at]) || (bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")) {
                at += 1
            }
            let token = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
            guard let double = Double(token), double.isFinite, let whole = Int64(exactly: double.rounded(.towardZero)) else { return nil }
            return whole
        }

        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = at
            // Most strings have no escape: one copy of their bytes.
            while at < bytes.count, bytes[at] != UInt8(ascii: "\""), bytes[at] != UInt8(ascii: "\\") { at += 1 }
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: "\"") {
                defer { at += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
            }
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self).unicodeScalars)
            var raw: [UInt8] = []
            while at < bytes.count {
                let byte = bytes[at]
                at += 1
                switch byte {
                case UInt8(ascii: "\""):
                    scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                    raw.removeAll(keepingCapacity: true)
                    guard let scalar = escape() else { return nil }
                    scalars.append(scalar)
                default:
                    raw.append(byte)
                }
            }
            return nil
        }

        /// The character after a backslash; `\uD83D\uDE00` (a surrogate pair) is one.
        private mutating func escape() -> Unicode.Scalar? {
            guard at < bytes.count else { return nil }
            let byte = bytes[at]
            at += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                guard let high = hex4() else { return nil }
                guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high) }
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4(), (0xDC00...0xDFFF).contains(low) else {
                    return nil
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            default: return nil
            }
        }

        private mutating func hex4() -> UInt32? {
            guard at + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Character(Unicode.Scalar(bytes[at])).hexDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
                at += 1
            }
            return value
        }

        private mutating func word(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard at + count <= bytes.count else { return false }
            for index in 0..<count where bytes[at + index] != word.utf8Start[index] { return false }
            at += count
            return true
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
            return true
        }

        private mutating func skipSpace() {
            while at < bytes.count {
                switch bytes[at] {
                case 0x20, 0x09, 0x0A, 0x0D: at += 1
                default: return
                }
            }
        }
    }
}
