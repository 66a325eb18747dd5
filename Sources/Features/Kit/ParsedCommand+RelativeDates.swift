import Shared

extension ParsedCommand {
    /// The command with every date and month typed relative to today (or in the locale's format,
    /// `localDates`) written out, so each command reads ISO text alone: positionals and option values
    /// by their hint (`.date`, `.month`).
    /// Example (today 2026-11-27, budget month 2026-11): `tx list --since -10d` → `--since 2026-11-17`;
    /// `budget show last-month` → `budget show 2026-10`. A value that is no relative word is kept.
    @MainActor
    public func resolvingRelativeDates(
        today: LocalDate, localDates: DateFormat = .iso, month: () async throws -> YearMonth
    ) async throws -> ParsedCommand {
        func resolve(_ value: String, _ hint: ValueHint) async throws -> String {
            switch hint {
            case .date where LocalDate.parse(value) == nil:
                return try (RelativeDate.date(value, today: today) ?? localDates.date(value))?.description ?? value
            case .month where YearMonth.parse(value) == nil:
                return try RelativeDate.month(value, current: try await month())?.description ?? value
            default: return value
            }
        }
        var arguments: [String] = []
        for (index, value) in self.arguments.enumerated() {
            let argument = index < spec.arguments.count ? spec.arguments[index] : spec.arguments.last
            arguments.append(try await resolve(value, argument?.hint ?? .text))
        }
        var values = self.values
        for (name, value) in values { values[name] = try await resolve(value, spec.option(named: name)?.hint ?? .text) }
        var repeated = repeatedValues
        for (name, list) in repeated {
            var resolved: [String] = []
            for value in list { resolved.append(try await resolve(value, spec.option(named: name)?.hint ?? .text)) }
            repeated[name] = resolved
        }
        return ParsedCommand(spec: spec, arguments: arguments, values: values, flags: flags, repeatedValues: repeated, scoped: scoped)
    }
}
