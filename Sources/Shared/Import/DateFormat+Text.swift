extension DateFormat {
    /// `date` written in this format, with two-digit days and months and English month names.
    /// Example: 2026-11-03 → `03.11.2026` (DD.MM.YYYY), `11/03/2026` (MM/DD/YYYY), `03 Nov 2026`
    /// (DD MMM YYYY), `03.11.26` (DD.MM.YY).
    public func text(_ date: LocalDate) -> String {
        var text = ""
        text.reserveCapacity(10)
        for piece in pieces {
            switch piece {
            case .year(let digits): text += digits == 2 ? (date.year % 100).zeroPadded(2) : date.year.zeroPadded(4)
            case .month: text += date.month.zeroPadded(2)
            case .monthName: text += Self.englishMonths[date.month - 1]
            case .day: text += date.day.zeroPadded(2)
            case .literal(let character): text.append(character)
            }
        }
        return text
    }

    private static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
