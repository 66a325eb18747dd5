import Model
import Shared

extension ErrorCatalogue {
    /// The formulas' and the imports' errors.
    static let model: [ErrorSample] = [
        ErrorSample("unknownCurrency", CurrencyError.unknownCurrency("XYZ"), .dataError),
        ErrorSample("notARate", CurrencyError.notARate("abc"), .dataError),
        ErrorSample("unusableRate", CurrencyError.unusableRate("0"), .dataError),
        ErrorSample(
            "missingRate", CurrencyError.missingRate(currency: "USD", date: LocalDate(year: 2026, month: 11, day: 26), budget: "CHF")),
        ErrorSample(
            "missingRate",
            CurrencyError.missingRate(currency: "USD", date: LocalDate(year: 2026, month: 11, day: 26), budget: "CHF", rateOption: true)),
        ErrorSample("rateForBudgetCurrency", CurrencyError.rateForBudgetCurrency("CHF"), .dataError),
        ErrorSample("rateWithoutCurrency", CurrencyError.rateWithoutCurrency, .usage),
        ErrorSample("convertedTooLarge", CurrencyError.convertedTooLarge(amount: "999'999'999 JPY", rate: "900000"), .dataError),
        ErrorSample(
            "convertedBelowSmallestUnit", CurrencyError.convertedBelowSmallestUnit(amount: "1 JPY", smallest: "0.01 CHF"),
            .dataError),
        ErrorSample("noRate", CurrencyError.noRate(currency: "USD", date: nil)),
        ErrorSample("noRate", CurrencyError.noRate(currency: "USD", date: LocalDate(year: 2026, month: 11, day: 1))),
        ErrorSample(
            "currencyOfAccountInUse", AccountCurrencyError.currencyOfAccountInUse(account: "Revolut", transactions: 1, transfers: 2)),
        ErrorSample(
            "amountInAnotherCurrency",
            AccountCurrencyError.amountInAnotherCurrency(account: "Revolut", accountCurrency: "USD", given: "EUR")
        ),
        ErrorSample(
            "accountsOfTwoCurrencies",
            AccountCurrencyError.accountsOfTwoCurrencies(from: "Main", fromCurrency: "CHF", to: "Revolut", toCurrency: "USD")),
        ErrorSample("receivedInOneCurrency", AccountCurrencyError.receivedInOneCurrency(from: "Main", to: "Savings", currency: "CHF")),
        ErrorSample(
            "moreDecimalsThanCurrency", AccountCurrencyError.moreDecimalsThanCurrency(amount: "1'500.50", currency: "JPY"), .dataError),
        ErrorSample("defaultInOwnCurrency", AccountCurrencyError.defaultInOwnCurrency(account: "Revolut", currency: "USD")),
        ErrorSample("noTarget", GoalPlanError.noTarget),
        ErrorSample("notContributive", GoalPlanError.notContributive(YearMonth(year: 2026, month: 11))),
        ErrorSample("pastMonth", GoalPlanError.pastMonth(YearMonth(year: 2026, month: 3))),
        ErrorSample("checkedMonth", GoalPlanError.checkedMonth(YearMonth(year: 2026, month: 11))),
        ErrorSample("outsideGoal", GoalPlanError.outsideGoal(YearMonth(year: 2027, month: 5))),
        ErrorSample("noContributiveMonth", GoalPlanError.noContributiveMonth),
        ErrorSample("everyMonthPinned", GoalPlanError.everyMonthPinned),
        ErrorSample("unprovisionable", GoalPlanError.unprovisionable(YearMonth(year: 2027, month: 3))),
        ErrorSample("nonPositiveTotal", SpreadError.nonPositiveTotal(Money(cents: 0)), .dataError),
        ErrorSample("tooFewParts", SpreadError.tooFewParts(0), .dataError),
        ErrorSample("tooManyParts", SpreadError.tooManyParts(500, maximum: 120), .dataError),
        ErrorSample("totalBelowParts", SpreadError.totalBelowParts(Money(cents: 2), parts: 3), .dataError),
        ErrorSample("notARegex", InvalidRulePattern(pattern: "[Coop"), .dataError),
        ErrorSample("slow", InvalidRulePattern(pattern: "(a+)+", isSlow: true), .dataError),
        ErrorSample("missingBudgets", ImportError.missingBudgets([YearMonth(year: 2026, month: 10), YearMonth(year: 2026, month: 11)])),
        ErrorSample("noProfile", ImportError.noProfile("ubs", known: ["postfinance"])),
        ErrorSample("duplicateProfile", ImportError.duplicateProfile("ubs")),
        ErrorSample("profileAmountColumns", ImportError.profileAmountColumns, .usage),
        ErrorSample("noRule", ImportError.noRule(4, count: 2)),
        ErrorSample("invalidDateFormat", ImportError.invalidDateFormat("QQ.MM"), .dataError),
        ErrorSample("notATransaction", ImportError.notATransaction("Hello there"), .dataError),
        // A file that is not there (the mapper looks): missing input.
        ErrorSample("unreadableFile", ImportError.unreadableFile("/nonexistent/statement.csv", reason: "no such file"), .noInput),
        ErrorSample("notEmpty", ImportError.notEmpty),
        ErrorSample("notADatabaseDocument", ImportError.notADatabaseDocument),
        ErrorSample("noDateColumn", CSVMappingError.noDateColumn(known: ["Payee", "Amount"]), .dataError),
        ErrorSample("noAmountColumn", CSVMappingError.noAmountColumn(known: ["Date", "Payee"]), .dataError),
        ErrorSample("noPayeeColumn", CSVMappingError.noPayeeColumn(known: ["Date", "Amount"]), .dataError),
        ErrorSample("unknownColumn", CSVMappingError.unknownColumn("Betrag", known: ["Date", "Amount"]), .dataError),
        ErrorSample(
            "ambiguousDates", CSVMappingError.ambiguousDates(column: "Date", formats: [.dayMonthYearSlashes, .monthDayYearSlashes]), .usage),
        ErrorSample("unreadableDates", CSVMappingError.unreadableDates(column: "Date", sample: "32.13.2026"), .dataError),
        ErrorSample("unreadableAmounts", CSVMappingError.unreadableAmounts(column: "Amount", sample: "12.3.4"), .dataError),
        ErrorSample("empty", CSVMappingError.empty, .dataError),
        ErrorSample("row", ImportProblem(line: 4, column: "Amount", value: "12.3.4", problem: "is not an amount"), .dataError),
        ErrorSample(
            "withoutColumn", ImportProblem(line: 2, column: "", value: "", problem: "has 3 fields where the header has 5"), .dataError),
    ]
}
