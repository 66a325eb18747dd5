import Shared

/// The one mapper from a domain error to the sentence after `error:`. Names the input (cut to a
/// readable length), says what is wrong and what to do.
/// Example: `.noBudget(2026-12)` → "no budget for 2026-12: create it with `budget new 2026-12`".
extension DomainError: UserFacingError {
    /// A value the rules refuse (an amount of 0, a tab in a name, a name too long, a date outside
    /// the budget's period, split parts that do not add up) is bad data, status 65, as an amount
    /// that does not read is; a split of one part lacks an argument (64); every other rule fails with 1.
    /// Example: `tx add Car 0` and `tx add Car 1e3` both exit 65; `tx add Car 5 --line Nope` exits 1.
    public var exitStatus: ExitStatus {
        switch self {
        case .emptyName, .nameTooLong, .transactionAmountOutOfRange, .newLineAmountNotPositive, .negativeLineAmount,
            .descriptionTooLong, .controlCharacter, .invisibleCharacter, .categoryTooLong, .invalidValue, .dateOutsidePeriod,
            .splitDoesNotAddUp:
            .dataError
        case .splitNeedsTwoParts: .usage
        default: .failure
        }
    }

    public var message: String {
        switch self {
        case .noBudget(let month):
            "no budget for \(month): create it with `budget new \(month)`"
        case .noBudgetID(let id):
            "no budget #\(id)"
        case .noLineID(let id):
            "no line #\(id): `budget show` lists the lines with their ids"
        case .noLineNamed(let name, let month, let suggestion):
            "no line named '\(Echo.cut(name.trimmingSpaces()))' in budget \(month)"
                + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .lineNotInBudget(let id, let month):
            "line #\(id) is not in budget \(month)"
        case .noTransactionID(let id):
            "no transaction #\(id): `tx list` shows the ids"
        case .noTransactionNamed(let name, let month):
            "no transaction named '\(Echo.cut(name.trimmingSpaces()))' in budget \(month)"
        case .noTransactionNamedToMove(let name, let month):
            "no transaction named '\(Echo.cut(name.trimmingSpaces()))' in budget \(month), where --budget looks a name up: "
                + "to move a transaction to \(month), name it by its id (`tx set #ID --budget \(month)`; `tx list` shows the ids)"
        case .moveNeedsID(let name, let month):
            "nothing to change: with a name, --budget is where '\(Echo.cut(name.trimmingSpaces()))' is looked up, not where it goes; "
                + "to move a transaction to \(month), name it by its id (`tx set #ID --budget \(month)`; `tx list` shows the ids)"
        case .noCategory(let name):
            "no transaction has the category '\(Echo.cut(name.trimmingSpaces()))': `category list` shows those in use"
        case .noFavouriteNamed(let name):
            "no favourite named '\(Echo.cut(name.trimmingSpaces()))': `fav list` shows them, `fav add` adds one"
        case .favouriteExists(let name):
            "a favourite named '\(Echo.cut(name.trimmingSpaces()))' exists already: choose another name, or `fav remove` it first"
        case .noLastTransaction:
            "`last` names the transaction created most recently here, and there is none yet"
        case .ambiguousTransactionName(let name, let month, let ids):
            "\(ids.count) transactions are named '\(name)' in budget \(month) (\(ids.map { "#\($0)" }.joined(separator: ", "))): "
                + "name one by its id"
        case .dateOutsidePeriod(let date, let month, let start, let end):
            "date \(date) is outside the period of budget \(month) (\(start) to \(end)): choose a date in it, or the budget of that date"
        case .lineInAnotherBudget(let line, let id, let month):
            "line '\(line)' (#\(id)) is in another budget than \(month)"
        case .kindDiffersFromLine(let line, let lineKind, let kind):
            "line '\(line)' is \(lineKind.rawValue) but the transaction is \(kind.rawValue): an allocated transaction takes its line's kind"
        case .kindContradictsLine(let line, let lineKind, let kind):
            "--kind \(kind.rawValue) contradicts line '\(line)', which is \(lineKind.rawValue): an allocated transaction takes its line's kind"
        case .withdrawalKeepsItsKind(let id):
            "transaction #\(id) is a withdrawal from a savings goal, which is always an income: "
                + "`tx remove #\(id)` and add the transaction you meant instead"
        case .duplicateLineName(let name, let id):
            "this budget already has a line named '\(name)' (#\(id)): choose another name"
        case .duplicateBudget(let month):
            "a budget for \(month) already exists: see it with `budget show \(month)`"
        case .noGoalNamed(let name, let suggestion, let known):
            known.isEmpty
                ? "no goal '\(Echo.cut(name.trimmingSpaces()))': there are no goals yet (`goal new NAME`)"
                : "no goal '\(Echo.cut(name.trimmingSpaces()))'\(suggestion.map { " (did you mean '\($0)'?)" } ?? ""): "
                    + "goals: \(known.joined(separator: ", "))"
        case .noAccountNamed(let name, let suggestion, let known):
            "no account '\(Echo.cut(name.trimmingSpaces()))'\(suggestion.map { " (did you mean '\($0)'?)" } ?? ""): "
                + "accounts: \(known.joined(separator: ", ")) (`account add NAME` adds one)"
        case .duplicateAccountName(let name, let id):
            "an account named '\(name)' already exists (#\(id)): choose another name"
        case .duplicateAccountNumber(let number, let account):
            "account '\(account)' already has the number \(number): an account number names one account"
        case .accountClosed(let name, let date):
            "account '\(name)' was closed on \(date): it takes no new transaction (`account reopen \(Tokenizer.quoted(name))` opens it again)"
        case .transferToSameAccount(let name):
            "a transfer moves money between two accounts: --from and --to both name '\(name)'"
        case .reconcileBeforeOpening(let account, let date, let opening):
            "account '\(account)' opened on \(opening): reconcile it on that day or later, not \(date)"
        case .accountInUse(let name, let transactions, let transfers):
            "account '\(name)' still holds \(counted(transactions, "transaction", and: transfers, "transfer"))"
                + ": move them with `account remove \(Tokenizer.quoted(name)) --move-to OTHER`, or close it (`account close \(Tokenizer.quoted(name))`) to keep its history"
        case .splitDoesNotAddUp(let id, let total, let parts):
            "the parts add up to \(parts.formatted), but #\(id) moved \(total.formatted): "
                + "\((parts - total).cents > 0 ? "\((parts - total).formatted) too much" : "\((total - parts).formatted) short"); "
                + "make them add up to \(total.formatted)"
        case .splitNeedsTwoParts(let id):
            "a split needs two parts or more, each LINE=AMOUNT (`tx split #\(id) Groceries=62.40 Household=20.00`; "
                + "`none=AMOUNT` for a free part); `tx unsplit #\(id)` joins the parts again"
        case .splitLineOfOtherDirection(let line, let lineKind, let movementKind):
            "line '\(Echo.cut(line))' is \(lineKind.rawValue) and the movement is "
                + (movementKind == .income
                    ? "income: its parts go on income lines" : "money going out: its parts go on expense or saving lines")
        case .splitLineTwice(let line):
            "line '\(Echo.cut(line))' is named by two parts: give it one part with their sum"
        case .splitPartMovesWithItsMovement(let id, let first, let removing):
            removing
                ? "#\(id) is a part of split #\(first): `tx remove #\(first)` removes the whole movement, "
                    + "`tx split #\(first) …` shares it anew"
                : (id == first ? "#\(id) is split:" : "#\(id) is a part of split #\(first):")
                    + " its amount, date, budget, account and direction (money in or out) are the whole movement's, so a part "
                    + "changes kind only between expense and saving; "
                    + "share it anew with `tx split #\(first) …`, or join it with `tx unsplit #\(first)` and change that"
        case .notSplit(let id):
            "#\(id) is not split: `tx split #\(id) LINE=AMOUNT LINE=AMOUNT …` splits it"
        case .unsplittable(let id, let transfer):
            transfer.map {
                "#\(id) is the saving side of transfer #\($0) and keeps its whole amount: remove it and make the transfer again"
            } ?? "#\(id) is a withdrawal from a goal and keeps its whole amount: remove it and withdraw the parts one by one"
        case .noGoalID(let id):
            "no goal #\(id): `goal list` shows the goals with their ids"
        case .duplicateGoalName(let name, let id):
            "a goal named '\(name)' already exists (#\(id)): choose another name"
        case .noTemplate(let name, let known):
            "no template '\(Echo.cut(name.trimmingSpaces()))': "
                + (known.isEmpty ? "there are no templates yet (`template new NAME`)" : "templates: \(known.joined(separator: ", "))")
        case .noTemplateID(let id):
            "no template #\(id): `template list` shows the templates"
        case .duplicateTemplateName(let name, let id):
            "a template named '\(name)' already exists (#\(id))"
        case .duplicateTemplateLineName(let template, let line, let id):
            "template '\(template)' already has a line named '\(line)' (#\(id))"
        case .emptyName(let what):
            "\("aeiou".contains(what.prefix(1)) ? "an" : "a") \(what) name must not be empty"
        case .nameTooLong(let what, let start):
            "the \(what) name '\(start)…' is longer than 100 characters"
        case .transactionAmountOutOfRange(let amount, _) where amount.cents <= 0:
            "a transaction amount must be above 0 (got \(amount.formatted)): type what was paid or received"
        case .transactionAmountOutOfRange(let amount, let maximum):
            "a transaction amount must be at most \(maximum.formatted) (got \(amount.formatted)); "
                + "`settings set max-transaction AMOUNT` raises the limit"
        case .newLineAmountNotPositive(let amount):
            "a new line needs an amount above 0 (got \(amount.formatted))"
        case .negativeLineAmount:
            "a line amount cannot be negative"
        case .descriptionTooLong:
            "a description is at most 500 characters"
        case .controlCharacter(let what, let codePoint):
            "\(what) cannot hold control character \(codePoint): remove it"
        case .invisibleCharacter(let what, let codePoint):
            "\(what) cannot hold the invisible character \(codePoint) (it reorders or hides text on screen): remove it"
        case .categoryTooLong(let start):
            "the category '\(start)…' is longer than 100 characters: shorten it"
        case .unreadableRow(let table, let id, let column, let value):
            "the database holds a \(table) row\(id.map { " #\($0)" } ?? "") whose \(column) cannot be read ('\(value)'): "
                + "it was changed outside pulpe; `doctor` checks the file, and a backup can replace it"
        case .invalidArgument(let message), .invalidValue(let message), .notFound(let message), .duplicate(let message),
            .conflict(let message):
            message
        }
    }
}
