import Foundation
import Model
import Shared

/// Reads the statement lines of a SWIFT MT940 statement (or MT942 interim report): per `:61:`
/// line, the amount with its mark (`D` out, `C` in, `RD`/`RC` their reversals), the booking
/// date (the entry date `MMDD` when given, else the value date `YYMMDD`), the bank's reference
/// (after `//`, else the customer's unless `NONREF`) and, from the `:86:` line after it, the
/// counterparty (`/NAME/…`, German `?32`/`?33`, else the text). `:25:` names the account.
/// Example: `:61:2508010801D42,50NTRFNONREF//B1` then `:86:/NAME/Bakery/REMI/Bill 42` → 2025-08-01, -42.50, "Bakery".
enum MT940Reader {
    /// A tag and its value (continuation lines joined with newlines), with the line it starts on.
    struct Field {
        var tag: String
        var value: String
        var line: Int
    }

    /// Reads the statement lines of `bytes` (from `path`, for messages), passing each on to `emit`
    /// as soon as its `:86:` line (or the next field) has been read.
    static func read(_ bytes: [UInt8], path: String, emit: StatementEmit) throws -> StatementRead {
        var account: String?
        var entries = 0
        var sawStatement = false
        var pending: (field: Field, details: String?)?
        var openStatement: Int?
        var interim = false
        var closing: StatementBalance?
        func flush() throws {
            if let (field, details) = pending {
                var entry = input(field, details: details)
                if case .row(var row) = entry {
                    row.account = account
                    entry = .row(row)
                }
                entries += 1
                try emit(entry)
            }
            pending = nil
        }
        try forEachField(bytes) { field in
            switch field.tag {
            case "20": sawStatement = true
            case "25": if account == nil { account = field.value.trimmingSpaces() }
            case "60F", "60M": openStatement = field.line
            case "62F", "62M":
                openStatement = nil
                if field.tag == "62F" { closing = StatementBalance.mt940(field.value.trimmingSpaces()) }
            case "13D", "34F", "90D", "90C": interim = true
            case "61":
                sawStatement = true
                try flush()
                pending = (field, nil)
            case "86":
                if pending != nil && pending?.details == nil {
                    pending?.details = field.value
                    return
                }
            default: break
            }
            if field.tag != "61" { try flush() }
        }
        try flush()
        guard sawStatement else {
            throw ImportError.unreadableFile(path, reason: "no :20: or :61: line: not an MT940 statement")
        }
        if let line = openStatement, !interim {
            throw ImportError.unreadableFile(
                path, reason: "line \(line): the statement opened here has no closing balance (:62F:): the file is cut short")
        }
        return StatementRead(format: interim ? "MT942" : "MT940", account: account, entries: entries, closing: closing)
    }

    /// Passes the file's tagged fields to `body` in order, each once its continuation lines are
    /// read; SWIFT block markers (`{1:…}`, `{4:`, `-}`) are passed over.
    static func forEachField(_ bytes: [UInt8], _ body: (Field) throws -> Void) rethrows {
        var current: Field?
        var number = 0
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            number += 1
            let hasBrace = bytes[start..<end].contains(UInt8(ascii: "{"))
            var text = FieldText.decode(Array(bytes[start..<end]))
            start = end + 1
            if text.hasSuffix("\r") { text.removeLast() }
            if hasBrace, let block = text.range(of: "{4:") {
                text = String(text[block.upperBound...])
            }
            let trimmed = text.trimmingSpaces()
            if trimmed.isEmpty || trimmed.hasPrefix("{") || trimmed == "-}" || trimmed == "-" { continue }
            if let tag = tag(of: text) {
                if let field = current { try body(field) }
                current = Field(tag: tag, value: String(text.dropFirst(tag.count + 2)), line: number)
            } else if current != nil {
                current?.value += "\n" + text
            }
        }
        if let field = current { try body(field) }
    }

    /// `61` for a line starting `:61:`, `60F` for `:60F:`; nil for a continuation line.
    static func tag(of line: String) -> String? {
        // A line whose first six bytes are ASCII (nearly all) is read on its bytes: each is then a character.
        var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0)
        var count = 0
        for byte in line.utf8.prefix(6) {
            guard byte < 0x80 else { break }
            withUnsafeMutableBytes(of: &bytes) { $0[count] = byte }
            count += 1
        }
        if count == 6 {
            func digit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            func letter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            guard bytes.0 == UInt8(ascii: ":"), digit(bytes.1), digit(bytes.2) else { return nil }
            if bytes.3 == UInt8(ascii: ":") { return String(decoding: [bytes.1, bytes.2], as: UTF8.self) }
            if letter(bytes.3), bytes.4 == UInt8(ascii: ":") { return String(decoding: [bytes.1, bytes.2, bytes.3], as: UTF8.self) }
            return nil
        }
        return tagOfCharacters(line)
    }

    /// `tag(of:)` read character by character (any line; `tag(of:)` reads ASCII ones on their bytes).
    static func tagOfCharacters(_ line: String) -> String? {
        let chars = Array(line.prefix(6))
        guard chars.count >= 4, chars[0] == ":", chars[1].isASCII, chars[1].isNumber, chars[2].isASCII, chars[2].isNumber else {
            return nil
        }
        if chars[3] == ":" { return String(chars[1...2]) }
        if chars.count >= 5, chars[3].isLetter, chars[4] == ":" { return String(chars[1...3]) }
        return nil
    }

    /// The row a `:61:` line (and its `:86:`) holds, or its problem.
    static func input(_ field: Field, details: String?) -> ImportInput {
        let first = String(field.value.utf8.prefix { $0 != 0x0A }) ?? ""
        let bytes = Array(first.utf8)
        func bad(_ problem: String) -> ImportInput {
            .bad(ImportProblem(line: field.line, column: ":61:", value: first, problem: problem))
        }
        guard bytes.count >= 6, let valueDate = StatementDate.compact(bytes[0..<6]) else {
            return bad("does not start with a value date YYMMDD")
        }
        var index = 6
        var booked = valueDate
        if bytes.count >= 10, bytes[6..<10].allSatisfy({ (0x30...0x39).contains($0) }) {
            let month = Int(bytes[6] - 0x30) * 10 + Int(bytes[7] - 0x30)
            let day = Int(bytes[8] - 0x30) * 10 + Int(bytes[9] - 0x30)
            var year = valueDate.year
            if month == 12 && valueDate.month == 1 { year -= 1 }
            if month == 1 && valueDate.month == 12 { year += 1 }
            guard let entry = StatementDate.day(year, month, day) else { return bad("has an entry date MMDD that is not a date") }
            booked = entry
            index = 10
        }
        var sign: Int64 = 0
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        if at(0) == UInt8(ascii: "R") || at(0) == UInt8(ascii: "E") {
            let reversal = at(0) == UInt8(ascii: "R")
            index += 1
            if at(0) == UInt8(ascii: "D") { sign = reversal ? 1 : -1 } else if at(0) == UInt8(ascii: "C") { sign = reversal ? -1 : 1 }
        } else if at(0) == UInt8(ascii: "D") {
            sign = -1
        } else if at(0) == UInt8(ascii: "C") {
            sign = 1
        }
        guard sign != 0 else { return bad("has no mark D, C, RD or RC after the dates") }
        index += 1
        if let byte = at(0), (0x41...0x5A).contains(byte) { index += 1 }  // funds code (third letter of the currency)
        let amountStart = index
        while let byte = at(0), (0x30...0x39).contains(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") { index += 1 }
        let amountText = String(decoding: bytes[amountStart..<index], as: UTF8.self)
        let cents: Int64
        switch StatementAmount.read(amountText) {
        case .cents(let value): cents = value
        case .tooPrecise: return bad("has an amount '\(amountText)' with more decimals than cents hold")
        case .invalid: return bad("has no amount after the mark")
        }
        // The transaction type (N, F or S) follows the amount: another character means the amount is
        // not what it seems (`45,3X…` is not 45.30).
        if let next = at(0), !"NFSnfs".utf8.contains(next) {
            let written = String(decoding: bytes[amountStart...].prefix(24), as: UTF8.self)
            return bad("has '\(written)' where the amount and then the transaction type (N, F or S) belong")
        }
        // The transaction type (N/F/S and three characters), then the references.
        let rest = index + 4 <= bytes.count ? bytes[(index + 4)...] : []
        // The customer's reference, then after `//` the bank's (up to a further `//`).
        let parts = Self.split(rest, atDoubleSlash: 2)
        let customer = String(decoding: parts[0], as: UTF8.self).trimmingSpaces()
        let bank = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self).trimmingSpaces() : ""
        let known = [bank, customer].first { !$0.isEmpty && $0.uppercased() != "NONREF" }
        let amount = Money(cents: sign * cents)
        // A bank reference is unique only with its date and amount (banks restart their numbers): the key holds all three.
        let fingerprint = known.map { "\($0)|\(booked)|\(amount.cents)" }
        let supplementary = lines(field.value).dropFirst().joined(separator: " ")
        let payee = details.map(counterparty) ?? supplementary
        let written = details.map { lines($0).map { $0.trimmingSpaces() }.joined(separator: " ") }
        return .row(
            ImportRow(
                line: field.line, date: booked, amount: amount, payee: payee.isEmpty ? supplementary : payee, reference: known,
                text: ImportRow.text([payee, supplementary, written]), fingerprint: fingerprint))
    }

    /// The counterparty a `:86:` text names: `/NAME/x/`, German subfields `?32`/`?33` (else
    /// `?20`… purpose, else `?00`), else the text with its lines joined.
    static func counterparty(_ details: String) -> String {
        let text = lines(details).map { $0.trimmingSpaces() }.joined(separator: "")
        if let after = endOfName(in: text) {
            let name = text[after...].prefix { $0 != "/" }.trimmingSpaces()
            if !name.isEmpty { return name }
        }
        let chars = Array(text.prefix(5))
        if chars.count > 4, chars[0..<3].allSatisfy({ $0.isLetter || $0.isNumber }), chars[3] == "?" {
            var subfields: [String: String] = [:]
            var free: [String] = []
            for piece in text.dropFirst(4).split(separator: "?") {
                let code = piece.prefix(2)
                if code.count == 2 && code.allSatisfy({ $0.isASCII && $0.isNumber }) {
                    subfields[String(code), default: ""] += piece.dropFirst(2)
                } else {
                    free.append(String(piece))
                }
            }
            let name = ((subfields["32"] ?? "") + (subfields["33"] ?? "")).trimmingSpaces()
            if !name.isEmpty { return name }
            if !free.isEmpty { return free.joined(separator: " ").trimmingSpaces() }
            let purpose = (20...29).compactMap { subfields[String($0)] }.joined(separator: " ").trimmingSpaces()
            if !purpose.isEmpty { return purpose }
            return (subfields["00"] ?? "").trimmingSpaces()
        }
        return lines(details).map { $0.trimmingSpaces() }.joined(separator: " ")
    }

    /// Where the name after the first `/NAME/` of `text` starts; nil when it has none. Searched on
    /// the bytes (the generic `firstRange(of:)` was a tenth of an MT940 import).
    static func endOfName(in text: String) -> String.Index? {
        let marker = Array("/NAME/".utf8)
        var matched = 0
        var index = text.utf8.startIndex
        while index < text.utf8.endIndex {
            let byte = text.utf8[index]
            matched = byte == marker[matched] ? matched + 1 : (byte == marker[0] ? 1 : 0)
            index = text.utf8.index(after: index)
            if matched == marker.count { return index }
        }
        return nil
    }

    /// The non-empty lines of a field's value (joined with newlines by `forEachField`), split on
    /// the newline's byte rather than on characters.
    static func lines(_ value: String) -> [Substring] {
        value.utf8.split(separator: 0x0A).map { Substring($0) }
    }

    /// `bytes` cut at each `//`, into at most `limit` parts (the last holds the rest, up to a
    /// further `//`, as `components(separatedBy:)` would give it).
    /// Example: `REF1//B2//X` → [`REF1`, `B2`].
    static func split(_ bytes: ArraySlice<UInt8>, atDoubleSlash limit: Int) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex, parts.count < limit - 1 {
            if bytes[index] == 0x2F && bytes[index + 1] == 0x2F {
                parts.append(bytes[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        var end = start
        while end < bytes.endIndex, !(bytes[end] == 0x2F && end + 1 < bytes.endIndex && bytes[end + 1] == 0x2F) { end += 1 }
        parts.append(bytes[start..<end])
        return parts
    }
}
