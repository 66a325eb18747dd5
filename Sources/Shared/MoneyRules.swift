/// The rules of the open database's currency and the user's locale that every amount follows: how
/// many decimals its minor unit has (CHF 2, JPY 0, KWD 3), the largest transaction a user may record
/// (a typo guard), and the marks a screen groups thousands and separates decimals with (`1'234.50`
/// in de-CH, `1.234,50` in de-DE, `1,234.50` in en-US). JSON, CSV and journals never use the marks.
/// Amounts stay integers of the minor unit; these rules only say how they are written and read.
/// Example: with JPY (0 decimals), `Money(cents: 1500)` prints `1'500` and `1500.5` is refused;
/// with KWD (3), it prints `1.500`.
///
/// The session binds them for each command from the settings; a task-local value, so two sessions
/// (or two tests) in one process never see each other's. Unbound, they are CHF's.
public struct MoneyRules: Sendable, Equatable {
    /// Decimals of the minor unit: 0, 2 or 3.
    public let minorDigits: Int
    /// The largest amount of one transaction.
    public let maximumTransaction: Money

    /// Between groups of three digits on screen: `'`, `.`, `,` or a narrow space.
    public let grouping: Character
    /// Before the decimals on screen: `.` or `,`.
    public let decimalMark: Character
    /// The locale's sign for its own currency, written instead of the code before an amount (`$`
    /// for USD in en-US); nil: the code.
    public let sign: CurrencySign?

    public init(
        minorDigits: Int, maximumTransaction: Money, grouping: Character = "'", decimalMark: Character = ".", sign: CurrencySign? = nil
    ) {
        self.minorDigits = min(max(minorDigits, 0), 3)
        self.maximumTransaction = maximumTransaction
        self.grouping = grouping
        self.decimalMark = decimalMark
        self.sign = sign
    }

    /// Minor units in one whole unit: 100 for two decimals.
    public var scale: Int64 { [1, 10, 100, 1000][minorDigits] }

    /// Two decimals and 1'000'000.00 at most: the rules of CHF, the default.
    public static let twoDecimals = MoneyRules(minorDigits: 2, maximumTransaction: Money(cents: 100_000_000))

    @TaskLocal public static var current = MoneyRules.twoDecimals
}
