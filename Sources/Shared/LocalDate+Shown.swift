extension LocalDate {
    /// The date as screens print it under `DateRules.current`: `2026-11-26`, or `26.11.2026` in
    /// de-DE. JSON and CSV use `description`, always ISO.
    public var shown: String {
        guard let format = DateRules.current.format else { return description }
        return format.text(self)
    }

    /// A stored `YYYY-MM-DD hh:mm:ss` timestamp as screens print it: its date `shown`, the rest
    /// kept. Example: `2026-11-24 10:53:02` → `24.11.2026 10:53:02` in de-DE; text that does not
    /// start with a date is returned as it is.
    public static func shown(timestamp: String) -> String {
        guard DateRules.current.format != nil, let date = LocalDate.parse(String(timestamp.prefix(10))) else { return timestamp }
        return date.shown + timestamp.dropFirst(10)
    }
}
