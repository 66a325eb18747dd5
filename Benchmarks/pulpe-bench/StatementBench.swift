import Foundation
import Shared

/// The statement figures (README, "Speed"): the CSV import's rows written as OFX, QIF, MT940 and
/// camt.053 statements (each entry with a reference and a memo), each imported into the same base
/// database as the CSV. Shows each format's rows per second and peak memory.
enum StatementBench {
    static let formats = ["ofx", "qif", "mt940", "camt"]
    static let keys: Set<String> = Set(formats.map { "import-\($0)" })

    static func path(_ work: String, _ size: DataSize, _ format: String) -> String { "\(work)/import-\(size).\(format)" }

    /// Writes the four statements of `size` entries, unless they are there already.
    static func prepare(work: String, size: DataSize) throws {
        for format in formats where !FileManager.default.fileExists(atPath: path(work, size, format)) {
            guard FileManager.default.createFile(atPath: path(work, size, format), contents: nil),
                let handle = FileHandle(forWritingAtPath: path(work, size, format))
            else {
                throw BenchError("cannot write \(path(work, size, format))")
            }
            var chunk = header(format)
            var generator = SeededGenerator(seed: 11)
            for index in 0..<size.transactions {
                let day = LocalDate(year: 2026, month: 1, day: 1).adding(days: index * 365 / size.transactions)
                let payee = ImportBench.payees[Int(generator.next() % UInt64(ImportBench.payees.count))]
                let cents = Int64(generator.next() % 20_000) + 100
                let signed = index % 50 == 0 ? cents : -cents
                chunk += entry(format, day: day, cents: signed, payee: payee, reference: "R\(index)", memo: "Card 4711 purchase \(index)")
                if chunk.utf8.count > 1 << 20 {
                    handle.write(Data(chunk.utf8))
                    chunk = ""
                }
            }
            chunk += footer(format)
            handle.write(Data(chunk.utf8))
            try handle.close()
        }
    }

    static func header(_ format: String) -> String {
        switch format {
        case "ofx":
            "OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>7001</BANKACCTFROM><BANKTRANLIST>\n"
        case "qif": "!Type:Bank\n"
        case "mt940": ":20:ST1\n:25:CH9300762011623852957\n:60F:C251231CHF100,00\n"
        default:
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.08\"><BkToCstmrStmt>"
                + "<Stmt><Id>S1</Id><Acct><Id><IBAN>CH9300762011623852957</IBAN></Id></Acct>\n"
        }
    }

    static func footer(_ format: String) -> String {
        switch format {
        case "ofx": "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n"
        case "qif": ""
        case "mt940": ":62F:C261231CHF5,60\n"
        default: "</Stmt></BkToCstmrStmt></Document>\n"
        }
    }

    static func entry(_ format: String, day: LocalDate, cents: Int64, payee: String, reference: String, memo: String) -> String {
        let magnitude = cents.magnitude
        let amount = "\(magnitude / 100).\(magnitude % 100 < 10 ? "0" : "")\(magnitude % 100)"
        let compact = String(format: "%04d%02d%02d", day.year, day.month, day.day)
        switch format {
        case "ofx":
            return "<STMTTRN><DTPOSTED>\(compact)<TRNAMT>\(cents < 0 ? "-" : "")\(amount)<FITID>\(reference)<NAME>\(payee)"
                + "<MEMO>\(memo)</STMTTRN>\n"
        case "qif":
            return String(format: "D%02d/%02d/%04d\n", day.month, day.day, day.year)
                + "T\(cents < 0 ? "-" : "")\(amount)\nP\(payee)\nM\(memo)\n^\n"
        case "mt940":
            let short = String(compact.dropFirst(2))
            return ":61:\(short)\(short.suffix(4))\(cents < 0 ? "D" : "C")\(amount.replacingOccurrences(of: ".", with: ","))"
                + "NTRFNONREF//\(reference)\n:86:/NAME/\(payee)/REMI/\(memo)/\n"
        default:
            let role = cents < 0 ? "Cdtr" : "Dbtr"
            return "<Ntry><Amt Ccy=\"CHF\">\(amount)</Amt><CdtDbtInd>\(cents < 0 ? "DBIT" : "CRDT")</CdtDbtInd><BookgDt><Dt>\(day)</Dt>"
                + "</BookgDt><AcctSvcrRef>\(reference)</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><\(role)><Nm>\(payee)</Nm></\(role)>"
                + "</RltdPties><RmtInf><Ustrd>\(memo)</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n"
        }
    }

    static func figures(work: String, sizes: [DataSize]) -> [Figure] {
        sizes.flatMap { size in
            formats.map { format in
                Figure(
                    key: "import-\(format)", name: "import \(format) (empty, 10 rules)", data: size.description,
                    database: ImportBench.basePath(work), arguments: ["-c", "import \(format) \(path(work, size, format))"],
                    freshCopy: true, commands: size.transactions, targets: [.perSecond(50_000), .mebibytes(64)])
            }
        }
    }
}
