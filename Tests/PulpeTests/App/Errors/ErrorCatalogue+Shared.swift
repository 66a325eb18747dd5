import Foundation
import Shared

extension ErrorCatalogue {
    /// The building blocks' errors: typed commands, amounts, output files, file system errors.
    static let shared: [ErrorSample] = [
        ErrorSample("unknownCommand", CommandParseError.unknownCommand("budgt", suggestion: "budget"), .usage),
        ErrorSample("missingSubcommand", CommandParseError.missingSubcommand("budget", choices: ["list", "new", "show"]), .usage),
        ErrorSample("unknownOption", CommandParseError.unknownOption("--yaer", command: "budget list", suggestion: "--year"), .usage),
        ErrorSample("missingOptionValue", CommandParseError.missingOptionValue("--budget", valueName: "MONTH"), .usage),
        ErrorSample("missingArgument", CommandParseError.missingArgument("AMOUNT", synopsis: "tx add NAME AMOUNT"), .usage),
        ErrorSample("unexpectedArgument", CommandParseError.unexpectedArgument("extra", synopsis: "budget list"), .usage),
        ErrorSample(
            "amountSplitBySpace", CommandParseError.amountSplitBySpace("1", "234,50", synopsis: "tx add NAME AMOUNT"), .usage),
        ErrorSample("repeatedOption", CommandParseError.repeatedOption("--budget"), .usage),
        ErrorSample("misusedOptions", CommandParseError.misusedOptions("give either --week or --since, not both"), .usage),
        ErrorSample("unterminatedQuote", Tokenizer.Failure.unterminatedQuote(column: 8, quote: "\""), .usage),
        ErrorSample("controlCharacter", Tokenizer.Failure.controlCharacter(column: 8, scalar: "\u{1B}"), .dataError),
        ErrorSample("empty", MoneyParseError.empty, .dataError),
        ErrorSample("signed", MoneyParseError.signed("-3"), .dataError),
        ErrorSample("tooManyDecimals", MoneyParseError.tooManyDecimals("3.205", allowed: 2), .dataError),
        ErrorSample("tooLarge", MoneyParseError.tooLarge("99999999999"), .dataError),
        ErrorSample("malformed", MoneyParseError.malformed("3.O"), .dataError),
        ErrorSample("ambiguous", MoneyParseError.ambiguous("1.234", grouped: "1234", decimal: "1.234"), .dataError),
        ErrorSample("outOfRange", DateInputError.outOfRange("+999999d"), .dataError),
        ErrorSample("noSuchDay", DateInputError.noSuchDay("31", month: "2026-11", days: 30), .dataError),
        ErrorSample("notAMonthUnit", DateInputError.notAMonthUnit("-3d"), .dataError),
        ErrorSample("notADate", DateInputError.notADate("2026-02-30"), .dataError),
        ErrorSample("notAMonth", DateInputError.notAMonth("2026-13"), .dataError),
        ErrorSample("emptyPath", OutputFileError.emptyPath, .cannotCreate),
        ErrorSample("isDatabase", OutputFileError.isDatabase(path: "/home/a/pulpe.sqlite"), .cannotCreate),
        ErrorSample("exists", OutputFileError.exists(path: "out.csv"), .cannotCreate),
        ErrorSample("isFolder", OutputFileError.isFolder(path: "/tmp"), .cannotCreate),
        ErrorSample("isSpecial", OutputFileError.isSpecial(path: "/dev/null"), .cannotCreate),
        ErrorSample("danglingLink", OutputFileError.danglingLink(path: "link.csv"), .cannotCreate),
        ErrorSample("noFolder", OutputFileError.noFolder(path: "/nonexistent/x.csv", folder: "/nonexistent"), .cannotCreate),
        ErrorSample("cannotOpen", OutputFileError.cannotOpen(path: "x.csv", reason: "Permission denied"), .cannotCreate),
        ErrorSample("cannotWrite", OutputFileError.cannotWrite(path: "x.csv", reason: "No space left on device"), .cannotCreate),
        ErrorSample("missing", SystemFileError(path: "/tmp/x.csv", code: ENOENT, writing: false), .noInput),
        ErrorSample("unreadable", SystemFileError(path: nil, code: EACCES, writing: false), .noInput),
        ErrorSample("failedRead", SystemFileError(path: "/tmp/x.csv", code: EIO, writing: false)),
        ErrorSample("full", SystemFileError(path: "/tmp/x.csv", code: ENOSPC, writing: true), .cannotCreate),
        ErrorSample("noReason", SystemFileError(path: nil, code: 0, writing: true), .cannotCreate),
    ]
}
