import Foundation
import Model
import Shared

/// The format of a bank file, recognised from its first bytes, not its name: OFX/QFX (an
/// `OFXHEADER` or an `<OFX>` element), camt (an ISO 20022 `BkToCstmr…` document), QIF (a
/// `!Type:` or `!Account` header), MT940 (SWIFT blocks or a `:20:` line), else CSV.
/// Example: a file starting `OFXHEADER:100` → `.ofx`; `Datum;Text;Betrag` → `.csv`.
enum StatementFormat: String, Sendable {
    case ofx = "OFX"
    case camt = "camt"
    case qif = "QIF"
    case mt940 = "MT940"
    case csv = "CSV"

    static func of(_ head: [UInt8]) -> StatementFormat {
        var start = head[...]
        if start.starts(with: [0xEF, 0xBB, 0xBF]) { start = start.dropFirst(3) }
        start = start.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        let text = String(decoding: start.prefix(4096), as: UTF8.self)
        let upper = text.uppercased()
        if upper.hasPrefix("OFXHEADER") || upper.contains("<OFX>") || upper.contains("<?OFX") { return .ofx }
        if text.hasPrefix("<") { return .camt }  // XML that is not OFX: the camt reader says when it is not camt either
        if text.hasPrefix("!") {
            let first = upper.prefix { $0 != "\n" && $0 != "\r" }
            if first.hasPrefix("!TYPE") || first.hasPrefix("!ACCOUNT") || first.hasPrefix("!OPTION") || first.hasPrefix("!CLEAR") {
                return .qif
            }
        }
        if text.hasPrefix("{1:") || text.hasPrefix(":20:") || text.hasPrefix(":940:") || text.hasPrefix("{4:") { return .mt940 }
        return .csv
    }

    /// The first bytes of the file at `path` (enough to recognise its format).
    static func head(_ path: String) throws -> [UInt8] {
        try StatementFile.reading(path) { handle in
            do {
                return [UInt8](try handle.read(upToCount: 8192) ?? Data())
            } catch {
                throw ImportError.unreadableFile(path, reason: "read error: \(SystemFileError.reason(of: error))")
            }
        }
    }
}
