import Shared

/// Works out a `CSVMapping` from the first records of a file, or from a saved profile: the
/// records before the header (a bank's preamble: account, period, balance) are passed over; a
/// header row is one with no date while the next record has one; columns are found by their
/// header name (English, French, German, Italian, Dutch; the booking date before the value
/// date) or, without one, by what their values read as; a column of D/C, Af/Bij, Debit/Credit,
/// S/H beside an amount gives its direction.
/// Example: `Date,Description,Amount` then `2026-11-03,Migros,-82.40` → header, date 0, payee 1,
/// amount 2, `YYYY-MM-DD`, point.
public enum CSVMappingGuess {
    /// Booking dates first; the value date is taken only when a file has no other date.
    static let dateNames = [
        "date", "datum", "booking date", "booked at", "booked", "buchungsdatum", "buchungstag", "buchung", "abschlussdatum",
        "transaction date", "transactiedatum", "boekdatum", "execution date", "date comptable", "date d'opération", "data contabile",
        "data operazione", "data", "jour", "fecha",
    ]
    static let valueDateNames = [
        "valuta", "value date", "valutadatum", "valuta date", "data valuta", "date de valeur", "date valeur", "wertstellung", "valeur",
    ]
    static let amountNames = [
        "amount", "betrag", "montant", "bedrag", "importo", "net", "transaktionsbetrag", "sum", "summe", "value", "wert",
    ]
    static let directionNames = [
        "credit/debit", "debit/credit", "creditdebet", "credit debet", "af bij", "af/bij", "soll/haben", "s/h", "d/c", "c/d",
        "belastung/gutschrift", "direction", "dbit/crdt",
    ]
    static let debitNames = ["debit", "débit", "soll", "belastung", "withdrawal", "out", "paid out", "ausgang", "lastschrift"]
    static let creditNames = ["credit", "crédit", "haben", "gutschrift", "deposit", "in", "paid in", "eingang"]
    static let payeeNames = [
        "payee", "description", "text", "buchungstext", "beschreibung", "libellé", "libelle", "name", "merchant", "counterparty",
        "details", "memo", "empfänger", "bénéficiaire", "narrative", "verwendungszweck",
    ]
    /// Columns of more words about a movement than its payee (kept as its text, searched).
    static let memoNames = [
        "memo", "notes", "note", "verwendungszweck", "mitteilung", "zahlungsgrund", "purpose", "remittance information",
        "communication", "omschrijving", "mededelingen", "causale", "details", "description", "text", "buchungstext",
        "zusatzinfo", "additional information", "message",
    ]
    static let categoryNames = ["category", "kategorie", "catégorie", "categorie", "categoria", "rubrik"]
    /// Columns of the balance after each row (a name, or a name followed by more words: `Saldo CHF`).
    static let balanceNames = [
        "balance", "saldo", "kontostand", "solde", "running balance", "balance after", "neuer saldo", "saldo nach buchung",
        "nieuw saldo", "saldo dopo",
    ]
    /// Columns of each row's currency code (Dutch `Valuta` is left out: in German it is the value date).
    static let currencyNames = ["currency", "currency code", "ccy", "währung", "devise", "monnaie", "divisa", "moneda", "munt"]
    static let referenceNames = [
        "reference", "ref", "referenz", "référence", "transaction id", "id", "booking id", "bank reference", "referentie",
    ]

    /// The mapping for `records` (the file's first records, as text), following `profile` when given.
    /// `dateFormat` and `decimal` force those readings.
    public static func mapping(
        _ records: [[String]], profile: ImportProfile? = nil, dateFormat: DateFormat? = nil, decimal: DecimalConvention? = nil
    ) throws(CSVMappingError) -> CSVMapping {
        guard let first = records.first else { throw .empty }
        let width = records.map(\.count).max() ?? 0
        let hasHeader = isHeader(first, next: records.dropFirst().first)
        let names = (0..<width).map { column in
            hasHeader && column < first.count ? first[column].trimmingSpaces() : "column \(column + 1)"
        }
        let body = hasHeader ? Array(records.dropFirst()) : records
        guard !body.isEmpty else { throw .empty }
        func values(_ column: Int) -> [String] { body.map { column < $0.count ? $0[column] : "" } }

        var date: Int?
        var amount: Int?
        var debit: Int?
        var credit: Int?
        var payee: Int?
        var reference: Int?
        var direction: Int?
        if let profile {
            func column(_ reference: String) throws(CSVMappingError) -> Int {
                if let number = Int(reference), number >= 1, number <= max(width, 1) { return number - 1 }
                if let index = names.firstIndex(where: { NameKey.make($0) == NameKey.make(reference) }) { return index }
                throw .unknownColumn(reference, known: names)
            }
            date = try column(profile.date)
            payee = try column(profile.payee)
            if let name = profile.amount { amount = try column(name) }
            if let name = profile.debit { debit = try column(name) }
            if let name = profile.credit { credit = try column(name) }
            if let name = profile.reference { reference = try column(name) }
            if let name = profile.direction { direction = try column(name) }
        } else {
            if hasHeader {
                func find(_ keys: [String], except used: [Int?], accept: (Int) -> Bool = { _ in true }) -> Int? {
                    let taken = Set(used.compactMap { $0 })
                    let folded = names.map { NameKey.make($0) }
                    for key in keys {
                        if let index = folded.indices.first(where: { folded[$0] == key && !taken.contains($0) && accept($0) }) {
                            return index
                        }
                    }
                    for key in keys where key.count > 3 {
                        if let index = folded.indices.first(where: { folded[$0].contains(key) && !taken.contains($0) && accept($0) }) {
                            return index
                        }
                    }
                    return nil
                }
                let valueDates = names.indices.filter { index in valueDateNames.contains { NameKey.make(names[index]).contains($0) } }
                let holdsDates = { (column: Int) in !DateFormat.formats(reading: values(column)).isEmpty }
                // A booking date left empty on some bookings (not booked yet) gives way to one every booking has.
                let dated = body.filter { $0.contains { field in DateFormat.allCases.contains { $0.date(field) != nil } } }
                let everyBooking = { (column: Int) in
                    holdsDates(column) && dated.allSatisfy { column < $0.count && !$0[column].trimmingSpaces().isEmpty }
                }
                date =
                    find(dateNames, except: valueDates, accept: everyBooking) ?? find(dateNames, except: valueDates, accept: holdsDates)
                    ?? find(valueDateNames, except: [], accept: holdsDates)
                // A column named like an amount holds amounts (most of its values read as one; "Betrag Detail" may be empty).
                let holdsAmounts = { (column: Int) in
                    let present = values(column).filter { !$0.trimmingSpaces().isEmpty }
                    return !present.isEmpty && present.filter(isAmountOrEmpty).count * 2 >= present.count
                }
                amount = find(amountNames, except: [date], accept: holdsAmounts)
                if amount == nil {
                    debit = find(debitNames, except: [date])
                    credit = find(creditNames, except: [date, debit])
                    if debit == nil || credit == nil { (debit, credit) = (nil, nil) }
                }
                payee = find(payeeNames, except: [date, amount, debit, credit])
                reference = find(referenceNames, except: [date, amount, debit, credit, payee])
                if let column = reference {
                    // A reference keys rows only when it tells them apart.
                    let present = values(column).map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
                    if Set(present).count != present.count || present.isEmpty { reference = nil }
                }
            }
            if date == nil {
                date = (0..<width).first { column in
                    values(column).contains { !$0.isEmpty }
                        && values(column).allSatisfy { value in value.isEmpty || DateFormat.allCases.contains { $0.date(value) != nil } }
                }
            }
            if amount == nil && debit == nil {
                let numeric = (0..<width).filter { column in
                    column != date && values(column).allSatisfy(isAmountOrEmpty)
                        && values(column).contains { !$0.trimmingSpaces().isEmpty }
                }
                let full = numeric.filter { column in values(column).allSatisfy { !$0.trimmingSpaces().isEmpty } }
                // Movements go both ways and have decimals; a balance rarely goes below zero, codes and numbers have no decimals.
                func likeMovements(_ column: Int) -> Int {
                    let present = values(column).map { $0.trimmingSpaces() }
                    return (present.contains { $0.hasPrefix("-") || $0.hasSuffix("-") } ? 2 : 0)
                        + (present.contains { $0.contains(".") || $0.contains(",") } ? 1 : 0)
                }
                let ranked = full.sorted { likeMovements($0) > likeMovements($1) || (likeMovements($0) == likeMovements($1) && $0 < $1) }
                if let column = ranked.first {
                    amount = column
                } else if numeric.count >= 2 {
                    (debit, credit) = (numeric[0], numeric[1])
                }
            }
            if payee == nil {
                let taken: Set<Int?> = [date, amount, debit, credit, reference]
                let texts = (0..<width).filter { !taken.contains($0) && !values($0).allSatisfy(isAmountOrEmpty) }
                payee = texts.max { average(values($0)) < average(values($1)) }
            }
        }
        // The category and the memo columns are found by their names, with or without a profile.
        var category: Int?
        var memos: [Int] = []
        var balance: Int?
        var currency: Int?
        if hasHeader {
            let folded = names.map { NameKey.make($0) }
            let used = Set([date, amount, debit, credit, payee, reference, direction].compactMap { $0 })
            category = folded.indices.first { !used.contains($0) && categoryNames.contains(folded[$0]) }
            memos = folded.indices.filter { index in
                !used.contains(index) && index != category
                    && memoNames.contains { folded[index] == $0 || folded[index].hasPrefix($0 + " ") }
            }
            balance = folded.indices.first { index in
                !used.contains(index) && index != category && !memos.contains(index)
                    && balanceNames.contains { folded[index] == $0 || folded[index].hasPrefix($0 + " ") }
                    && values(index).contains { !$0.trimmingSpaces().isEmpty } && values(index).allSatisfy(isAmountOrEmpty)
            }
            currency = folded.indices.first { index in
                !used.contains(index) && index != category && !memos.contains(index) && index != balance
                    && currencyNames.contains(folded[index])
                    && values(index).allSatisfy { $0.trimmingSpaces().isEmpty || Currency.parse($0.trimmingSpaces()) != nil }
            }
        }
        if direction == nil, let amount {
            direction = (0..<width).first { column in
                column != amount && column != date && column != payee && directionPair(values(column)) != nil
            }
        }
        guard let date else { throw .noDateColumn(known: names) }
        guard amount != nil || (debit != nil && credit != nil) else {
            // A column named like an amount whose values do not read: say which values, not that there is none.
            let folded = names.map { NameKey.make($0) }
            if hasHeader, profile == nil, let named = folded.indices.first(where: { $0 != date && amountNames.contains(folded[$0]) }),
                let sample = values(named).first(where: { !isAmountOrEmpty($0) })
            {
                throw .unreadableAmounts(column: names[named], sample: sample)
            }
            throw .noAmountColumn(known: names)
        }
        guard let payee else { throw .noPayeeColumn(known: names) }

        let format: DateFormat
        if let forced = dateFormat ?? profile?.dateFormat.flatMap(DateFormat.named) {
            format = forced
        } else {
            let formats = DateFormat.formats(reading: values(date))
            guard let found = formats.first else {
                throw .unreadableDates(column: names[date], sample: values(date).first { !$0.isEmpty } ?? "")
            }
            // Formats that read every date alike are one reading; ones that read a date differently are a question.
            let differing = formats.filter { format in values(date).contains { format.date($0) != found.date($0) } }
            if !differing.isEmpty {
                throw .ambiguousDates(column: names[date], formats: [found] + differing)
            }
            format = found
        }
        let convention: DecimalConvention
        if let forced = decimal ?? profile?.decimal.flatMap(DecimalConvention.init(rawValue:)) {
            convention = forced
        } else {
            let amounts = [amount, debit, credit].compactMap { $0 }.flatMap(values)
            guard let found = DecimalText.convention(reading: amounts) else {
                let column = amount ?? debit ?? 0
                let sample = amounts.first { DecimalText.cents($0, convention: .point) == nil } ?? ""
                throw .unreadableAmounts(column: names[column], sample: sample)
            }
            convention = found
        }
        var mapping = CSVMapping(
            hasHeader: hasHeader, columnNames: names, date: date, amount: amount, debit: debit, credit: credit, payee: payee,
            reference: reference, direction: direction, category: category, memos: memos, balance: balance, currency: currency,
            dateFormat: format, decimal: convention)
        if hasHeader {
            // Rows are held to their usual number of fields (the most common; of two as common, the
            // smaller), at least the header's: a separator ending every row makes one more.
            let tally = Dictionary(body.map { ($0.count, 1) }, uniquingKeysWith: +)
            let usual = tally.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? first.count
            mapping.fieldLimit = max(first.count, usual)
        }
        return mapping
    }

    /// Where the data starts in a file's first records: the header's index (the record just
    /// before the first row holding a date and an amount, when it has no date itself), else that
    /// row's index; 0 when no row reads as data. A bank's preamble lies before it. Rows above the
    /// first that reads which are shaped as it is (a date-like text or an amount in its columns)
    /// are bookings that do not read, not the header: they start the data, so the import names them.
    /// Example: `Konto;CH93`, `Saldo;1000.00`, ``, `Datum;Text;Betrag`, `03.11.2026;Migros;-8.20` → 3;
    /// `Datum;Text;Betrag`, `31.11.2026;Kiosk;-12,00`, `21.11.2026;Bakery;-2,00` → 0.
    public static func dataStart(_ records: [[String]]) -> Int {
        func isDate(_ field: String) -> Bool { DateFormat.allCases.contains { $0.date(field) != nil } }
        func isAmount(_ field: String) -> Bool {
            !field.trimmingSpaces().isEmpty && DecimalConvention.allCases.contains { DecimalText.cents(field, convention: $0) != nil }
        }
        func isBlank(_ record: [String]) -> Bool { record.allSatisfy { $0.trimmingSpaces().isEmpty } }
        guard
            let first = records.indices.first(where: { index in
                let record = records[index]
                guard let dateColumn = record.firstIndex(where: isDate) else { return false }
                return record.indices.contains { $0 != dateColumn && isAmount(record[$0]) && !isDate(record[$0]) }
            })
        else { return 0 }
        let booking = records[first]
        let dateColumn = booking.firstIndex(where: isDate) ?? 0
        let amountColumns = booking.indices.filter { $0 != dateColumn && isAmount(booking[$0]) }
        // `31.11.2026`, `2026-13-01`: digits and date marks, as a date is written.
        func isDateShaped(_ field: String) -> Bool {
            let text = field.trimmingSpaces()
            return (6...10).contains(text.count) && text.allSatisfy { $0.isASCIIDigit || $0 == "." || $0 == "/" || $0 == "-" }
                && text.filter(\.isASCIIDigit).count >= 4
        }
        func isBooking(_ record: [String]) -> Bool {
            record.count == booking.count
                && (isDateShaped(record[dateColumn]) || isDate(record[dateColumn]) || amountColumns.contains { isAmount(record[$0]) })
        }
        var start = first
        var header = first - 1
        while header >= 0 && (isBlank(records[header]) || isBooking(records[header])) {
            if !isBlank(records[header]) { start = header }
            header -= 1
        }
        guard header >= 0 else { return start }
        let candidate = records[header]
        let named = candidate.filter { !$0.trimmingSpaces().isEmpty }
        if named.count >= 2 && !candidate.contains(where: isDate) { return header }
        return start
    }

    /// The pair of words a direction column holds (debit words, credit words), nil when its values are not all one pair's.
    public static func directionPair(_ values: [String]) -> Int? {
        let present = values.map { $0.trimmingSpaces().lowercased() }.filter { !$0.isEmpty }
        guard !present.isEmpty else { return nil }
        return CSVMapping.directionWords.firstIndex { pair in present.allSatisfy { pair.debit.contains($0) || pair.credit.contains($0) } }
    }

    /// A first record is a header when none of its fields is a date or an amount but the next has a date.
    static func isHeader(_ record: [String], next: [String]?) -> Bool {
        func hasDate(_ fields: [String]) -> Bool { fields.contains { field in DateFormat.allCases.contains { $0.date(field) != nil } } }
        if hasDate(record) { return false }
        if let next { return hasDate(next) || !record.contains { DecimalText.cents($0, convention: .point) != nil } }
        return true
    }

    private static func isAmountOrEmpty(_ value: String) -> Bool {
        value.trimmingSpaces().isEmpty || DecimalConvention.allCases.contains { DecimalText.cents(value, convention: $0) != nil }
    }

    private static func average(_ values: [String]) -> Int {
        values.isEmpty ? 0 : values.reduce(0) { $0 + $1.count } / values.count
    }
}
