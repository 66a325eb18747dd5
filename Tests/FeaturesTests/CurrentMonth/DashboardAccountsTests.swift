import CommandKit
import Model
import Shared
import Testing

@testable import CurrentMonthFeature

/// The dashboard's accounts block: what the accounts hold today beside the plan's remaining, and
/// the difference in words; left out for a lone account with nothing set.
@Suite struct DashboardAccountsTests {
    private func summary(
        _ id: Int64, _ name: String, _ kind: AccountKind = .checking, balance: Money, opening: Money = .zero, currency: Currency? = nil
    ) -> AccountSummary {
        AccountSummary(
            account: Account(id: id, name: name, kind: kind, currency: currency, opening: opening), balance: balance, checkedBalance: .zero,
            isDefault: id == 1)
    }

    /// The month of `DashboardScreenTests`: available 5'200.00 (5'000 + rollover 200), expenses
    /// 1'530.00 → 3'670.00 left on 2026-11-21.
    private func screen(accounts: DashboardAccounts?) -> String {
        let details = DashboardScreenTests.november()
        var screen = DashboardScreen(details: details, today: LocalDate(year: 2026, month: 11, day: 21), currency: .chf, style: .plain)
        screen.accounts = accounts
        return screen.render()
    }

    /// Main 1'617.60 + Savings 5'000.00 = 6'617.60; 6'617.60 − 3'670.00 = 2'947.60 more.
    @Test func moreThanTheRemainingBetweenTheFiguresAndTheDays() throws {
        let accounts = try #require(
            DashboardAccounts.of([
                summary(1, "Main", balance: Money(cents: 161_760)), summary(2, "Savings", .savings, balance: Money(units: 5000)),
            ]))
        let text = screen(accounts: accounts)
        let golden = """
                of which savings      0.00

              In your accounts today: 6'617.60 (Main 1'617.60 · Savings 5'000.00)
              Left in this month's plan: 3'670.00
              Your accounts hold 2'947.60 more than the plan says is left:
              planned spending not yet paid, savings, or money outside the plan.

              10 days left · 367.00 a day
            """
        #expect(text.contains(golden), "\(text)")
        for line in text.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 80, "\(line)") }
    }

    /// Main 2'000.00 and a Visa card owing 202.40: 1'797.60; 3'670.00 − 1'797.60 = 1'872.40 less.
    @Test func lessThanTheRemainingWithACard() throws {
        let accounts = try #require(
            DashboardAccounts.of([
                summary(1, "Main", balance: Money(units: 2000)), summary(2, "Visa", .card, balance: Money(cents: -20_240)),
            ]))
        #expect(accounts.total == Money(cents: 179_760))
        #expect(
            accounts.render(remaining: Money(units: 3670)) == """
                  In your accounts today: 1'797.60 (Main 2'000.00 · Visa owed 202.40)
                  Left in this month's plan: 3'670.00
                  Your accounts hold 1'872.40 less than the plan says is left:
                  income not yet arrived, or spending the plan does not know of.

                """)
    }

    /// An account of its own currency counts at the rate kept for the day: Main 100.00 + US USD
    /// 1'000.00 at 0.5 = 600.00; one whose currency has no rate is named as left out. With five
    /// long names that line would pass 80 columns, so they are counted instead.
    @Test func accountsOfTheirOwnCurrencyCountAtTheirRateOrAreNamedAsLeftOut() throws {
        let main = summary(1, "Main", balance: Money(units: 100))
        let us = summary(2, "US", balance: Money(units: 1000), currency: Currency.parse("USD"))
        let euro = summary(3, "Euro", balance: Money(units: 50), currency: Currency.parse("EUR"))
        let accounts = try #require(DashboardAccounts.of([main, us, euro], inBudgetCurrency: [2: Money(units: 500)]))
        #expect(accounts.total == Money(units: 600))
        #expect(
            accounts.render(remaining: Money(units: 600)) == """
                  In your accounts today: 600.00 (Main 100.00 · US 1'000.00 USD)
                  Not in that sum, no rate kept for their currency: Euro (EUR)
                  Left in this month's plan: 600.00
                  Your accounts hold exactly what the plan says is left.

                """)
        let many = (2...6).map { summary(Int64($0), "Travel account \($0)", balance: Money(units: 1), currency: Currency.parse("EUR")) }
        let counted = try #require(DashboardAccounts.of([main] + many))
        #expect(counted.render(remaining: Money(units: 100)).contains("\n  Not in that sum: 5 accounts with no rate kept (`rate list`)\n"))
    }

    @Test func equalSaysSo() throws {
        let accounts = try #require(DashboardAccounts.of([summary(1, "Main", balance: Money(units: 3670), opening: Money(units: 100))]))
        #expect(
            accounts.render(remaining: Money(units: 3670)) == """
                  In your accounts today: 3'670.00 (Main 3'670.00)
                  Left in this month's plan: 3'670.00
                  Your accounts hold exactly what the plan says is left.

                """)
    }

    /// Four short names fit the first line (exactly 80 columns), four longer ones go to a second
    /// line, four longer still are left out; five accounts are only summed.
    @Test func namesFitEightyColumnsOrAreLeftOut() throws {
        let four = (1...4).map { summary(Int64($0), "Account number \($0)", balance: Money(units: 1000)) }
        let long = try #require(DashboardAccounts.of(four)).render(remaining: Money(units: 4000))
        #expect(long.hasPrefix("  In your accounts today: 4'000.00\n  Left in this month's plan: 4'000.00\n"), "\(long)")
        let short = (1...4).map { summary(Int64($0), "A\($0)", balance: Money(units: 100)) }
        let shortText = try #require(DashboardAccounts.of(short)).render(remaining: .zero)
        #expect(shortText.hasPrefix("  In your accounts today: 400.00 (A1 100.00 · A2 100.00 · A3 100.00 · A4 100.00)\n"))
        let medium = (1...4).map { summary(Int64($0), "Account \($0)", balance: Money(units: 100)) }
        let mediumText = try #require(DashboardAccounts.of(medium)).render(remaining: Money(units: 400))
        #expect(
            mediumText.hasPrefix(
                "  In your accounts today: 400.00\n    Account 1 100.00 · Account 2 100.00 · Account 3 100.00 · Account 4 100.00\n"),
            "\(mediumText)")
        let five = (1...5).map { summary(Int64($0), "A\($0)", balance: Money(units: 1)) }
        #expect(try #require(DashboardAccounts.of(five)).render(remaining: Money(units: 5)).hasPrefix("  In your accounts today: 5.00\n"))
        for text in [long, shortText, mediumText] {
            for line in text.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 80, "\(line)") }
        }
    }

    /// A lone Main with opening 0 says nothing the plan does not; an opening, a second open account does.
    @Test func shownOnlyWhenTheUserSetSomething() {
        #expect(DashboardAccounts.of([summary(1, "Main", balance: Money(units: 50))]) == nil)
        let closed = AccountSummary(
            account: Account(id: 2, name: "Old", closedOn: LocalDate(year: 2026, month: 1, day: 1)), balance: .zero,
            checkedBalance: .zero, isDefault: false)
        #expect(DashboardAccounts.of([summary(1, "Main", balance: Money(units: 50)), closed]) == nil)
        #expect(DashboardAccounts.of([summary(1, "Main", balance: Money(units: 50), opening: Money(units: 10))]) != nil)
        #expect(DashboardAccounts.of([summary(1, "Main", balance: .zero), summary(2, "Cash", .cash, balance: .zero)])?.holdings.count == 2)
        #expect(!screen(accounts: nil).contains("In your accounts"))
    }
}
