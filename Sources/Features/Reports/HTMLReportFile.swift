import CommandKit
import Domain
import Foundation
import Model
import Shared

/// `--html FILE` on the report commands: writes the page and says so after the text report;
/// the JSON document gains `"html": FILE`.
enum HTMLReportFile {
    static let option = OptionSpec("--html", value: "FILE", "also write the report as one HTML page (inline SVG chart, no script)")

    /// The command's output: `render`'s text and `json`'s document, and, with a `path`, `page`
    /// written there first (built only then).
    static func output(
        path: String?, page: () -> String, render: @escaping @Sendable () -> String, json: @escaping @Sendable () -> JSONValue
    ) throws -> CommandOutput {
        guard let path else { return CommandOutput(render: render, json: json) }
        do {
            try page().write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw DomainError.invalidArgument(
                "cannot write the HTML report to '\(path)': \(error.localizedDescription); choose a writable file")
        }
        return CommandOutput(
            render: { render() + "\nWrote \(path)." },
            json: {
                let document = json()
                guard case .object(let members) = document else { return document }
                return .object(members + [("html", .string(path))])
            })
    }
}
