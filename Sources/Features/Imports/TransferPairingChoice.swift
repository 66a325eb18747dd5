import CommandKit
import Model
import Shared

/// Whether an import pairs the movements that are transfers between the user's accounts
/// (`Docs/Domain.md` §12a): `--transfers` pairs them, `--no-transfers` never does; with neither,
/// the REPL shows the pairs and asks [y/N] before the import writes, and a script (`-c`, `run`, a
/// pipe) pairs nothing and names the pairs in its summary, so an import does what it always did
/// unless asked.
enum TransferPairingChoice: Sendable, Equatable {
    case pair
    case never
    case ask

    static let transfersOption = OptionSpec(
        "--transfers", "pair an outgoing and an incoming movement of two accounts (same amount, ≤ 3 days) as one transfer")
    static let noTransfersOption = OptionSpec(
        "--no-transfers", "never pair movements as transfers (default in scripts: pairs are only named)")
    static let options = [transfersOption, noTransfersOption]

    init(_ parsed: ParsedCommand) throws {
        switch (parsed.has(Self.transfersOption), parsed.has(Self.noTransfersOption)) {
        case (true, true):
            throw CommandParseError.misusedOptions("--transfers and --no-transfers contradict each other: give one of them")
        case (true, false): self = .pair
        case (false, true): self = .never
        case (false, false): self = .ask
        }
    }

    /// Whether the import pairs: `.ask` in the REPL runs `preview` (the import as a dry run,
    /// rolled back: nothing is written), shows what it would pair and asks; elsewhere it pairs
    /// only with `.pair`. A dry run never asks (it shows the pairs it finds).
    @MainActor func decide(in context: CommandContext, dryRun: Bool, preview: () async throws -> ImportOutcome) async throws -> Bool {
        switch self {
        case .pair: return true
        case .never: return false
        case .ask:
            guard context.isInteractive && !dryRun && !context.printsDocument else { return false }
            let found = try await preview().transfers
            guard !found.isEmpty else { return false }
            context.tell(
                (["These movements look like transfers between your accounts:"] + found.map { "  " + Self.describe($0) })
                    .joined(separator: "\n"))
            return await context.confirm(found.count == 1 ? "Pair them as one transfer?" : "Pair them as \(found.count) transfers?")
        }
    }

    /// "500.00 Main → Savings: 'To savings' 2026-11-03, 'From checking' 2026-11-05".
    static func describe(_ pair: PairedTransfer) -> String {
        "\(pair.amount.formatted) \(pair.from.account) → \(pair.to.account): '\(pair.from.name)' \(pair.from.date.shown), "
            + "'\(pair.to.name)' \(pair.to.date.shown)" + (pair.transferID.map { " (transfer #\($0))" } ?? "")
    }
}
