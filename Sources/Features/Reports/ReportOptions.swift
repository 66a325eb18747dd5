import CommandKit
import Model
import Shared

extension ValueHint {
    static let reportPeriod = ValueHint(rawValue: "reportPeriod")
    static let reportGrouping = ValueHint(rawValue: "reportGrouping")
}

/// The options of `report` read into a period, a grouping, a kind and a row limit.
struct ReportOptions: Sendable, Equatable {
    /// nil with `--from`: the range is `from … to`, `to` defaulting to today's budget month.
    var period: ReportPeriod?
    var from: YearMonth?
    var to: YearMonth?
    var grouping: ReportGrouping
    /// nil: every kind (the default of `--by kind`).
    var kind: Kind?
    var top: Int?
    var ascii: Bool
    var html: HTMLReportFile.Target?

    /// The options of `report`, each declared once: `specs` lists them and `init` reads through them.
    enum Options {
        static let period = OptionSpec(
            "--period", value: "PERIOD", hint: .reportPeriod,
            "week, month (default), quarter, year, all, or Nm / last-N-months: the last N budget months (1-24) ending with today's")
        static let from = OptionSpec("--from", value: "MONTH", hint: .month, "the first budget month (instead of --period)")
        static let to = OptionSpec("--to", value: "MONTH", hint: .month, "the last budget month (default: today's)")
        static let by = OptionSpec(
            "--by", value: "GROUP", hint: .reportGrouping,
            "category (default), line, kind, name, month or source (typed, a notification, an import)")
        static let kind = OptionSpec("--kind", value: "KIND", hint: .kind, "expense (default), income or saving")
        static let top = OptionSpec("--top", value: "N", "only the N largest rows, the rest summed as (others)")
        static let ascii = OptionSpec("--ascii", "draw the bars with # (also when the locale is not UTF-8)")
    }

    static let specs =
        [Options.period, Options.from, Options.to, Options.by, Options.kind, Options.top, Options.ascii] + HTMLReportFile.options

    init(_ parsed: ParsedCommand) throws {
        from = try parsed.value(Options.from, ParsedCommand.month)
        to = try parsed.value(Options.to, ParsedCommand.month)
        if let text = parsed.value(Options.period) {
            guard from == nil, to == nil else {
                throw CommandParseError.misusedOptions("use either --period or --from/--to, not both")
            }
            guard let period = ReportPeriod.parse(text) else {
                if ReportPeriod.rollingCount(text.lowercased()) != nil {
                    throw DomainError.invalidValue(
                        "'\(text)' is not a period: the last N months go from 1m to 24m, e.g. 3m or last-3-months")
                }
                throw DomainError.invalidValue(
                    "'\(text)' is not a period: use week, month, quarter, year, all or Nm (the last N months, e.g. 3m)")
            }
            self.period = period
        } else if let from {
            if let to, to < from {
                throw DomainError.invalidValue("--from \(from) is after --to \(to): give the earlier month first")
            }
        } else if let to {
            throw CommandParseError.misusedOptions("--to \(to) needs --from: e.g. --from \(to.adding(months: -2)) --to \(to)")
        } else {
            self.period = .month
        }
        grouping =
            try parsed.value(Options.by) { text in
                guard let grouping = ReportGrouping(rawValue: text.lowercased()) else {
                    throw DomainError.invalidValue("'\(text)' is not a grouping: use category, line, kind, name, month or source")
                }
                return grouping
            } ?? .category
        kind = try parsed.value(Options.kind, ParsedCommand.kind) ?? (grouping == .kind ? nil : .expense)
        ascii = parsed.has(Options.ascii)
        html = HTMLReportFile.Target(parsed)
        top = try parsed.value(Options.top) { text in
            guard let top = Int.strictDigits(text), top > 0 else {
                throw DomainError.invalidValue("'\(text)' is not a row count for --top: use a whole number from 1, e.g. --top 5")
            }
            return top
        }
    }

    /// The period, with a `--from` range ended by `--to` or else by `currentMonth` (or `from`, if later).
    func resolvedPeriod(currentMonth: YearMonth) -> ReportPeriod {
        if let period { return period }
        guard let from else { return .month }
        return .months(from...(to ?? max(from, currentMonth)))
    }
}
