/// Reads a signed amount as banks write it, in minor units of the currency (`MoneyRules`): an
/// optional sign (`-`, `+`, a trailing `-` or parentheses), thousands grouped by `'`, `’`, spaces or
/// the other mark, and at most two decimals (three in a currency that has them) after the
/// convention's mark, exact in the minor unit; currency codes and symbols around it are ignored.
/// Example: `"-1.234,5"` with `.comma` → -123450; `"CHF 1'234.50"` with `.point` → 123450;
/// `"1,5"` with `.point` → nil (a group of thousands has three digits).
public enum DecimalText {
    /// What may surround an amount or a currency mark: spaces, tabs and the no-break spaces.
    static let spaces = " \t" + String(Character.noBreakSpaces)

    public static func cents(_ raw: String, convention: DecimalConvention) -> Int64? {
        var text = Substring(raw).trimming(spaces)
        guard !text.isEmpty else { return nil }
        var negative = false
        if text.hasPrefix("(") && text.hasSuffix(")") {
            negative = true
            text = text.dropFirst().dropLast().trimming(" ")
        }
        text = stripCurrency(text)
        if text.hasSuffix("-") {
            negative.toggle()
            text = text.dropLast().trimming(" ")
        }
        if let first = text.first, first == "-" || first == "+" || first == "\u{2212}" {
            if first != "+" { negative.toggle() }
            text = text.dropFirst().trimming(" ")
        }
        text = stripCurrency(text)
        guard let value = unsigned(text, convention: convention) else { return nil }
        return negative ? -value : value
    }

    /// The convention that reads the most samples (a bad value does not hide the others),
    /// preferring `.point` on a tie (whole numbers). Nil when neither reads any.
    /// Example: ["-82,40", "6.500,00", "x"] → `.comma`.
    public static func convention(reading samples: [String]) -> DecimalConvention? {
        let present = samples.filter { !$0.trimmingSpaces().isEmpty }
        let counts = DecimalConvention.allCases.map { convention in
            (convention, present.filter { cents($0, convention: convention) != nil }.count)
        }
        guard let best = counts.max(by: { $0.1 < $1.1 }), best.1 > 0 else { return nil }
        return counts.first { $0.1 == best.1 }?.0
    }

    private static let currencyMarks: [String] = [
        "CHF", "EUR", "USD", "GBP", "JPY", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CZK", "Fr.", "SFr.", "sFr.", "€", "$", "£",
        "¥", "₹", "₱", "Rp", "RM", "R$",
    ]

    private static func stripCurrency(_ text: Substring) -> Substring {
        // Most amounts are digits, marks and a sign only: no currency mark to look for (Foundation's suffix test costs a
        // locale lookup, for each of the marks).
        if text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2C || $0 == 0x2E || $0 == 0x27 || $0 == 0x2D || $0 == 0x2B }) {
            return text
        }
        var text = text
        for mark in currencyMarks {
            if text.hasPrefix(mark) { text = text.dropFirst(mark.count).trimming(spaces) }
            if text.hasSuffix(mark) { text = text.dropLast(mark.count).trimming(spaces) }
        }
        return text
    }

    private static func unsigned(_ text: Substring, convention: DecimalConvention) -> Int64? {
        let rules = MoneyRules.current
        let decimalMark: Character = convention == .point ? "." : ","
        let otherMark: Character = convention == .point ? "," : "."
        var integerPart = text
        var fraction: Substring = ""
        if let index = text.lastIndex(of: decimalMark) {
            integerPart = text[..<index]
            fraction = text[text.index(after: index)...]
            guard !fraction.isEmpty, fraction.count <= max(2, rules.minorDigits), fraction.allSatisfy(\.isASCIIDigit),
                fraction.dropFirst(rules.minorDigits).allSatisfy({ $0 == "0" })
            else { return nil }
        }
        if integerPart.isEmpty { return fraction.isEmpty ? nil : fractionCents(fraction, rules) }
        guard integerPart.first?.isASCIIDigit == true else { return nil }
        var units: Int64 = 0
        var groupLength = 0
        var grouped = false
        var digits = 0
        for character in integerPart {
            if character.isASCIIDigit {
                let (scaled, overflow) = units.multipliedReportingOverflow(by: 10)
                guard !overflow, digits < 15 else { return nil }
                units = scaled + Int64(character.asciiValue! - 48)
                groupLength += 1
                digits += 1
            } else if character == "'" || character == "’" || character == " " || character.isNoBreakSpace || character == otherMark {
                guard groupLength > 0, !grouped || groupLength == 3, groupLength <= 3 else { return nil }
                grouped = true
                groupLength = 0
            } else {
                return nil
            }
        }
        if grouped && groupLength != 3 { return nil }
        return units * rules.scale + fractionCents(fraction, rules)
    }

    /// The decimals in minor units: `5` → 50 and `05` → 5 with two decimals; `00` → 0 with none.
    private static func fractionCents(_ fraction: Substring, _ rules: MoneyRules) -> Int64 {
        var cents: Int64 = 0
        for (index, digit) in fraction.prefix(rules.minorDigits).enumerated() {
            cents += Int64(digit.asciiValue! - 48) * StatementAmount.placeValue(index, of: rules.minorDigits)
        }
        return cents
    }
}

extension Substring {
    func trimming(_ set: String) -> Substring {
        // Most texts start and end with an ASCII character outside `set`: decided on two bytes.
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80, !set.utf8.contains(first),
            !set.utf8.contains(last)
        {
            return self
        }
        var text = self
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return text
    }
}
