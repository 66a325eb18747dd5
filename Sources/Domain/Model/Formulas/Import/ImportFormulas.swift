import Shared

/// The pure rules of importing bank rows: the import key that makes a re-import add nothing,
/// the kind a signed amount has, and which rule places a payee.
public enum ImportFormulas {
    /// The stable key of a row: its account (`source`: what the file names, else `--account`,
    /// never how the file was read) and the bank's reference (or a notification's fingerprint)
    /// when there is one (with its
    /// occurrence when the file repeats it), else the date, the amount, the payee (case-folded)
    /// and its occurrence among identical rows of that day in the file.
    /// Example: source "ubs", 2026-11-03, -82.40, "MIGROS Zürich", second such row →
    /// `ubs|2026-11-03|-8240|migros zürich|2`; with reference "ZV123" → `ubs|ref|ZV123`.
    /// The database stores it short (`StoredImportKey`: 12 characters).
    public static func key(source: String, row: ImportRow, occurrence: Int) -> String {
        key(source: source, row: row, payeeKey: NameKey.make(row.payee), occurrence: occurrence)
    }

    /// The same with the payee's `NameKey` already made (payees repeat: it is made once per name).
    public static func key(source: String, row: ImportRow, payeeKey: String, occurrence: Int) -> String {
        if let reference = row.identity {
            return source + "|ref|" + reference + (occurrence > 1 ? "|" + String(occurrence) : "")
        }
        return source + "|" + row.date.description + "|" + String(row.amount.cents) + "|" + payeeKey + "|" + String(occurrence)
    }

    /// The identity of a row within a file for counting occurrences (same day, amount and payee).
    public static func occurrenceKey(_ row: ImportRow, payeeKey: String) -> String {
        row.date.description + "|" + String(row.amount.cents) + "|" + payeeKey
    }

    /// A stable fingerprint of a text (FNV-1a, 64 bits, hex), the reference of a notification:
    /// the same text read twice is the same notification.
    /// Example: "" → "cbf29ce484222325".
    public static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Money out is an expense, money in an income; nil for zero.
    /// Example: -82.40 → expense; 6500 → income.
    public static func kind(of amount: Money) -> Kind? {
        amount.cents < 0 ? .expense : amount.cents > 0 ? .income : nil
    }

    /// True when the glob matches the payee, ignoring case: `*` any run, `?` one character; a
    /// pattern without either matches payees that contain it.
    /// Example: `migros*` matches "MIGROS ZURICH"; `coop` matches "Coop Pronto 12"; `*shell` does
    /// not match "Shell Station".
    public static func globMatches(_ pattern: String, _ payee: String) -> Bool {
        globMatches(folded: Array(NameKey.make(pattern).unicodeScalars), Array(NameKey.make(payee).unicodeScalars))
    }

    /// The same on patterns and payees already case-folded (`NameKey.make`), as scalars: the rule
    /// matcher folds each pattern once and each payee once, not once per rule.
    static func globMatches(folded glob: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        if !glob.contains("*") && !glob.contains("?") {
            guard !glob.isEmpty else { return true }
            guard glob.count <= text.count else { return false }
            for start in 0...(text.count - glob.count) where text[start] == glob[0] {
                if text[start..<(start + glob.count)].elementsEqual(glob) { return true }
            }
            return false
        }
        var t = 0
        var g = 0
        var star = -1
        var mark = 0
        while t < text.count {
            if g < glob.count && (glob[g] == "?" || glob[g] == text[t]) {
                t += 1
                g += 1
            } else if g < glob.count && glob[g] == "*" {
                star = g
                mark = t
                g += 1
            } else if star >= 0 {
                g = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while g < glob.count && glob[g] == "*" { g += 1 }
        return g == glob.count
    }
}
