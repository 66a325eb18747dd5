import Model
import Shared
import Testing

/// A table of notification texts as banks and e-wallets send them, with what each says.
@Suite struct NotificationParserTests {
    static let today = LocalDate(year: 2026, month: 11, day: 13)

    /// (text, cents, kind, payee, date or nil for today)
    static let table: [(String, Int64, Kind, String, String?)] = [
        ("You spent CHF 12.50 at Migros Zürich on 03.11.2026", 1250, .expense, "Migros Zürich", "2026-11-03"),
        ("Payment of CHF 1'234.50 to Swisscom AG was debited", 123_450, .expense, "Swisscom AG", nil),
        ("You received CHF 50.00 from Anna Muster via TWINT", 5000, .income, "Anna Muster", nil),
        ("Card purchase EUR 23,90 at IKEA Spreitenbach", 2390, .expense, "IKEA Spreitenbach", nil),
        ("Gutschrift: CHF 6'500.00 von ACME AG, Lohn November", 650_000, .income, "ACME AG", nil),
        ("Belastung CHF 82.40 bei COOP PRONTO 12 am 2026-11-10", 8240, .expense, "COOP PRONTO 12", "2026-11-10"),
        ("Vous avez payé 45,10 € chez Carrefour le 12/11/2026", 4510, .expense, "Carrefour", "2026-11-12"),
        ("Virement de Jean Dupont : 300,00 EUR reçu", 30_000, .income, "Jean Dupont", nil),
        ("Votre compte a été débité de 19,99 EUR (Netflix)", 1999, .expense, "Netflix", nil),
        ("Transfer to John Smith: $1,250.00 sent", 125_000, .expense, "John Smith", nil),
        ("Deposit of $2,000.00 received from Employer Inc.", 200_000, .income, "Employer Inc", nil),
        ("₱500.00 sent to Maria Santos via GCash", 50_000, .expense, "Maria Santos", nil),
        ("You have received PHP 1,500.00 from Juan Cruz", 150_000, .income, "Juan Cruz", nil),
        ("Rp 150.000 paid to Tokopedia", 15_000_000, .expense, "Tokopedia", nil),
        ("Withdrawal CHF 200.00 at ATM Bahnhofstrasse", 20_000, .expense, "ATM Bahnhofstrasse", nil),
        ("Refund of £15.99 from Amazon UK", 1599, .income, "Amazon UK", nil),
        ("Incoming transfer: CHF 75.00 from Peter", 7500, .income, "Peter", nil),
        ("Ihre Zahlung über CHF 99.00 an Digitec Galaxus wurde ausgeführt", 9900, .expense, "Digitec Galaxus", nil),
        ("Sie haben EUR 20,00 von Lisa erhalten", 2000, .income, "Lisa", nil),
        ("Paiement CB 8,50 EUR chez Boulangerie Paul", 850, .expense, "Boulangerie Paul", nil),
        ("Credit card purchase USD 42.00 at Shell", 4200, .expense, "Shell", nil),
        ("Payment received: CHF 120.00 from Client AG", 12_000, .income, "Client AG", nil),
    ]

    @Test(arguments: 0..<table.count)
    func readsTheTable(_ index: Int) throws {
        let (text, cents, kind, payee, date) = Self.table[index]
        let reading = try #require(NotificationParser.read(text, today: Self.today), "\(text)")
        #expect(reading.amount == Money(cents: cents), "\(text)")
        #expect(reading.kind == kind, "\(text)")
        #expect(reading.payee == payee, "\(text)")
        #expect(reading.date == (date.flatMap(LocalDate.parse) ?? Self.today), "\(text)")
    }

    @Test(arguments: [
        "Your OTP is 123456", "Hello, your statement is ready", "CHF 12.50", "Meeting at 10.30 with Anna", "",
    ])
    func notATransaction(_ text: String) {
        #expect(NotificationParser.read(text, today: Self.today) == nil)
    }

    @Test func theUsersPatternsDecide() {
        let text = "TWINT: CHF 30.00 Anna"
        #expect(NotificationParser.read(text, today: Self.today) == nil)
        let reading = NotificationParser.read(text, extra: [.init("twint:", .expense)], today: Self.today)
        #expect(reading?.kind == .expense)
        #expect(reading?.amount == Money(cents: 3000))
    }
}
