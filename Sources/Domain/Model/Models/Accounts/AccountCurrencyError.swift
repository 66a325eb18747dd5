import Shared

/// Money that does not fit an account of its own currency: an amount typed in another currency
/// than the account's, a currency changed under recorded money, money moved between accounts of
/// two currencies as if they were one, or `--received` between accounts of one currency.
public enum AccountCurrencyError: UserFacingError, Equatable {
    /// `account set NAME --currency` on an account that already holds money.
    case currencyOfAccountInUse(account: String, transactions: Int, transfers: Int)
    /// `tx add … --account Revolut --currency EUR` on a USD account.
    case amountInAnotherCurrency(account: String, accountCurrency: String, given: String)
    /// A transaction moved (`tx set --account`, `account remove --move-to`) between accounts of two currencies.
    case accountsOfTwoCurrencies(from: String, fromCurrency: String, to: String, toCurrency: String)
    /// `transfer --received` between accounts of one currency.
    case receivedInOneCurrency(from: String, to: String, currency: String)
    /// A statement amount with decimals the account's currency has not (`1'500.50` for a JPY account).
    case moreDecimalsThanCurrency(amount: String, currency: String)
    /// The default account in its own currency: transactions that name no account are typed in the budget's.
    case defaultInOwnCurrency(account: String, currency: String)

    public var exitStatus: ExitStatus {
        switch self {
        case .moreDecimalsThanCurrency: .dataError
        default: .failure
        }
    }

    public var message: String {
        switch self {
        case .currencyOfAccountInUse(let account, let transactions, let transfers):
            "'\(account)' holds \(counted(transactions, "transaction", and: transfers, "transfer")) in its currency: its "
                + "currency cannot change under them (add another account with `account add NAME --currency CODE`)"
        case .amountInAnotherCurrency(let account, let accountCurrency, let given):
            "'\(account)' holds \(accountCurrency): type the amount in \(accountCurrency), as the account moved "
                + "(without --currency \(given))"
        case .accountsOfTwoCurrencies(let from, let fromCurrency, let to, let toCurrency):
            "'\(from)' holds \(fromCurrency) and '\(to)' \(toCurrency): a transaction cannot move between them; remove it and "
                + "add it again in '\(to)', or move the money with `transfer`"
        case .receivedInOneCurrency(let from, let to, let currency):
            "--received is for accounts of two currencies: '\(from)' and '\(to)' both hold \(currency), so what leaves one arrives"
        case .moreDecimalsThanCurrency(let amount, let currency):
            "\(amount) has decimals \(currency) does not have: check that the file is the statement of this account"
        case .defaultInOwnCurrency(let account, let currency):
            "'\(account)' holds \(currency): the default account holds the budget's currency, since transactions that name no "
                + "account are typed in it; make another the default first (`account default NAME`)"
        }
    }
}
