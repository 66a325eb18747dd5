import DomainKit
import Foundation
import Shared
import Testing

/// Every error of the project reaches the user as a sentence with its sysexits status: the
/// catalogue holds every error type of the sources with every case, and each message is checked
/// for the marks of a Swift value (`ImportProblem(line: 1, …)`, `Optional(`, `\"`).
@Suite struct ErrorCatalogueTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// A type name then `(`, a `label:` after `(` or `, `, an escaped quote, a bare `nil`.
    static let dumpMarks = [#"\w\("#, #"[(,]\s*[a-z]\w*: "#, #"\\""#, #"\bnil\b"#]

    @Test func theCatalogueHoldsEveryErrorTypeOfTheSources() throws {
        let scanned = try ErrorTypeScan(sources: Self.sources).types
        #expect(scanned.count > 20, "the scan found the error types: \(scanned.keys.sorted())")
        let catalogued = Set(ErrorCatalogue.all.map(\.typeName))
        let missing = Set(scanned.keys).subtracting(catalogued)
        #expect(missing.isEmpty, "error types without samples in ErrorCatalogue: \(missing.sorted())")
        let unknown = catalogued.subtracting(scanned.keys)
        #expect(unknown.isEmpty, "catalogued types the scan does not find: \(unknown.sorted())")
    }

    @Test func theCatalogueHoldsEveryCaseOfEveryErrorEnum() throws {
        let scanned = try ErrorTypeScan(sources: Self.sources).types
        for (type, cases) in scanned where !cases.isEmpty {
            let catalogued = Set(ErrorCatalogue.all.filter { $0.typeName == type }.map(\.name))
            #expect(
                catalogued == cases,
                "\(type): missing \(cases.subtracting(catalogued).sorted()), not cases \(catalogued.subtracting(cases).sorted())")
        }
    }

    /// A sample's name is its case: a case with values is named so by its mirror.
    @Test func eachSampleIsTheCaseItNames() {
        for sample in ErrorCatalogue.all where Mirror(reflecting: sample.error).displayStyle == .enum {
            if let label = Mirror(reflecting: sample.error).children.first?.label {
                #expect(label == sample.name, "\(sample)")
            }
        }
    }

    @Test(arguments: ErrorCatalogue.all)
    func eachMessageIsASentenceWithItsStatus(sample: ErrorSample) throws {
        let message = ErrorMessage.describe(sample.error)
        #expect(message == sample.error.message)
        #expect("\(sample.error)" == message, "printed, an error reads as its message")
        #expect(!message.isEmpty)
        #expect(message == message.trimmingCharacters(in: .whitespacesAndNewlines), "\(message)")
        #expect(!message.contains("\n"), "\(message)")
        for mark in Self.dumpMarks {
            #expect(try Regex(mark).firstMatch(in: message) == nil, "'\(mark)' in: \(message)")
        }
        #expect(ErrorMessage.exitStatus(of: sample.error) == sample.status, "\(message)")
    }
}
