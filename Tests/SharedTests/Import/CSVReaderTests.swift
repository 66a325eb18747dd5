import Foundation
import Shared
import Testing

@Suite struct CSVReaderTests {
    private func records(_ text: String, _ separator: Character = ",") -> [[String]] {
        records(Array(text.utf8), separator)
    }

    private func records(_ bytes: [UInt8], _ separator: Character = ",") -> [[String]] {
        let reader = CSVReader(bytes: bytes, separator: separator.asciiValue!)
        return Array(sequence(state: reader) { $0.next() }).map(\.texts)
    }

    @Test func quotesHoldSeparatorsQuotesAndLineBreaks() {
        let text = "a,\"b, c\",\"say \"\"hi\"\"\"\r\n1,\"two\nlines\",3\n"
        #expect(records(text) == [["a", "b, c", "say \"hi\""], ["1", "two\nlines", "3"]])
    }

    @Test func lineNumbersCountBreaksInsideQuotes() {
        let reader = CSVReader(bytes: Array("h\n\"a\nb\"\n\nc\n".utf8), separator: UInt8(ascii: ","))
        let lines = Array(sequence(state: reader) { $0.next() }).map(\.line)
        #expect(lines == [1, 2, 5])
    }

    @Test func byteOrderMarkIsSkippedAndLastLineNeedsNoBreak() {
        #expect(records([0xEF, 0xBB, 0xBF] + Array("x;y\n1;2".utf8), ";") == [["x", "y"], ["1", "2"]])
    }

    @Test func latin1AndWindows1252FieldsDecode() {
        // "Zürich" in Latin-1, then "€5" in Windows-1252.
        #expect(records([0x5A, 0xFC, 0x72, 0x69, 0x63, 0x68, 0x3B, 0x80, 0x35], ";") == [["Zürich", "€5"]])
    }

    @Test func smallChunksGiveTheSameRecordsAsOneBuffer() throws {
        let text = (1...200).map { "2026-11-\(String(format: "%02d", $0 % 28 + 1)),\"Shop \($0), \"\"x\"\"\",-\($0).50" }
            .joined(separator: "\r\n")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("csv-\(UUID().uuidString).csv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try CSVReader(path: url.path, separator: UInt8(ascii: ","), chunkSize: 7)
        let chunked = Array(sequence(state: reader) { $0.next() }).map(\.texts)
        #expect(chunked == records(text))
        #expect(chunked.count == 200)
        #expect(chunked[4] == ["2026-11-06", "Shop 5, \"x\"", "-5.50"])
    }

    @Test func separatorIsTheOneFoundTheSameNumberOfTimesOutsideQuotes() {
        #expect(
            CSVSniffer.separator(in: Array("Date;Text;Amount\n03.11.2026;\"A, B\";-1,50\n04.11.2026;C;2,00\n".utf8)) == UInt8(ascii: ";"))
        #expect(CSVSniffer.separator(in: Array("Date,Text,Amount\n2026-11-03,\"A; B\",-1.50\n".utf8)) == UInt8(ascii: ","))
        #expect(CSVSniffer.separator(in: Array("Date\tText\tAmount\n2026-11-03\tA, B; C\t-1.50\n".utf8)) == UInt8(ascii: "\t"))
    }
}

@Suite struct CSVReaderFailureTests {
    @Test func aQuoteNeverClosedStopsTheReaderAndNamesItsLine() {
        let text = "Datum;Betrag;Text\n05.11.2026;-5,00;\"Coop\n06.11.2026;-6,00;Migros\n07.11.2026;-7,00;Denner\n"
        let reader = CSVReader(bytes: Array(text.utf8), separator: UInt8(ascii: ";"))
        let read = Array(sequence(state: reader) { $0.next() })
        #expect(read.map(\.line) == [1])
        #expect(reader.failure?.line == 2)
    }

    @Test func aRecordLongerThanTheLimitIsAFailureNotAQuadraticRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("csv-long-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("long.csv")
        try Data(Array("a;b\n".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20) + Array("\n".utf8)).write(to: url)
        let reader = try CSVReader(path: url.path, separator: UInt8(ascii: ";"), chunkSize: 1 << 16)
        #expect(reader.next()?.line == 1)
        #expect(reader.next() == nil)
        #expect(reader.failure?.line == 2)
    }
}
