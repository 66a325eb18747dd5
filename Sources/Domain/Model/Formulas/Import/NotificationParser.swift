import Shared

/// Reads a bank or e-wallet notification's text as a movement: the amount next to its currency
/// mark (the thousands/decimal convention read from the number itself), the direction from
/// keywords (English, French, German, plus the user's patterns; verbs weigh more than nouns, so
/// "Payment received" is an income and "Credit card purchase" an expense), the counterparty after
/// "at", "to", "from", "chez", "bei", … and a date when the text has one.
/// Example: "You spent CHF 12.50 at Migros Zürich on 03.11.2026" → -12.50, "Migros Zürich", 2026-11-03.
public enum NotificationParser {
    /// A keyword and the direction it gives; `weight` 2 for verbs, 1 for nouns.
    public struct Keyword: Sendable, Equatable {
        public var text: String
        public var kind: Kind
        public var weight: Int

        public init(_ text: String, _ kind: Kind, weight: Int = 2) {
            self.text = text
            self.kind = kind
            self.weight = weight
        }
    }

    /// What a notification says.
    public struct Reading: Sendable, Equatable {
        public var amount: Money
        public var kind: Kind
        public var payee: String
        public var date: LocalDate
        /// The currency mark as written (`$`, `Rp`, `EUR`), if any.
        public var currency: String?
        /// The currency that mark names (`currency(ofMark:home:)`); `amount` is in its minor units.
        public var paidIn: Currency?
    }

    public static let keywords: [Keyword] = [
        // Income, English / French / German.
        Keyword("received", .income), Keyword("you got", .income), Keyword("deposit", .income), Keyword("deposited", .income),
        Keyword("transfer from", .income, weight: 3), Keyword("incoming", .income), Keyword("refund", .income),
        Keyword("refunded", .income), Keyword("credited", .income), Keyword("credit", .income, weight: 1),
        Keyword("reçu", .income), Keyword("crédité", .income), Keyword("virement de", .income, weight: 3),
        Keyword("remboursement", .income), Keyword("versement reçu", .income, weight: 3), Keyword("erhalten", .income),
        Keyword("gutschrift", .income), Keyword("gutgeschrieben", .income), Keyword("eingang", .income),
        Keyword("überweisung von", .income, weight: 3), Keyword("empfangen", .income),
        // Expense.
        Keyword("spent", .expense), Keyword("paid", .expense), Keyword("purchase", .expense), Keyword("debited", .expense),
        Keyword("debit", .expense, weight: 1), Keyword("payment", .expense, weight: 1), Keyword("transfer to", .expense, weight: 3),
        Keyword("withdrawal", .expense), Keyword("withdrawn", .expense), Keyword("charged", .expense), Keyword("sent", .expense),
        Keyword("paiement", .expense, weight: 1), Keyword("payé", .expense), Keyword("achat", .expense), Keyword("débité", .expense),
        Keyword("débit", .expense, weight: 1), Keyword("retrait", .expense), Keyword("virement à", .expense, weight: 3),
        Keyword("virement vers", .expense, weight: 3), Keyword("zahlung", .expense, weight: 1), Keyword("bezahlt", .expense),
        Keyword("einkauf", .expense), Keyword("belastet", .expense), Keyword("belastung", .expense), Keyword("abbuchung", .expense),
        Keyword("überweisung an", .expense, weight: 3), Keyword("lastschrift", .expense), Keyword("abhebung", .expense),
    ]

    static let currencies = [
        "CHF", "EUR", "USD", "GBP", "PHP", "IDR", "INR", "JPY", "SEK", "NOK", "DKK", "PLN", "CAD", "AUD", "SFr.", "Fr.", "€", "$", "£",
        "₱", "₹", "¥", "Rp",
    ]
    static let counterpartyMarks = [
        " at ", " to ", " from ", " chez ", " à ", " de ", " bei ", " an ", " von ", " in ", " merchant: ", " bénéficiaire: ",
        " empfänger: ",
    ]
    static let counterpartyEnds: Set<Character> = [".", ",", ";", ":", "!", "(", "\n"]
    static let counterpartyStops = [
        " on ", " le ", " am ", " via ", " with ", " using ", " ref ", " for ", " was ", " has ", " is ", " sent", " received",
        " wurde ", " erhalten", " reçu", " a été ", " hat ",
    ]

    /// The reading of `text`, or nil when it has no amount or no direction (not a transaction).
    /// `extra` keywords (the user's patterns) come before the built-in ones.
    /// `home` is the budget's currency: what a bare `$` or `¥` means when it is a dollar or a yuan.
    public static func read(_ text: String, extra: [Keyword] = [], today: LocalDate, home: Currency = .chf) -> Reading? {
        guard let (read, currency, range) = amount(in: text) else { return nil }
        var amount = read
        let paidIn = currency.flatMap { Self.currency(ofMark: $0, home: home) }
        if let paidIn, paidIn.minorDigits != MoneyRules.current.minorDigits {
            // Read again in the currency's own decimals: `¥2,700` is 2'700 yen in a franc budget.
            let number = String(text[range])
            guard let cents = MoneyRules.$current.withValue(ForeignAmount.rules(of: paidIn), operation: { Self.cents(number) }) else {
                return nil
            }
            amount = Money(cents: cents)
        }
        guard amount.cents > 0 else { return nil }
        let folded = " " + NameKey.make(text) + " "
        var scores: [Kind: Int] = [:]
        for keyword in extra + keywords {
            let key = NameKey.make(keyword.text)
            if folded.contains(" " + key) { scores[keyword.kind, default: 0] += keyword.weight }
        }
        let ranked = scores.sorted { $0.value > $1.value }
        guard let best = ranked.first, ranked.count == 1 || ranked[1].value < best.value else { return nil }
        var rest = text
        rest.replaceSubrange(range, with: " ")
        for mark in currencies { rest = rest.replacingAll(mark, with: " ") }
        return Reading(
            amount: amount, kind: best.key, payee: counterparty(in: rest) ?? "", date: date(in: text, today: today) ?? today,
            currency: currency,
            paidIn: paidIn)
    }

    /// The currency a mark names: a code is itself; `$` is the home currency when that is a dollar
    /// (CAD, AUD…), else USD; `¥` is CNY in a yuan budget, else JPY; `Fr.`/`SFr.` CHF, `€` EUR,
    /// `£` GBP, `₱` PHP, `₹` INR, `Rp` IDR. Example: "$15.99" in a CHF budget → USD.
    public static func currency(ofMark mark: String, home: Currency) -> Currency? {
        switch mark {
        case "$": home.code.hasSuffix("D") && Self.dollars.contains(home.code) ? home : Currency.parse("USD")
        case "¥": home.code == "CNY" ? home : Currency.parse("JPY")
        case "Fr.", "SFr.": .chf
        case "€": .eur
        case "£": Currency.parse("GBP")
        case "₱": Currency.parse("PHP")
        case "₹": Currency.parse("INR")
        case "Rp": Currency.parse("IDR")
        default: Currency.parse(mark)
        }
    }

    /// Currencies written with a bare `$` at home.
    static let dollars: Set<String> = ["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "MXN", "TWD"]

    /// The first number written next to a currency mark (else the first number with decimals).
    static func amount(in text: String) -> (Money, String?, Range<String.Index>)? {
        let characters = Array(text)
        var index = 0
        var plain: (Money, String?, Range<String.Index>)?
        while index < characters.count {
            guard characters[index].isNumber && characters[index].isASCII else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count {
                let character = characters[end]
                let next = end + 1 < characters.count ? characters[end + 1] : " "
                if character.isNumber && character.isASCII {
                    end += 1
                } else if ".,'’".contains(character) && next.isNumber && next.isASCII {
                    end += 1
                } else {
                    break
                }
            }
            let number = String(characters[index..<end])
            let before = String(characters[max(0, index - 5)..<index]).trimmingSpaces()
            let after = String(characters[end..<min(characters.count, end + 5)]).trimmingSpaces()
            let currency = currencies.first { before.hasSuffix($0) || after.hasPrefix($0) }
            let start = text.index(text.startIndex, offsetBy: index)
            let range = start..<text.index(text.startIndex, offsetBy: end)
            if let cents = cents(number) {
                if currency != nil { return (Money(cents: cents), currency, range) }
                if plain == nil && (number.contains(".") || number.contains(",")) && !isDateLike(characters, index, end) {
                    plain = (Money(cents: cents), nil, range)
                }
            }
            index = end + 1
        }
        return plain
    }

    private static func isDateLike(_ characters: [Character], _ start: Int, _ end: Int) -> Bool {
        let number = String(characters[start..<end])
        let next = end < characters.count ? characters[end] : " "
        return number.filter { $0 == "." }.count >= 2 || next == "." || next == "/" || next == "-"
    }

    /// A number read with the point convention, else the comma one: "1,234.50", "12,50", "150.000".
    static func cents(_ number: String) -> Int64? {
        DecimalText.cents(number, convention: .point) ?? DecimalText.cents(number, convention: .comma)
    }

    /// The words after the first counterparty mark, up to punctuation, " on " or a date.
    static func counterparty(in text: String) -> String? {
        let padded = " " + text + " "
        let lower = padded.lowercased()
        var best: (offset: Int, mark: String)?
        for mark in counterpartyMarks {
            if let range = lower.range(of: mark) {
                let offset = lower.distance(from: lower.startIndex, to: range.lowerBound)
                if best == nil || offset < best!.offset { best = (offset, mark) }
            }
        }
        guard let best else { return nil }
        let start = padded.index(padded.startIndex, offsetBy: best.offset + best.mark.count)
        var name = ""
        for character in padded[start...] {
            if counterpartyEnds.contains(character) { break }
            name.append(character)
        }
        name += " "
        for stop in counterpartyStops {
            if let range = name.lowercased().range(of: stop) {
                let offset = name.lowercased().distance(from: name.lowercased().startIndex, to: range.lowerBound)
                name = String(name.prefix(offset)) + " "
            }
        }
        let trimmed = name.trimmingSpaces()
        if !trimmed.isEmpty { return trimmed }
        // "débité de 19,99 EUR (Netflix)": the name in parentheses.
        if let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
            let inside = text[text.index(after: open)..<close].trimmingSpaces()
            if !inside.isEmpty { return inside }
        }
        return nil
    }

    /// The first date written YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY in the text.
    static func date(in text: String, today: LocalDate) -> LocalDate? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" }).map {
            String($0).trimmingCharacters(in: ".")
        }
        for word in words {
            for format in [DateFormat.iso, .dayMonthYearDots, .dayMonthYearSlashes] {
                if let date = format.date(word), word.count >= 8 { return date }
            }
        }
        return monthAndDay(in: words, today: today)
    }

    /// An English month name beside a day, with or without a year: "Jan 21", "21 January 2026",
    /// "on March 3". Without a year it is the latest such day up to today (a notification tells of
    /// the past). Example: "Dec 30" read on 2026-01-22 → 2025-12-30.
    static func monthAndDay(in words: [String], today: LocalDate) -> LocalDate? {
        let names = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        for (index, word) in words.enumerated() {
            let lower = word.lowercased()
            guard lower.count >= 3, let month = names.firstIndex(of: String(lower.prefix(3))).map({ $0 + 1 }),
                lower.count == 3 || Self.monthNames[month - 1].hasPrefix(lower)
            else { continue }
            let day = [index + 1, index - 1].lazy.filter { words.indices.contains($0) }.compactMap { Self.day(words[$0]) }.first
            guard let day else { continue }
            let yearWord = words.indices.contains(index + 2) ? Int(words[index + 2]) : nil
            if let year = yearWord, (1900...2200).contains(year) {
                return realDate(year, month: month, day: day)
            }
            guard let thisYear = realDate(today.year, month: month, day: day) else { return nil }
            return thisYear > today ? realDate(today.year - 1, month: month, day: day) : thisYear
        }
        return nil
    }

    /// The day when the numbers form one (no 30 February).
    private static func realDate(_ year: Int, month: Int, day: Int) -> LocalDate? {
        day <= LocalDate.daysIn(year: year, month: month) ? LocalDate(year: year, month: month, day: day) : nil
    }

    private static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    ]

    /// A day of the month as written beside its name: "21", "21st", "3rd".
    private static func day(_ word: String) -> Int? {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), let day = Int(digits), (1...31).contains(day) else { return nil }
        let rest = word.dropFirst(digits.count).lowercased()
        return ["", "st", "nd", "rd", "th"].contains(rest) ? day : nil
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }

    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
