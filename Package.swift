// swift-tools-version: 6.2
// pulpe — a budget planner for the terminal.
//
// The target graph is the architecture (Docs/Architecture.md; Tests/PulpeTests/ArchitectureTests.swift
// checks every import against it):
//
//   Shared                         building blocks, nothing of ours
//   Persistence, Terminal          Core: the database (GRDB) and the terminal (libedit); nothing of ours
//   Remote                         Core: the PostgreSQL client a household syncs through (postgres-nio); nothing of ours
//   Model                          Domain: models and pure formulas → Shared (the formula library)
//   DomainKit                      Domain: records, one writer per table, settings, errors → Model, Persistence, Remote
//   Planning, Ledger               Domain: budgets, lines, templates; accounts and transactions → DomainKit
//   Goals                          Domain: savings goals, round-ups → DomainKit, Planning
//   Importing, Reporting           Domain: statements in → Ledger, Planning; reports and exports → Ledger
//   Maintenance                    Domain: doctor, history, json → Reporting
//   Syncing                        Domain: the household sync → DomainKit, Remote
//   Stores                         Domain: the observable stores and AppStores → every domain target
//   CommandKit                     Features: command plumbing → Stores, Model, Shared
//   <Name>Feature                  Features: one per feature → CommandKit, Stores, the domain targets it uses
//   PulpeApp                       pulpe: the app shell → the features, CommandKit, Stores, Persistence, Terminal
//   pulpe                          pulpe: the entry point → PulpeApp
import PackageDescription

let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
let propertyBased: Target.Dependency = .product(name: "PropertyBased", package: "swift-property-based")

let domainTargets: [Target.Dependency] = [
    "DomainKit", "Planning", "Goals", "Ledger", "Importing", "Reporting", "Maintenance", "Syncing", "Stores",
]

/// The features, each with the domain targets it uses beside `Stores` (which every feature reads through).
let features: [(name: String, uses: [Target.Dependency])] = [
    ("CurrentMonth", ["Planning"]),
    ("Accounts", ["Ledger"]),
    ("Budgets", ["Planning", "Goals"]),
    ("Transactions", ["Ledger"]),
    ("Settings", ["DomainKit", "Planning", "Ledger", "Maintenance", "Syncing"]),
    ("Templates", []),
    ("SavingsGoals", []),
    ("Reports", ["Ledger", "Reporting"]),
    ("History", ["Maintenance"]),
    ("Imports", ["Importing", "Ledger", "Reporting", "Maintenance"]),
    ("Sync", ["Syncing"]),
]

/// A domain target under Sources/Domain/<path>; every one also sees the model, the database and Shared.
func domain(_ name: String, _ dependencies: [Target.Dependency], path: String? = nil) -> Target {
    .target(name: name, dependencies: dependencies + ["Model", "Persistence", "Shared", grdb], path: "Sources/Domain/\(path ?? name)")
}

/// A feature target under Sources/Features/<name> with its mirrored test target.
func feature(_ name: String, uses: [Target.Dependency]) -> [Target] {
    [
        .target(
            name: "\(name)Feature",
            dependencies: ["CommandKit", "Stores"] + uses + ["Model", "Shared"],
            path: "Sources/Features/\(name)"
        ),
        .testTarget(
            name: "\(name)FeatureTests",
            dependencies: [.target(name: "\(name)Feature"), "CommandKit", "Model", "Shared", "Persistence", "TestSupport"] + domainTargets,
            path: "Tests/FeaturesTests/\(name)"
        ),
    ]
}

let package = Package(
    name: "pulpe",
    products: [
        .executable(name: "pulpe", targets: ["pulpe"]),
        // The formula library: models and pure formulas, with no database and no terminal.
        .library(name: "PulpeFormulas", targets: ["Model"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Already built for postgres-nio's SCRAM: scrypt and AES-GCM for an encrypted household.
        .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0"),
    ],
    targets: [
        // Shared
        .target(name: "Shared"),

        // Core
        .target(
            name: "Persistence", dependencies: [grdb, .product(name: "GRDBSQLite", package: "GRDB.swift")],
            path: "Sources/Core/Persistence"),
        .systemLibrary(name: "CEditLine", path: "Sources/Core/CEditLine", providers: [.apt(["libedit-dev"])]),
        .target(name: "Terminal", dependencies: ["CEditLine"], path: "Sources/Core/Terminal"),
        .target(
            name: "Remote",
            dependencies: [
                .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"), .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ],
            path: "Sources/Core/Remote"
        ),

        // Domain
        .target(name: "Model", dependencies: ["Shared"], path: "Sources/Domain/Model"),
        // The domain, one target per aggregate (Docs/Architecture.md §1), each over DomainKit:
        domain("DomainKit", ["Remote"], path: "Kit"),
        domain("Planning", ["DomainKit"]),
        domain("Goals", ["DomainKit", "Planning"]),
        domain("Ledger", ["DomainKit"]),
        domain("Importing", ["DomainKit", "Ledger", "Planning"]),
        domain("Reporting", ["DomainKit", "Ledger"]),
        domain("Maintenance", ["DomainKit", "Reporting"]),
        domain("Syncing", ["DomainKit", "Remote"]),
        domain("Stores", ["DomainKit", "Planning", "Goals", "Ledger", "Importing", "Reporting", "Maintenance", "Syncing"]),

        // Features
        .target(name: "CommandKit", dependencies: ["Stores", "Model", "Shared"], path: "Sources/Features/Kit"),

        // pulpe
        .target(
            name: "PulpeApp",
            dependencies: ["CommandKit", "Stores", "DomainKit", "Model", "Persistence", "Terminal", "Shared"]
                + features.map { .target(name: "\($0.name)Feature") },
            path: "Sources/pulpe/App"
        ),
        .executableTarget(
            name: "pulpe",
            dependencies: ["PulpeApp", "Shared"],
            path: "Sources/pulpe",
            exclude: ["App"],
            // Release builds link the Swift runtime and Foundation in: no dynamic symbol binding at each start;
            // and export none of the binary's own symbols (the static-stdlib link exports ~40,000, which the
            // runtime's start-up `dladdr` walks): ~0.8 ms less a start, measured with pulpe-bench (README "Speed").
            // The debug information is left out of the release binary (its symbols stay, for backtraces):
            // 166 MB → 105 MB. Linked by the toolchain's lld, whose packed relative relocations (RELR: 44 KB
            // where gold wrote 3 MB of them) the loader applies faster: `--version` 4.6 → 4.2 ms.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-stdlib", "-use-ld=lld", "-Xlinker", "--no-export-dynamic", "-Xlinker", "--strip-debug", "-Xlinker", "-z",
                        "-Xlinker", "pack-relative-relocs",
                    ],
                    .when(platforms: [.linux], configuration: .release))
            ]
        ),

        // Run by hand, in release: swift run -c release pulpe-bench (see README, "Speed").
        .executableTarget(
            name: "pulpe-bench",
            dependencies: ["DomainKit", "Importing", "Ledger", "Planning", "Reporting", "Model", "Persistence", "Shared"],
            path: "Benchmarks/pulpe-bench"
        ),

        // Tests: one target per source target, mirroring its folder.
        // Test doubles (clock, line reader), shorthands, the database fixture and the tmux driver.
        .target(
            name: "TestSupport", dependencies: domainTargets + ["Model", "Persistence", "Remote", "Terminal", "Shared", grdb],
            path: "Tests/TestSupport"),
        .testTarget(name: "RemoteTests", dependencies: ["Remote", "TestSupport"], path: "Tests/CoreTests/Remote"),
        .testTarget(name: "SharedTests", dependencies: ["Shared"]),
        .testTarget(
            name: "PersistenceTests", dependencies: ["Persistence", "TestSupport", grdb, propertyBased], path: "Tests/CoreTests/Persistence"
        ),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TestSupport"], path: "Tests/CoreTests/Terminal"),
        .testTarget(name: "ModelTests", dependencies: ["Model", "Shared", "TestSupport", propertyBased], path: "Tests/DomainTests/Model"),
        // A consumer of the formula library alone: proves it builds and runs without GRDB or libedit.
        .testTarget(name: "FormulaLibraryTests", dependencies: ["Model"], path: "Tests/FormulaLibraryTests"),
        .testTarget(
            name: "DomainTests",
            dependencies: domainTargets + ["Model", "Persistence", "Shared", "TestSupport", grdb, propertyBased],
            path: "Tests/DomainTests",
            exclude: ["Model"]
        ),
        .testTarget(
            name: "CommandKitTests",
            dependencies: domainTargets + ["CommandKit", "Model", "Persistence", "Shared", "TestSupport", grdb],
            path: "Tests/FeaturesTests/Kit"
        ),
        .testTarget(
            name: "PulpeAppTests",
            dependencies: [
                "PulpeApp", "ImportsFeature", "CommandKit", "Model", "Persistence", "Remote", "Terminal", "Shared", "TestSupport", grdb,
                propertyBased,
            ] + domainTargets,
            path: "Tests/PulpeTests/App"
        ),
        // End-to-end tests drive the built `pulpe` binary; depending on it makes `swift test` build it.
        .testTarget(name: "PulpeTests", dependencies: ["pulpe", "TestSupport"], path: "Tests/PulpeTests", exclude: ["App", "Golden"]),
    ] + features.flatMap { feature($0.name, uses: $0.uses) }
)

// Our own targets build with no warning: any warning is an error, in debug and release alike. A
// package that depends on this one never sees it (SwiftPM applies warning settings to root
// packages only), nor do our dependencies.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
