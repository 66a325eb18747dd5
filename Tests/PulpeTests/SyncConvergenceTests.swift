import Foundation
import TestSupport
import Testing

/// Random edits (lines added, renamed, re-planned, checked, removed; transactions added, checked,
/// removed; months and goals made; undo) on three devices, synced at random moments: after every device has synced twice,
/// all three show the same budgets, lines, transactions and goals. A failing seed prints the
/// commands each device ran.
@Suite(.enabled(if: TestPostgres.url != nil, "\(TestPostgres.skipReason)"))
struct SyncConvergenceTests {
    /// A small deterministic generator (SplitMix64): the same seed, the same commands.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        mutating func pick(_ words: [String]) -> String { words[next(words.count)] }
    }

    static let lines = ["Rent", "Groceries", "Phone", "Gym"]

    static func command(_ random: inout Generator, step: Int) -> String {
        switch random.next(16) {
        case 0, 1, 2: "tx add T\(step) \(random.next(90) + 1).\(random.next(10))0 --line \(random.pick(lines))"
        case 3: "tx add Free\(step) \(random.next(50) + 1)"
        case 4: "line add expense \(random.pick(lines)) \(random.next(300) + 10)"
        case 5: "line set \(random.pick(lines)) --amount \(random.next(900) + 100)"
        case 6: "tx remove last"
        case 7: "budget new 2026-12"
        case 8: "line add expense \(random.pick(lines)) \(random.next(200) + 5) --budget 2026-12"
        case 9: "goal new \(random.pick(["Car", "Trip"])) --target \(random.next(5) + 1)000"
        case 10: "undo"
        case 11: "line remove \(random.pick(lines))"
        case 12: "tx check last"
        case 13: "line check \(random.pick(lines))"
        case 14: "line set \(random.pick(lines)) --name \(random.pick(lines))"
        default: "sync"
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func threeDevicesConvergeWhateverTheyDo(seed: UInt64) async throws {
        let household = try Household()
        defer { household.cleanUp() }
        try await household.run("a", ["budget new 2026-11", "line add expense Rent 1800", "line add expense Groceries 600"])
        #expect(try await household.run("a", ["sync init \(household.url)"]).status == 0)
        for device in ["b", "c"] { #expect(try await household.run(device, ["sync join \(household.url)"]).status == 0) }
        var random = Generator(state: seed)
        // Odd seeds sync in steps of two changes: queueing, sending and reading cross a step's end.
        let environment = seed.isMultiple(of: 2) ? [:] : ["PULPE_SYNC_STEP": "2"]
        var log: [String] = []
        for step in 0..<24 {
            let device = random.pick(["a", "b", "c"])
            let command = Self.command(&random, step: step)
            log.append("\(device): \(command)")
            let result = try await household.run(device, [command], environment: environment)
            if command == "sync" { #expect(result.status == 0, "\(result.stderr)") }
        }
        try await household.syncAll(["a", "b", "c"], environment: environment)
        let views = try await [
            household.view("a", months: ["2026-11", "2026-12"]), household.view("b", months: ["2026-11", "2026-12"]),
            household.view("c", months: ["2026-11", "2026-12"]),
        ]
        #expect(views[0] == views[1], "seed \(seed):\n\(log.joined(separator: "\n"))")
        #expect(views[1] == views[2], "seed \(seed):\n\(log.joined(separator: "\n"))")
        // Every device's derived figures agree with a recount from its rows.
        for device in ["a", "b", "c"] {
            let doctor = try await household.run(device, ["doctor"])
            #expect(doctor.status == 0, "\(device): \(doctor.stdout) \(doctor.stderr)")
        }
    }
}
