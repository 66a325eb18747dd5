extension Character {
    /// 0…9, decided on the character's byte (no Unicode property looked up): "٣" (Arabic-Indic
    /// three) is a digit to Unicode, never to an amount or a date.
    public var isASCIIDigit: Bool { asciiValue.map { (0x30...0x39).contains($0) } ?? false }
}
