import CommandKit
import Foundation
import Model
import Shared

/// Where pulpe keeps its files, following the XDG base directory rules.
public struct AppPaths: Sendable {
    public let environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    private var home: String { environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory() }

    /// `$PULPE_DB`, else `$XDG_DATA_HOME/pulpe/pulpe.sqlite`, else `~/.local/share/pulpe/pulpe.sqlite`.
    public var defaultDatabase: String {
        if let explicit = nonEmpty("PULPE_DB") { return explicit }
        let base = nonEmpty("XDG_DATA_HOME") ?? home + "/.local/share"
        return base + "/pulpe/pulpe.sqlite"
    }

    /// `$PULPE_HISTORY`, else `$XDG_STATE_HOME/pulpe/history`, else `~/.local/state/pulpe/history`.
    public var history: String {
        if let explicit = nonEmpty("PULPE_HISTORY") { return explicit }
        let base = nonEmpty("XDG_STATE_HOME") ?? home + "/.local/state"
        return base + "/pulpe/history"
    }

    private func nonEmpty(_ key: String) -> String? {
        guard let value = environment[key], !value.isEmpty else { return nil }
        return value
    }
}
