import Model
import Shared
import Testing

/// The services' own guards, behind the tokenizer: control characters and months past 9999-12
/// are refused before anything is written.
@Suite struct InputRulesTests {
    let services: TestServices
    let november: Budget

    init() async throws {
        services = try TestServices()
        november = try await services.budgets.create(month: month(2026, 11))
    }

    private func message(_ body: () async throws -> Void) async -> String? {
        do {
            try await body()
            return nil
        } catch let error as DomainError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test func namesDescriptionsAndCategoriesRefuseControlCharacters() async throws {
        let escape = await message {
            _ = try await services.lines.add(budgetID: november.id, kind: .expense, name: "X\u{1B}[2J", amount: chf(5))
        }
        #expect(escape == "a line name cannot hold control character U+001B: remove it")
        let tab = await message { _ = try await services.lines.add(budgetID: november.id, kind: .expense, name: "a\tb", amount: chf(5)) }
        #expect(tab == "a line name cannot hold control character U+0009: remove it")
        let description = await message { _ = try await services.budgets.create(month: month(2026, 12), description: "a\u{7F}b") }
        #expect(description == "a description cannot hold control character U+007F: remove it")
        let category = await message {
            _ = try await services.transactions.add(
                NewTransaction(
                    budgetID: november.id, name: "Lunch", amount: chf(5), kind: .expense,
                    date: day(2026, 11, 3), category: "\u{9B}2J"))
        }
        #expect(category == "a category cannot hold control character U+009B: remove it")
        #expect(try services.count("budget_line") == 0)
        #expect(try services.count("budget") == 1)
        #expect(try services.count("tx") == 0)
    }

    @Test func monthsAndDatesPast9999AreRefused() async throws {
        let budget = await message { _ = try await services.budgets.create(month: YearMonth(year: 10_000, month: 1)) }
        #expect(
            budget == "month 10000-01 is outside the months pulpe supports, 1900-01 to 9999-12: nothing was written; stay within that range"
        )
        let transaction = await message {
            _ = try await services.transactions.add(
                NewTransaction(
                    budgetID: november.id, name: "Lunch", amount: chf(5), kind: .expense,
                    date: LocalDate(year: 10_000, month: 1, day: 3)))
        }
        #expect(
            transaction == "date 10000-01-03 is outside the dates pulpe supports, 1900-01-01 to 9999-12-31: choose a date in that range")
        #expect(try services.count("budget") == 1)
        #expect(try services.count("tx") == 0)
        #expect(try await services.budgets.create(month: month(9999, 12)).month == month(9999, 12))
    }
}
