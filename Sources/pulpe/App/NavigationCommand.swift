import CommandKit
import Model
import Shared

/// The navigation commands: `open …`, `back`, `home`, `where`.
enum NavigationCommand {
    static func open(_ what: String, argument: ArgumentSpec? = nil, summary: String, example: String) -> CommandSpec {
        CommandSpec("open \(what)", arguments: argument.map { [$0] } ?? [], group: "Navigation", summary: summary, example: example)
    }

    static let openMonth = open("month", summary: "the current period's dashboard", example: "open month")
    static let openBudgets = open("budgets", summary: "the list of budgets", example: "open budgets")
    static let openBudget = open(
        "budget", argument: ArgumentSpec("MONTH", hint: .month),
        summary: "a budget: commands typed there need no --budget", example: "open budget 2026-11")
    static let openTemplates = open("templates", summary: "the list of templates", example: "open templates")
    static let openTemplate = open(
        "template", argument: ArgumentSpec("TEMPLATE", hint: .template),
        summary: "a template: template commands typed there take it", example: "open template \"Normal month\"")
    static let openGoals = open("goals", summary: "the savings goals with their progress", example: "open goals")
    static let openGoal = open(
        "goal", argument: ArgumentSpec("GOAL", hint: .goal),
        summary: "a goal's progress and plan: goal commands typed there take it", example: "open goal Holidays")
    static let openTransaction = open(
        "tx", argument: ArgumentSpec("TX", hint: .transaction),
        summary: "a transaction: tx check, uncheck, set and remove typed there take it", example: "open tx #42")
    static let openLine = open(
        "line", argument: ArgumentSpec("LINE", hint: .line),
        summary: "a line and its transactions: line commands typed there take it", example: "open line Groceries")
    static let openAccounts = open("accounts", summary: "the accounts with their balances", example: "open accounts")
    static let openAccount = open(
        "account", argument: ArgumentSpec("ACCOUNT", hint: .account),
        summary: "an account: account commands and transfers typed there take it", example: "open account Savings")
    static let openSettings = open("settings", summary: "the settings", example: "open settings")
    static let back = CommandSpec("back", group: "Navigation", summary: "go back to the previous screen", example: "back")
    static let home = CommandSpec(
        "home", group: "Navigation", summary: "close every screen (the shell then shows the current period's dashboard)", example: "home")
    static let whereAmI = CommandSpec("where", group: "Navigation", summary: "print where you are", example: "where")

    static let specs = [
        openMonth, openBudgets, openBudget, openAccounts, openAccount, openTemplates, openTemplate, openGoals, openGoal, openLine,
        openTransaction,
        openSettings, back, home, whereAmI,
    ]
}
