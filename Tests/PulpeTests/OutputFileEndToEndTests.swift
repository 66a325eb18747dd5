import Foundation
import Testing

/// Every file pulpe writes at the user's word (export csv, journal and json, report --html) goes
/// through one path, through the built binary: the open database is never overwritten, an
/// existing file only with --force, new files are 0600, a full disk is an error.
@Suite(.serialized) struct OutputFileEndToEndTests {
    private func prepared() async throws -> PulpeProcess { try await PulpeProcess.withOneTransaction() }

    private func size(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
    }

    @Test func noExportOrPageIsWrittenOverTheDatabaseOrItsFiles() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let database = pulpe.databasePath
        let sizeBefore = size(database)
        let commands = [
            "export csv \(database)", "export csv \(database) --force", "export journal \(database)", "export json \(database)-wal",
            "report --html \(database) --force", "report year 2026 --html \(database)-shm",
        ]
        for command in commands {
            let result = try await pulpe.run(["-c", command])
            #expect(result.status != 0, "\(command)")
            #expect(result.stderr.contains("is pulpe's own database"), "\(command): \(result.stderr)")
        }
        #expect(size(database) == sizeBefore)
        let list = try await pulpe.run(["--json", "-c", "tx list"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("\"Migros\""))
    }

    @Test func anExistingFileNeedsForceAndANewOneIs0600() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let path = try pulpe.write("out.csv", "keep me\n")
        let refused = try await pulpe.run(["-c", "export csv out.csv"])
        #expect(refused.status == 73)
        #expect(
            refused.stderr
                == "-c:1: error: 'out.csv' already exists and was left untouched: add --force to replace it, or choose another file name\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me\n")
        chmod(path, 0o644)
        let forced = try await pulpe.run(["-c", "export csv out.csv --force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("date,budget,kind,name"))
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o644)

        let page = try await pulpe.run(["-c", "report --html page.html"])
        #expect(page.status == 0, "\(page.stderr)")
        let pagePath = pulpe.folder.appendingPathComponent("page.html").path
        #expect((try FileManager.default.attributesOfItem(atPath: pagePath)[.posixPermissions] as? Int) == 0o600)
    }

    @Test func aFullDiskIsAnErrorNotACrash() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        for command in ["export csv /dev/full", "export json /dev/full", "export journal /dev/full"] {
            let result = try await pulpe.run(["-c", command])
            #expect(result.status == 73, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("could not write '/dev/full': \(String(cString: strerror(ENOSPC)))"), "\(result.stderr)")
        }
    }

    @Test func aFolderIsRefusedWithAnExampleAndADeviceIsStreamed() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let folder = try await pulpe.run(["-c", "export json ."])
        #expect(folder.stderr == "-c:1: error: '.' is a folder: name a file inside it (e.g. './export.csv')\n")
        let device = try await pulpe.run(["-c", "export journal /dev/null"])
        #expect(device.status == 0, "\(device.stderr)")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func spreadsheetFormulasInNamesAreNeutralisedInCSV() async throws {
        let pulpe = try await prepared()
        defer { pulpe.cleanUp() }
        let added = try await pulpe.run(["-c", #"tx add "=HYPERLINK(\"x\")" 5 --category @sum"#, "-c", "tx add +41 1"])
        #expect(added.status == 0, "\(added.stderr)")
        let csv = try await pulpe.run(["-c", "export csv"])
        #expect(csv.lines.contains(#"2026-11-13,2026-11,expense,"'=HYPERLINK(""x"")",-5.00,,"'@sum",no,2,Main,,"#), "\(csv.stdout)")
        #expect(csv.lines.contains(#"2026-11-13,2026-11,expense,"'+41",-1.00,,,no,3,Main,,"#), "\(csv.stdout)")
        let mode = try await pulpe.run(["-c", ".mode csv", "-c", "tx list"])
        #expect(mode.stdout.contains(#""'=HYPERLINK(""x"")""#), "\(mode.stdout)")
    }
}
