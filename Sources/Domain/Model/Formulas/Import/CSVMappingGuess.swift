import Shared

/// Works out a `CSVMapping` from the first records of a file, or from a saved profile: a header
/// row is one with no date while the next record has one; columns are found by their header name
/// (English, French, German) or, without one, by what their values read as.
/// Example: `Date,Description,Amount` then `2026-11-03,Migros,-82.40` → header, date 0, payee 1,
/// amount 2, `YYYY-MM-DD`, point.
public enum CSVMappingGuess {
    static let dateNames = ["date", "datum", "valuta", "value date", "booking date", "buchungsdatum", "date de valeur", "jour"]
    static let amountNames = ["amount", "betrag", "montant", "sum", "summe", "value", "wert"]
    static let debitNames = ["debit", "débit", "soll", "belastung", "withdrawal", "out", "paid out", "ausgang", "lastschrift"]
    static let creditNames = ["credit", "crédit", "haben", "gutschrift", "deposit", "in", "paid in", "eingang"]
    static let payeeNames = [
        "payee", "description", "text", "buchungstext", "beschreibung", "libellé", "libelle", "name", "merchant", "counterparty",
        "details", "memo", "empfänger", "bénéficiaire", "narrative", "verwendungszweck",
    ]
    static let referenceNames = ["reference", "ref", "referenz", "référence", "transaction id", "id", "booking id", "bank reference"]

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
        func values(_ column: Int) -> [String] { body.map { column < $0.count ? $0[column] : "" } }

        var date: Int?
        var amount: Int?
        var debit: Int?
        var credit: Int?
        var payee: Int?
        var reference: Int?
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
        } else {
            if hasHeader {
                func find(_ keys: [String], except used: [Int?]) -> Int? {
                    let taken = Set(used.compactMap { $0 })
                    let folded = names.map { NameKey.make($0) }
                    for key in keys {
                        if let index = folded.indices.first(where: { folded[$0] == key && !taken.contains($0) }) { return index }
                    }
                    for key in keys where key.count > 3 {
                        if let index = folded.indices.first(where: { folded[$0].contains(key) && !taken.contains($0) }) { return index }
                    }
                    return nil
                }
                date = find(dateNames, except: [])
                amount = find(amountNames, except: [date])
                if amount == nil {
                    debit = find(debitNames, except: [date])
                    credit = find(creditNames, except: [date, debit])
                    if debit == nil || credit == nil { (debit, credit) = (nil, nil) }
                }
                payee = find(payeeNames, except: [date, amount, debit, credit])
                reference = find(referenceNames, except: [date, amount, debit, credit, payee])
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
                if let column = full.first {
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
        guard let date else { throw .noDateColumn(known: names) }
        guard amount != nil || (debit != nil && credit != nil) else { throw .noAmountColumn(known: names) }
        guard let payee else { throw .noPayeeColumn(known: names) }

        let format: DateFormat
        if let forced = dateFormat ?? profile?.dateFormat.flatMap(DateFormat.named) {
            format = forced
        } else {
            let formats = DateFormat.formats(reading: values(date))
            guard let found = formats.first else {
                throw .unreadableDates(column: names[date], sample: values(date).first { !$0.isEmpty } ?? "")
            }
            if formats.contains(.dayMonthYearSlashes) && formats.contains(.monthDayYearSlashes) {
                throw .ambiguousDates(column: names[date], formats: formats)
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
        return CSVMapping(
            hasHeader: hasHeader, columnNames: names, date: date, amount: amount, debit: debit, credit: credit, payee: payee,
            reference: reference, dateFormat: format, decimal: convention)
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
