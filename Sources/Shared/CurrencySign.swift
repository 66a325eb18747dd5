/// The sign a locale writes before amounts of its own currency instead of the ISO code: `$` for
/// USD in en-US, `Rp ` for IDR in id-ID. It replaces the code only where screens print the code
/// before an amount (the budget's remaining, the prompt); other currencies keep their code.
/// Example: IDR in id-ID prints `Rp 1.500.000,00` where CHF prints `CHF 1'500'000.00`; a deficit
/// in en-US prints `-$403.20`.
public struct CurrencySign: Sendable, Hashable {
    /// The ISO 4217 code of the currency the sign stands for.
    public let code: String
    /// What is written before the amount, with its space when the locale puts one (`R$ `).
    public let prefix: String

    public init(code: String, prefix: String) {
        self.code = code
        self.prefix = prefix
    }
}
