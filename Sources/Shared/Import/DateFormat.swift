/// How a bank file writes its dates, as a pattern of YYYY, YY, MM, M, DD, D and MMM (a month's
/// name, English, German, French, Italian or Dutch, first three letters) between separators.
/// Day and month may have one digit, and a final YYYY two (20YY, 19YY from 80), unless two numbers touch
/// (`YYYYMMDD`); a time after the date (`2026-11-03 10:22`, `2026-11-03T10:22:00`) is ignored.
/// Example: `03.11.2026` reads as 2026-11-03 with `DD.MM.YYYY`, `11/03/2026` as 2026-11-03
/// with `MM/DD/YYYY` but 2026-03-11 with `DD/MM/YYYY`, `3 Nov 2026` with `D MMM YYYY`.
public struct DateFormat: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    enum Piece: Hashable, Sendable {
        case year(digits: Int)
        case month
        case monthName
        case day
        case literal(Character)
    }

    public let rawValue: String
    let pieces: [Piece]

    public static let iso = DateFormat(pattern: "YYYY-MM-DD")
    public static let dayMonthYearDots = DateFormat(pattern: "DD.MM.YYYY")
    public static let dayMonthYearSlashes = DateFormat(pattern: "DD/MM/YYYY")
    public static let monthDayYearSlashes = DateFormat(pattern: "MM/DD/YYYY")

    /// The patterns tried when a file's dates are detected, in order of preference.
    public static let allCases: [DateFormat] = [
        .iso, .dayMonthYearDots, .dayMonthYearSlashes, .monthDayYearSlashes, DateFormat(pattern: "DD-MM-YYYY"),
        DateFormat(pattern: "MM-DD-YYYY"), DateFormat(pattern: "YYYY.MM.DD"), DateFormat(pattern: "YYYY/MM/DD"),
        DateFormat(pattern: "YYYYMMDD"), DateFormat(pattern: "DD MMM YYYY"), DateFormat(pattern: "DD-MMM-YYYY"),
        DateFormat(pattern: "DD.MMM.YYYY"), DateFormat(pattern: "DD/MMM/YYYY"),
    ]

    public var description: String { rawValue }

    public init?(rawValue: String) {
        guard let format = DateFormat.named(rawValue) else { return nil }
        self = format
    }

    private init(pattern: String) {
        rawValue = pattern
        pieces = DateFormat.pieces(pattern) ?? []
    }

    /// The format a pattern names (case-insensitive: `dd.mm.yyyy`), nil when it is not one: it
    /// needs a year, a month and a day, each once.
    public static func named(_ text: String) -> DateFormat? {
        let pattern = text.uppercased()
        guard let pieces = pieces(pattern) else { return nil }
        let years = pieces.filter { if case .year = $0 { true } else { false } }.count
        let months = pieces.filter { $0 == .month || $0 == .monthName }.count
        let days = pieces.filter { $0 == .day }.count
        guard years == 1, months == 1, days == 1 else { return nil }
        return DateFormat(pattern: pattern)
    }

    private static func pieces(_ pattern: String) -> [Piece]? {
        var pieces: [Piece] = []
        var rest = Substring(pattern)
        while let first = rest.first {
            if rest.hasPrefix("YYYY") {
                pieces.append(.year(digits: 4))
                rest = rest.dropFirst(4)
            } else if rest.hasPrefix("YY") {
                pieces.append(.year(digits: 2))
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("MMM") {
                pieces.append(.monthName)
                rest = rest.dropFirst(3)
            } else if rest.hasPrefix("MM") || rest.hasPrefix("M") {
                pieces.append(.month)
                rest = rest.dropFirst(rest.hasPrefix("MM") ? 2 : 1)
            } else if rest.hasPrefix("DD") || rest.hasPrefix("D") {
                pieces.append(.day)
                rest = rest.dropFirst(rest.hasPrefix("DD") ? 2 : 1)
            } else if first.isLetter || first.isNumber {
                return nil
            } else {
                pieces.append(.literal(first))
                rest = rest.dropFirst()
            }
        }
        return pieces
    }

    /// The date `text` holds in this format, or nil. Read on its UTF-8 bytes: a bank file's
    /// dates are ASCII but for a month's name (`3 déc 2026`), decoded alone.
    public func date(_ text: String) -> LocalDate? {
        var bytes = Array(text.utf8)
        func trimmed(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x22 }  // space, tab, double quote
        while let last = bytes.last, trimmed(last) { bytes.removeLast() }
        var index = 0
        while index < bytes.count, trimmed(bytes[index]) { index += 1 }
        var year: Int?
        var month: Int?
        var day: Int?
        for (position, piece) in pieces.enumerated() {
            let touching: Bool = {
                guard position + 1 < pieces.count else { return false }
                if case .literal = pieces[position + 1] { return false }
                return true
            }()
            func digits(max: Int, exact: Int?) -> Int? {
                var count = 0
                var value = 0
                while index < bytes.count, count < max, (0x30...0x39).contains(bytes[index]) {
                    value = value * 10 + Int(bytes[index] - 0x30)
                    count += 1
                    index += 1
                }
                if let exact { return count == exact ? value : nil }
                return count > 0 ? value : nil
            }
            switch piece {
            case .literal(let character):
                // A separator is one ASCII byte but in a pattern someone wrote otherwise: no array made per row.
                if let byte = character.asciiValue {
                    guard index < bytes.count, bytes[index] == byte else { return nil }
                    index += 1
                } else {
                    let expected = Array(String(character).utf8)
                    guard bytes[index...].starts(with: expected) else { return nil }
                    index += expected.count
                }
            case .year(let width):
                let start = index
                guard let value = digits(max: 4, exact: touching ? width : nil) else { return nil }
                let count = index - start
                // Two digits for YYYY only at the end (`3.11.26`): a leading `03.04.18` is no year.
                guard count == 4 || (count == 2 && position == pieces.count - 1) else { return nil }
                year = count == 2 ? (value < 80 ? 2000 + value : 1900 + value) : value
            case .month:
                month = digits(max: 2, exact: touching ? 2 : nil)
                guard month != nil else { return nil }
            case .day:
                day = digits(max: 2, exact: touching ? 2 : nil)
                guard day != nil else { return nil }
            case .monthName:
                // The letters: ASCII ones, and any character beyond ASCII that is a letter (`é`, `ä`).
                var end = index
                while end < bytes.count, bytes[end] >= 0x80 || (0x41...0x5A).contains(bytes[end] & 0xDF) { end += 1 }
                let candidate = String(decoding: bytes[index..<end], as: UTF8.self)
                let letters = String(candidate.prefix { $0.isLetter })
                index += letters.utf8.count
                if index < bytes.count, bytes[index] == 0x2E { index += 1 }  // `Nov.`
                guard let number = DateFormat.month(named: letters) else { return nil }
                month = number
            }
        }
        if index < bytes.count {
            let next = bytes[index]
            guard next == 0x20 || next == 0x54 || next == 0x2C || next == 0x09 else { return nil }  // space, T, comma, tab
        }
        guard let year, let month, let day, (1...12).contains(month), day >= 1, day <= LocalDate.daysIn(year: year, month: month)
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// 1…12 for a month's name or its first three letters or more (`Nov`, `März`, `déc`, `Mei`).
    static func month(named name: String) -> Int? {
        let folded = name.lowercased()
        guard folded.count >= 3 else { return nil }
        let key = String(folded.prefix(3))
        let names: [[String]] = [
            ["jan", "jän", "gen", "janv"], ["feb", "fév", "fev"], ["mar", "mär", "mrt"], ["apr", "avr"], ["may", "mai", "mag", "mei"],
            ["jun", "jui", "giu"], ["jul", "lug"], ["aug", "aoû", "aou", "ago"], ["sep", "set"], ["oct", "okt", "ott"], ["nov"],
            ["dec", "dez", "déc", "dic"],
        ]
        if folded.hasPrefix("juil") { return 7 }
        if folded.hasPrefix("juin") { return 6 }
        return names.firstIndex { $0.contains(key) }.map { $0 + 1 }
    }

    /// The formats that read the most non-empty samples (a bad value does not hide the others),
    /// in order of preference; empty when none reads any.
    /// Example: ["01/02/2026", "25/04/2026"] → [DD/MM/YYYY]; ["01/02/2026", "03/04/2026"] → both slash formats.
    public static func formats(reading samples: [String]) -> [DateFormat] {
        let present = samples.filter { !$0.trimmingSpaces().isEmpty }
        let counts = allCases.map { format in (format, present.filter { format.date($0) != nil }.count) }
        guard let best = counts.map(\.1).max(), best > 0 else { return [] }
        return counts.filter { $0.1 == best }.map(\.0)
    }
}
