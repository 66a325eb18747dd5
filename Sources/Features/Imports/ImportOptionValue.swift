import Model
import Shared

/// Reads the options that say how a CSV file is written (`--decimal`, `--separator`,
/// `--encoding`, `--skip`), for `import csv` and `import profile add` alike. A word that is none
/// of the choices is bad data (exit 65).
/// Example: `--separator tab` → 9; `--decimal dot` → "--decimal 'dot' must be point or comma".
enum ImportOptionValue {
    static func decimal(_ text: String) throws -> DecimalConvention {
        guard let mark = DecimalConvention(rawValue: text.lowercased()) else {
            throw DomainError.invalidValue("--decimal '\(Echo.cut(text))' must be point or comma")
        }
        return mark
    }

    static func separator(_ text: String) throws -> UInt8 {
        guard let mark = CSVSniffer.named(text) else {
            throw DomainError.invalidValue("--separator '\(Echo.cut(text))' must be one mark such as ; , | or the word tab")
        }
        return mark
    }

    static func encoding(_ text: String) throws -> TextEncoding {
        guard let encoding = TextEncoding.named(text) else {
            throw DomainError.invalidValue("--encoding '\(Echo.cut(text))' is not one pulpe reads: utf-8, windows-1252 or latin-1")
        }
        return encoding
    }

    static func skip(_ text: String) throws -> Int {
        guard let count = Int(text), count >= 0, count <= 10_000 else {
            throw DomainError.invalidValue("--skip '\(Echo.cut(text))' must be a number of lines from 0 to 10000")
        }
        return count
    }
}
