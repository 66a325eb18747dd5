// swift-tools-version: 6.0
// pulpe — a budget planner for the terminal.
//
// Layers (see Tests/PulpeTests/ArchitectureTests.swift, which enforces them):
//   Shared, Core  → nothing of ours
//   Domain        → Core, Shared
//   Features/*    → Domain, Shared, Core (never another feature)
//   pulpe         → everything
import PackageDescription

let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")

/// A feature target under Sources/Features/<name> with its mirrored test target.
func feature(_ name: String) -> [Target] {
    [
        .target(
            name: "\(name)Feature",
            dependencies: ["Domain", "Shared", "Core"],
            path: "Sources/Features/\(name)"
        ),
        .testTarget(
            name: "\(name)FeatureTests",
            dependencies: [.target(name: "\(name)Feature"), "Domain", "Shared", "Core"],
            path: "Tests/FeaturesTests/\(name)"
        ),
    ]
}

let features = ["CurrentMonth", "Budgets", "Transactions", "Settings", "Templates", "SavingsGoals"]

let package = Package(
    name: "pulpe",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "pulpe", targets: ["pulpe"]),
        .library(name: "Domain", targets: ["Domain"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "Shared"),
        .systemLibrary(name: "CEditLine", providers: [.apt(["libedit-dev"])]),
        .target(name: "Core", dependencies: [grdb, "CEditLine"]),
        .target(name: "Domain", dependencies: ["Core", "Shared", grdb]),
        .executableTarget(
            name: "pulpe",
            dependencies: [
                "Shared", "Core", "Domain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + features.map { .target(name: "\($0)Feature") },
            // Release builds link the Swift runtime and Foundation in: no dynamic symbol binding at each start
            // (measured with pulpe-bench, README "Speed").
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),
        // Run by hand, in release: swift run -c release pulpe-bench (see README, "Speed").
        .executableTarget(name: "pulpe-bench", dependencies: ["Domain", "Core", "Shared"], path: "Benchmarks/pulpe-bench"),
        .testTarget(name: "SharedTests", dependencies: ["Shared"]),
        // Drives programs in a real terminal (tmux) for the line-editor and REPL tests.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CoreTests", dependencies: ["Core", "TestSupport", grdb]),
        .testTarget(
            name: "DomainTests",
            dependencies: ["Domain", "Core", "Shared", grdb, .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // End-to-end tests drive the built `pulpe` binary; depending on it makes `swift test` build it.
        .testTarget(name: "PulpeTests", dependencies: ["pulpe", "TestSupport"]),
    ] + features.flatMap(feature)
)
