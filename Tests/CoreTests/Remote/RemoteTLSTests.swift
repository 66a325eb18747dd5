import Foundation
import TestSupport
import Testing

@testable import Remote

/// `sslmode=verify-ca` and `verify-full` check the server's certificate as libpq does, against a
/// server of the test's own with TLS on: certificates made by `openssl` for the test, signed by
/// a test authority (CA 1); another authority (CA 2) signed nothing this server shows.
@Suite(.enabled(if: ThrowawayPostgres.isAvailable, "\(TestPostgres.skipReason)"))
struct RemoteTLSTests {
    let environment = ["PGPASSWORD": TestPostgres.password, "HOME": "/nonexistent"]

    /// A server with TLS on, showing `certificate` (`good`: names localhost and 127.0.0.1;
    /// `wrong`: names elsewhere.example), and the folder of the certificates.
    func serverWithTLS(showing certificate: String = "good") throws -> (ThrowawayPostgres, URL, Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pulpe-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        try run(
            """
            set -e
            openssl req -x509 -newkey rsa:2048 -nodes -keyout ca1.key -out ca1.crt -days 2 -subj "/CN=pulpe test CA 1" 2>/dev/null
            openssl req -x509 -newkey rsa:2048 -nodes -keyout ca2.key -out ca2.crt -days 2 -subj "/CN=pulpe test CA 2" 2>/dev/null
            openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj "/CN=pulpe test server" 2>/dev/null
            echo "subjectAltName=DNS:localhost,IP:127.0.0.1" > good.ext
            echo "subjectAltName=DNS:elsewhere.example" > wrong.ext
            for name in good wrong; do
              openssl x509 -req -in server.csr -CA ca1.crt -CAkey ca1.key -CAcreateserial -out $name.crt -days 2 -extfile $name.ext 2>/dev/null
            done
            chmod 644 *.crt && chmod 600 server.key
            if [ "$(id -u)" -eq 0 ]; then chown postgres server.key; fi
            """, in: folder)
        let server = try ThrowawayPostgres()
        for setting in [
            "ssl = 'on'", "ssl_cert_file = '\(folder.path)/\(certificate).crt'", "ssl_key_file = '\(folder.path)/server.key'",
        ] {
            _ = try TestPostgres.rows(server.url, "ALTER SYSTEM SET \(setting)")
        }
        try server.start()
        return (server, folder, try ConnectionString.parse(server.url, environment: [:]).port)
    }

    private func run(_ script: String, in folder: URL) throws {
        let ran = try ChildProcess.output("/bin/bash", ["-c", "cd '\(folder.path)'\n" + script])
        try #require(ran.status == 0, "openssl could not make the test certificates: \(ran.output)")
    }

    private func connect(_ text: String) throws -> RemoteDatabase {
        try RemoteDatabase.connect(try ConnectionString.parse(text, environment: environment), environment: environment)
    }

    @Test func verifyCATrustsACertificateItsAuthoritySignedAndNoOther() throws {
        let (server, folder, port) = try serverWithTLS()
        defer {
            server.remove()
            try? FileManager.default.removeItem(at: folder)
        }
        let trusted = try connect("postgres://postgres@127.0.0.1:\(port)/postgres?sslmode=verify-ca&sslrootcert=\(folder.path)/ca1.crt")
        #expect(try trusted.rows("SELECT ssl::text FROM pg_stat_ssl WHERE pid = pg_backend_pid()").first?.first == "true")
        trusted.close()
        #expect {
            try connect("postgres://postgres@127.0.0.1:\(port)/postgres?sslmode=verify-ca&sslrootcert=\(folder.path)/ca2.crt")
        } throws: { error in
            guard case .untrusted(_, let reason) = error as? RemoteError else { return false }
            return reason.contains("certificate was refused")
        }
        // require encrypts and trusts anything, as libpq's.
        try connect("postgres://postgres@127.0.0.1:\(port)/postgres?sslmode=require").close()
    }

    @Test func verifyFullAlsoChecksTheCertificateNamesTheHost() throws {
        let (server, folder, port) = try serverWithTLS(showing: "wrong")
        defer {
            server.remove()
            try? FileManager.default.removeItem(at: folder)
        }
        // Signed by CA 1, so verify-ca trusts it; it names elsewhere.example, not localhost.
        try connect("postgres://postgres@127.0.0.1:\(port)/postgres?sslmode=verify-ca&sslrootcert=\(folder.path)/ca1.crt").close()
        #expect {
            try connect("postgres://postgres@localhost:\(port)/postgres?sslmode=verify-full&sslrootcert=\(folder.path)/ca1.crt")
        } throws: { error in
            guard case .untrusted = error as? RemoteError else { return false }
            return true
        }
    }

    @Test func verifyFullConnectsToTheHostItsCertificateNames() throws {
        let (server, folder, port) = try serverWithTLS()
        defer {
            server.remove()
            try? FileManager.default.removeItem(at: folder)
        }
        try connect("postgres://postgres@localhost:\(port)/postgres?sslmode=verify-full&sslrootcert=\(folder.path)/ca1.crt").close()
    }

    @Test func withoutTheAuthorityFileNothingIsSentAndTheMessageSaysWhereToPutIt() throws {
        #expect {
            try connect("postgres://postgres@127.0.0.1:1/postgres?sslmode=verify-ca")
        } throws: { error in
            (error as? RemoteError)?.message
                == "127.0.0.1:1/postgres is not trusted: sslmode=verify-ca checks its certificate against "
                + "/nonexistent/.postgresql/root.crt, which cannot be read (put the household's CA certificate there, "
                + "or name it with sslrootcert=FILE); nothing was sent"
        }
    }

    @Test func verifyFullRefusesAnAddressForAHostName() {
        #expect {
            try ConnectionString.parse("postgres://postgres@127.0.0.1:5432/postgres?sslmode=verify-full", environment: [:])
        } throws: { error in
            (error as? RemoteError)?.message.contains("sslmode=verify-full checks the server's name, and 127.0.0.1 is an address") == true
        }
    }

    @Test func theAuthorityFileIsKeptInTheStoredString() throws {
        let target = try ConnectionString.parse("host=db.home dbname=money sslmode=verify-full sslrootcert=/etc/ca.crt", environment: [:])
        #expect(target.stored == "postgres://postgres@db.home:5432/money?sslmode=verify-full&sslrootcert=%2Fetc%2Fca.crt")
        #expect(try ConnectionString.parse(target.stored, environment: [:]) == target)
    }
}
