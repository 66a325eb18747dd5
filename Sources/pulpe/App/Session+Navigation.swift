import AccountsFeature
import BudgetsFeature
import CommandKit
import CurrentMonthFeature
import Model
import SavingsGoalsFeature
import SettingsFeature
import Shared
import TemplatesFeature
import TransactionsFeature

/// Navigation: resolving `open …` to a destination, moving through the stack, drawing screens.
extension Session {
    /// Runs a navigation command, or returns nil when `parsed` is not one.
    func executeNavigation(_ parsed: ParsedCommand) async throws -> Bool {
        switch parsed.spec.name {
        case NavigationCommand.back.name:
            guard navigator.back() else {
                if !printsJSON(parsed) { emit("Already home.", false) }
                return true
            }
            if !printsJSON(parsed) { try await showCurrent() }
        case NavigationCommand.home.name:
            navigator.home()
            if !printsJSON(parsed) { try await showCurrent() }
        case NavigationCommand.whereAmI.name:
            let path = navigator.path.isEmpty ? "home" : navigator.path
            let next = try await journalNext()
            var members: [(String, JSONValue)] = [("path", .string(path))]
            if let undo = next.undo { members.append(("undo", .string(undo))) }
            if let redo = next.redo { members.append(("redo", .string(redo))) }
            emit(printsJSON(parsed) ? JSONValue.object(members).rendered : path + journalNote(next), false)
        default:
            guard let (destination, label) = try await destination(for: parsed) else { return false }
            let screen = try await screen(for: destination)
            navigator.push(destination, label: label)
            if !printsJSON(parsed) { show(screen) }
        }
        return true
    }

    private func destination(for parsed: ParsedCommand) async throws -> (AppDestination, String)? {
        switch parsed.spec.name {
        case NavigationCommand.openMonth.name:
            return (.currentMonth(.dashboard), "month")
        case NavigationCommand.openBudgets.name:
            return (.budgets(.list), "budgets")
        case NavigationCommand.openBudget.name:
            let month = try ParsedCommand.month(parsed.requiredArgument(0))
            guard try await context.stores.budgetService.budget(for: month) != nil else {
                throw DomainError.noBudget(month)
            }
            let inList = navigator.current == .budgets(.list)
            return (.budgets(.details(month)), inList ? month.description : "budget \(month)")
        case NavigationCommand.openTemplates.name:
            return (.templates(.list), "templates")
        case NavigationCommand.openTemplate.name:
            let template = try await context.stores.templates.template(parsed.requiredArgument(0)).template
            return (.templates(.details(templateID: template.id)), "template \(template.name)")
        case NavigationCommand.openGoals.name:
            return (.goals(.list), "goals")
        case NavigationCommand.openGoal.name:
            let goal = try await context.resolveGoal(parsed.requiredArgument(0)).goal
            let inList = navigator.current == .goals(.list)
            return (.goals(.details(goalID: goal.id)), inList ? goal.name : "goal \(goal.name)")
        case NavigationCommand.openTransaction.name:
            let reference = try context.transactionReference(parsed.requiredArgument(0), explicitBudget: nil)
            let id = try await context.stores.transactionService.detail(reference).transaction.id
            return (.transactions(.transaction(id)), "tx #\(id)")
        case NavigationCommand.openLine.name:
            let line = try await BudgetsScreens.line(parsed.requiredArgument(0), in: context)
            let inBudget = navigator.openMonth == line.month
            return (
                .budgets(.line(lineID: line.id, month: line.month)), inBudget ? "line \(line.name)" : "line \(line.name) (\(line.month))"
            )
        case NavigationCommand.openAccounts.name:
            return (.accounts(.list), "accounts")
        case NavigationCommand.openAccount.name:
            let account = try await AccountsScreens.resolve(parsed.requiredArgument(0), in: context)
            let inList = navigator.current == .accounts(.list)
            return (.accounts(.details(accountID: account.id)), inList ? account.name : "account \(account.name)")
        case NavigationCommand.openSettings.name:
            return (.settings(.overview), "settings")
        default:
            return nil
        }
    }

    /// Draws the screen of the destination on top of the stack, or the home screen.
    func showCurrent() async throws {
        guard let current = navigator.current else {
            if let home = try await homeScreen() { show(home) }
            return
        }
        show(try await screen(for: current))
    }

    /// The home screen: in the interactive shell, the dashboard of the current period when its
    /// budget exists; nil without that budget, and always in scripts (`-c`, files, standard input).
    func homeScreen() async throws -> String? {
        guard context.isInteractive else { return nil }
        return try await CurrentMonthFeature.dashboard(in: context)
    }

    /// Draws the home screen as the shell starts, never through the pager (the prompt follows it).
    func showHomeAtStart() async throws {
        guard format != .json, let home = try await homeScreen() else { return }
        emit(home, false, paged: false)
    }

    /// Draws a screen reached by navigation (`open`, `back`, `home`): never through the pager, so moving
    /// around never asks for a `q`; the prompt that follows it says where the user is.
    private func show(_ screen: String) {
        if format != .json { emit(screen, false, paged: false) }
    }

    func screen(for destination: AppDestination) async throws -> String {
        switch destination {
        case .currentMonth(let inner): try await CurrentMonthFeature.screen(for: inner, in: context)
        case .budgets(let inner): try await BudgetsScreens.screen(for: inner, in: context)
        case .templates(let inner): try await TemplatesScreens.screen(for: inner, in: context)
        case .settings(let inner): try await SettingsScreens.screen(for: inner, in: context)
        case .goals(let inner): try await SavingsGoalsScreens.screen(for: inner, in: context)
        case .transactions(let inner): try await TransactionsScreens.screen(for: inner, in: context)
        case .accounts(let inner): try await AccountsScreens.screen(for: inner, in: context)
        }
    }
}
