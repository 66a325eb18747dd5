// libFuzzer entry for the input layer: line splitting, the tokenizer, the command parser and the
// amount, month and date parsers. Built with the Shared sources into one module by `scripts/fuzz`
// (not a package target), so it names their types without an import.

/// A command set shaped like pulpe's: words of one to three, optional and variadic arguments,
/// flags and options with values, and a common `--json`.
let fuzzParser = CommandParser(
    specs: [
        CommandSpec(
            "budget new", arguments: [ArgumentSpec("MONTH")],
            options: [OptionSpec("--template", value: "TEMPLATE", "t"), OptionSpec("--description", value: "TEXT", "d")],
            group: "Budgets", summary: "s"),
        CommandSpec("budget list", options: [OptionSpec("--year", value: "YYYY", "y")], group: "Budgets", summary: "s"),
        CommandSpec("budget show", arguments: [ArgumentSpec("MONTH", optional: true)], group: "Budgets", summary: "s"),
        CommandSpec(
            "line add", arguments: [ArgumentSpec("KIND"), ArgumentSpec("NAME"), ArgumentSpec("AMOUNT")],
            options: [OptionSpec("--budget", value: "MONTH", "b"), OptionSpec("--checked", "c")],
            group: "Lines", summary: "s"),
        CommandSpec(
            "line spread", arguments: [ArgumentSpec("KIND"), ArgumentSpec("NAME"), ArgumentSpec("AMOUNT")],
            options: [OptionSpec("--from", value: "MONTH", "f"), OptionSpec("--months", value: "N", "m")],
            group: "Lines", summary: "s"),
        CommandSpec(
            "tx add", arguments: [ArgumentSpec("NAME"), ArgumentSpec("AMOUNT")],
            options: [
                OptionSpec("--date", value: "DATE", "d"), OptionSpec("--category", value: "TEXT", "c"),
                OptionSpec("--checked", "k"),
            ],
            group: "Transactions", summary: "s"),
        CommandSpec("settings set payday", arguments: [ArgumentSpec("N")], group: "Settings", summary: "s"),
        CommandSpec("help", arguments: [ArgumentSpec("COMMAND", optional: true, variadic: true)], group: "Session", summary: "s"),
    ],
    commonOptions: [OptionSpec("--json", "j")]
)

/// Fails the run (libFuzzer reports a crash with the input) when an invariant breaks.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { fatalError("invariant broken: \(what())") }
}

func exercise(_ line: String) {
    let tokens: [Token]
    do {
        tokens = try Tokenizer.tokenize(line)
    } catch {
        require(
            !error.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
            "a tokenizer message prints a control character")
        return
    }
    for token in tokens {
        require(!token.text.contains(where: Tokenizer.isControl), "a token holds a control character")
        // Quoting gives the word back unchanged.
        require((try? Tokenizer.tokenize(Tokenizer.quoted(token.text)).map(\.text)) == [token.text], "quoted() round trip")
        do {
            let amount = try Money.parse(token.text)
            require(amount >= .zero && amount <= Money.maximum, "amount out of range")
            require((try? Money.parse(amount.formatted)) == amount, "amount round trip")
        } catch {
            require(error.description.count <= Echo.limit + 200, "amount message longer than its echo allows")
        }
        if let month = YearMonth.parse(token.text) {
            require(month.isSupported && YearMonth.parse(month.description) == month, "month round trip")
        }
        if let date = LocalDate.parse(token.text) {
            require(LocalDate.parse(date.description) == date && LocalDate(dayNumber: date.dayNumber) == date, "date round trip")
        }
        require(Echo.cut(token.text).count <= Echo.limit + 1, "echo longer than its limit")
    }
    do {
        let parsed = try fuzzParser.parse(tokens)
        require(parsed.arguments.count <= tokens.count, "more arguments than words")
    } catch {
        require(error.description.count <= 4 * Echo.limit + 400, "parse error longer than its echoes allow")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func pulpeFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for line in ScriptLines.split(bytes) {
        guard case .text(let text) = line else { continue }
        require(!text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }, "a line holds a line end")
        exercise(text)
    }
    return 0
}
