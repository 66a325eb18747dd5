import Foundation
import Remote

/// The PostgreSQL server the sync tests use: the one `scripts/with-postgres` started for this run
/// (`PULPE_TEST_POSTGRES`, as `scripts/test` and CI do), else one this test process starts with
/// the same script (`ThrowawayPostgres`: stopped when the process exits, as the script's own trap
/// runs when its input closes), else none when PostgreSQL's binaries are missing — the sync tests then skip and say so.
public enum TestPostgres {
    /// The password of the test server's `postgres` user.
    public static let password = "pulpe-test"

    /// The server's URL, or nil when there is none.
    public static let url: String? = start()

    /// Why the sync tests skip, for their trait's comment.
    public static let skipReason = "no PostgreSQL server binaries (apt-get install postgresql): sync tests skipped"

    /// A new empty database on the server, for one test; its URL.
    public static func makeDatabase() throws -> String {
        guard let url else { throw RemoteError.unreachable(server: "test server", reason: skipReason) }
        let name = "pulpe_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let target = try ConnectionString.parse(url, environment: ["PGPASSWORD": password])
        let admin = try RemoteDatabase.connect(target, environment: ["PGPASSWORD": password])
        defer { admin.close() }
        try admin.execute("CREATE DATABASE \(name)")
        return url.replacingOccurrences(of: "/\(target.database)?", with: "/\(name)?")
    }

    /// Runs SQL on a test database (to look into the shared log, or to age its schema), as the
    /// test server's owner unless `password` is another role's.
    public static func rows(_ url: String, _ sql: String, password: String = TestPostgres.password) throws -> [[String?]] {
        let remote = try RemoteDatabase.connect(try ConnectionString.parse(url, environment: [:]), environment: ["PGPASSWORD": password])
        defer { remote.close() }
        return try remote.rows(sql)
    }

    private static func start() -> String? {
        if let url = ProcessInfo.processInfo.environment["PULPE_TEST_POSTGRES"], !url.isEmpty { return url }
        server = try? ThrowawayPostgres()
        return server?.url
    }

    /// The server started here: up as long as this process lives.
    nonisolated(unsafe) private static var server: ThrowawayPostgres?
}
