/// The accounts' figures: `account list` and `account show` read the kept sums (one account, Main,
/// holds every transaction of the bench databases), and `account reconcile` with a balance the
/// bank would not print compares and lists what could explain it, changing nothing.
enum AccountBench {
    static func figures(_ data: BenchData, sizes: [DataSize]) -> [Figure] {
        sizes.flatMap { size -> [Figure] in
            let database = data.databasePath(size)
            return [
                Figure(
                    key: "accounts", name: "account list", data: size.description, database: database,
                    arguments: ["-c", "account list"], freshCopy: false, commands: nil,
                    targets: [.milliseconds(15)]),
                Figure(
                    key: "account-show", name: "account show Main", data: size.description, database: database,
                    arguments: ["-c", "account show Main"], freshCopy: false, commands: nil,
                    targets: [.milliseconds(15)]),
                Figure(
                    key: "reconcile", name: "account reconcile Main 1.00 (differs)", data: size.description, database: database,
                    arguments: ["-c", "account reconcile Main 1.00"], freshCopy: false, commands: nil,
                    targets: [.milliseconds(200)]),
            ]
        }
    }
}
