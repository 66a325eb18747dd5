import Model
import Shared

/// What a command prints: text for people, JSON for scripts (one document per command).
public struct CommandOutput: Sendable {
    /// Built when read, like `json`: with `--json` a month's table is never laid out. A read that
    /// fails while building it (the database) is the command's error, never an empty table.
    public var text: String {
        get throws { try makeText() }
    }
    /// Built when read: a month's details can hold tens of thousands of transactions, and table
    /// output never reads it.
    public var json: JSONValue? {
        get throws { try makeJSON() }
    }
    /// Warnings for stderr (e.g. a withdrawal larger than the goal holds).
    public var warnings: [String]
    /// Lines for stderr printed as they are, each with its own location (`bank.csv:4: error: …`).
    public var diagnostics: [String] = []
    /// Set when the command printed its output but must still fail, e.g. `doctor` finding
    /// problems: the one-line error to report.
    public var failure: String?
    /// The exit status of `failure`: 1, or 65 when rows of a file did not read.
    public var failureStatus: ExitStatus = .failure
    /// Writes the same document as `json` piece by piece; set for outputs that grow with the
    /// month, and used instead of `json` when printing.
    public var jsonStream: (@Sendable (inout JSONStream) throws -> Void)?
    /// Writes the CSV rows (`.mode csv`) piece by piece, header first, each ending with CRLF.
    public var csvStream: (@Sendable (inout JSONStream) throws -> Void)?
    /// Writes the text piece by piece (exports of a million rows); used instead of `text` when
    /// printing without `--json`. The stream ends without a newline: printing adds it.
    public var textStream: (@Sendable (inout JSONStream) throws -> Void)?
    /// The text written piece by piece when it is not shown through the pager (output not a
    /// terminal): `tx list --all` of a million rows in constant memory. On a terminal, `text` is
    /// built and paged.
    public var largeTextStream: (@Sendable (inout JSONStream) throws -> Void)?
    private var makeJSON: @Sendable () throws -> JSONValue?
    private var makeText: @Sendable () throws -> String

    public init(text: String, json: JSONValue? = nil, warnings: [String] = []) {
        self.makeText = { text }
        self.makeJSON = { json }
        self.warnings = warnings
    }

    /// Output whose JSON document is built only if it is printed.
    public init(text: String, warnings: [String] = [], json makeJSON: @escaping @Sendable () throws -> JSONValue?) {
        self.makeText = { text }
        self.makeJSON = makeJSON
        self.warnings = warnings
    }

    /// Output whose table and JSON document are both built only if printed (large screens).
    public init(
        warnings: [String] = [], render: @escaping @Sendable () throws -> String, json makeJSON: @escaping @Sendable () throws -> JSONValue?
    ) {
        self.makeText = render
        self.makeJSON = makeJSON
        self.warnings = warnings
    }

    /// Output whose JSON is printed as it is written (`stream` writes what `json` builds).
    public init(
        render: @escaping @Sendable () throws -> String, json makeJSON: @escaping @Sendable () throws -> JSONValue?,
        stream: @escaping @Sendable (inout JSONStream) throws -> Void
    ) {
        self.init(render: render, json: makeJSON)
        jsonStream = stream
    }

    /// Output whose JSON and CSV are printed as they are written (lists across every period).
    public init(
        render: @escaping @Sendable () throws -> String, json makeJSON: @escaping @Sendable () throws -> JSONValue?,
        stream: @escaping @Sendable (inout JSONStream) throws -> Void, csv: @escaping @Sendable (inout JSONStream) throws -> Void
    ) {
        self.init(render: render, json: makeJSON, stream: stream)
        csvStream = csv
    }

    /// The same output with `line` before its text (`Read as CSV.`).
    public mutating func prependText(_ line: String) {
        let makeText = self.makeText
        self.makeText = { line + "\n" + (try makeText()) }
    }

    /// Nothing to print (navigation, meta-commands).
    public static let none = CommandOutput(text: "")
}
