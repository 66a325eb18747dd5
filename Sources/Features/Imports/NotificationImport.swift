import CommandKit
import Importing
import Model
import Shared

/// Turns notification texts into import rows (the reading of each, or "not a transaction"),
/// with the user's patterns and the known sources.
enum NotificationImport {
    /// Sources pulpe knows: their name as `--source` takes it, and what they send.
    static let knownSources: [(name: String, sends: String)] = [
        ("twint", "TWINT (Switzerland): \"You received CHF 50.00 from Anna\", \"Payment of CHF 12.00 to Migros\""),
        ("revolut", "Revolut: \"You spent €12.50 at Café\", \"Transfer from John: €20\""),
        ("paypal", "PayPal: \"You sent $25.00 to Shop\", \"You received a payment of $10.00 from Ann\""),
        ("ubs", "UBS / PostFinance e-banking: \"Belastung CHF 82.40 bei COOP\", \"Gutschrift CHF 6'500.00 von ACME\""),
        ("postfinance", "PostFinance: \"Zahlung CHF 99.00 an Digitec\", \"Eingang CHF 75.00 von Peter\""),
        ("gcash", "GCash (Philippines): \"₱500.00 sent to Maria\", \"You have received PHP 1,500.00 from Juan\""),
        ("wise", "Wise: \"You sent 100 EUR to Jean\", \"You received 250.00 GBP\""),
        ("n26", "N26: \"Paiement de 8,50 € chez Boulangerie\", \"Virement de Jean : 300,00 € reçu\""),
    ]

    static func keywords(_ patterns: [ImportSetupService.Pattern], source: String?) -> [NotificationParser.Keyword] {
        patterns.filter { $0.source == nil || $0.source.map(NameKey.make) == source.map(NameKey.make) }
            .map { NotificationParser.Keyword($0.keyword, $0.kind, weight: 5) }
    }

    /// The row a text holds, or the problem ("not a transaction").
    /// A text whose amount is in another currency than `home` keeps it: the import converts it at the rate kept for its day.
    static func input(
        _ text: String, line: Int, source: String?, keywords: [NotificationParser.Keyword], today: LocalDate, home: Currency
    ) -> ImportInput {
        guard let reading = NotificationParser.read(text, extra: keywords, today: today, home: home) else {
            return .bad(ImportProblem(line: line, column: "", value: text, problem: ImportError.notATransaction(text).message))
        }
        let payee = reading.payee.isEmpty ? (source ?? "(no payee)") : reading.payee
        let amount = reading.kind == .income ? reading.amount : -reading.amount
        let foreign = reading.paidIn.flatMap { $0 == home ? nil : ForeignAmount(amount: amount, currency: $0) }
        return .row(
            ImportRow(
                line: line, date: reading.date, amount: foreign == nil ? amount : .zero, payee: payee, text: ImportRow.text([text]),
                fingerprint: ImportFormulas.fingerprint(text.trimmingSpaces()), original: foreign
            ))
    }
}
