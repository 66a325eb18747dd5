/// The command line of `pulpe-bench`.
struct BenchOptions {
    var work = ".build/bench-data"
    var rebuild = false
    var pulpe = ".build/release/pulpe"
    var compare: String?
    var runs = 5
    var sizes = DataSize.standard
    /// Only these figures (by key), when set.
    var only: Set<String>?
    /// `--help`: print the usage and stop.
    var help = false
    /// A scratch PostgreSQL database for the sync figures (its `pulpe` schema is dropped).
    var postgres: String?

    static let usage = """
        usage: pulpe-bench [--work DIR] [--rebuild] [--pulpe PATH] [--compare PATH] [--runs N] [--sizes 10k,100k,1M]
                           [--postgres URL] [--only version,list,show,txlist,txpage,txcategory,txsearch,txsearch-all,txjson,report-year,report-months,report-all,dashboard,accounts,account-show,reconcile,startup,add,add-atomic,import,reimport,export,import-ofx,import-qif,import-mt940,import-camt,sync]

          --work DIR       where the databases and scripts are cached (default .build/bench-data)
          --rebuild        build the databases again even when cached
          --pulpe PATH     the pulpe binary measured (default .build/release/pulpe)
          --compare PATH   a second pulpe binary: both are measured, side by side with the ratio
          --runs N         measured runs per figure, after one warm-up (default 5)
          --sizes LIST     the database sizes, comma-separated (default 10k,100k,1M)
          --only KEYS      only these figures (default all)
          --postgres URL   a scratch PostgreSQL database for `sync` (its pulpe schema is dropped; password
                           from PGPASSWORD or ~/.pgpass); without it the sync figures are skipped
        """

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var remaining = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = remaining.popFirst() else { throw BenchError("\(flag) needs a value\n\(usage)") }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--work": options.work = try value(argument)
            case "--rebuild": options.rebuild = true
            case "--pulpe": options.pulpe = try value(argument)
            case "--postgres": options.postgres = try value(argument)
            case "--compare": options.compare = try value(argument)
            case "--runs":
                let text = try value(argument)
                guard let runs = Int(text), runs > 0 else { throw BenchError("--runs takes a whole number above 0, not '\(text)'") }
                options.runs = runs
            case "--sizes":
                let text = try value(argument)
                let sizes = text.split(separator: ",").map { DataSize.parse(String($0)) }
                guard !sizes.isEmpty, !sizes.contains(where: { $0 == nil }) else {
                    throw BenchError("--sizes takes a list like 10k,100k,1M, not '\(text)'")
                }
                options.sizes = sizes.compactMap { $0 }
            case "--only":
                let keys = Set(try value(argument).split(separator: ",").map(String.init))
                let known: Set<String> = Set([
                    "version", "list", "show", "txlist", "txpage", "txcategory", "txsearch", "txsearch-all", "txjson", "report-year",
                    "report-months", "report-all",
                    "dashboard", "startup", "add", "add-atomic", "accounts", "account-show", "reconcile",
                ])
                .union(ImportBench.keys).union(StatementBench.keys).union(["sync"])
                guard keys.isSubset(of: known) else {
                    throw BenchError(
                        "--only takes some of \(known.sorted().joined(separator: ",")), not '\(keys.sorted().joined(separator: ","))'")
                }
                options.only = keys
            case "--help", "-h":
                options.help = true
            default:
                throw BenchError("unknown argument '\(argument)'\n\(usage)")
            }
        }
        return options
    }
}
