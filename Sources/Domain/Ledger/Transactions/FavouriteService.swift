import DomainKit
import GRDB
import Model
import Persistence
import Shared

/// Owns the favourites: transactions a person enters again and again (`fav add`, `fav list`,
/// `fav remove`); `tx add @NAME` makes a transaction from one (`TransactionService.add(favourite:…)`).
public actor FavouriteService: ServiceActor {
    public enum Sort: String, Sendable, CaseIterable {
        case name, amount, used
    }

    let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    /// Adds a favourite; its name is unique (case-insensitive) and cannot start with `@`.
    public func add(name rawName: String, amount: Money, kind: Kind, lineName: String?, category: String?) throws -> Favourite {
        let name = try Self.validName(rawName)
        try Validation.transactionAmount(amount)
        let line = lineName?.trimmingSpaces()
        if let line { try Validation.plainText(line, "a line name") }
        let category = category?.trimmingSpaces()
        if let category { try Validation.category(category) }
        return try database.write { db in
            if try Self.favourite(db, named: name) != nil { throw DomainError.favouriteExists(name) }
            let id = try FavouriteWriter.insert(
                db, name: name, amount: amount, kind: kind, lineName: line.flatMap { $0.isEmpty ? nil : $0 },
                category: category.flatMap { $0.isEmpty ? nil : $0 })
            return try Self.favourite(db, id: id).required("favourite", id: id)
        }
    }

    /// `fav add #ID`: a favourite with the transaction's name, amount, kind, line (by name) and category.
    public func add(from reference: TransactionReference) throws -> Favourite {
        let (transaction, lineName): (Transaction, String?) = try database.read { db in
            let (transaction, _) = try ReferenceResolver.transaction(db, reference, payDay: SettingsService.settings(db).payDay)
            let line = try transaction.lineID.flatMap { try BudgetQueries.line(db, id: $0) }
            return (transaction, line?.name)
        }
        return try add(
            name: transaction.name, amount: transaction.amount, kind: transaction.kind, lineName: lineName,
            category: transaction.category)
    }

    /// The favourites, sorted (name in reading order, amount largest first, used most first;
    /// `descending` puts names from Z to A, the others being descending already) and kept to those
    /// whose name contains `search` (case and accents ignored).
    public func list(sort: Sort = .name, descending: Bool = false, search: String? = nil) throws -> [Favourite] {
        var sql = "SELECT \(FavouriteRecord.Columns.selection) FROM favourite"
        var arguments: [any DatabaseValueConvertible] = []
        if let search = search.map(SearchKey.make), !search.isEmpty {
            sql += " WHERE instr(search_name, ?) > 0"
            arguments.append(search)
        }
        let order =
            switch sort {
            case .name: descending ? " ORDER BY search_name DESC, name DESC" : " ORDER BY search_name, name"
            case .amount: " ORDER BY amount_cents DESC, search_name"
            case .used: " ORDER BY use_count DESC, last_used DESC, search_name"
            }
        sql += order
        return try database.read { db in
            try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments)).map { try FavouriteRecord(row: $0).favourite }
        }
    }

    public func favourite(named name: String) throws -> Favourite? {
        try database.read { try Self.favourite($0, named: name) }
    }

    /// Removes the favourite named `name`; transactions made from it stay, no longer linked.
    @discardableResult
    public func remove(named name: String) throws -> Favourite {
        try database.write { db in
            guard let favourite = try Self.favourite(db, named: name) else { throw DomainError.noFavouriteNamed(name) }
            try FavouriteWriter.delete(db, id: favourite.id)
            return favourite
        }
    }

    static func favourite(_ db: Database, named name: String) throws -> Favourite? {
        let key = NameKey.make(name.hasPrefix("@") ? String(name.dropFirst()) : name)
        return try Row.fetchOne(
            db, sql: "SELECT \(FavouriteRecord.Columns.selection) FROM favourite WHERE name_key = ?", arguments: [key]
        ).map { try FavouriteRecord(row: $0).favourite }
    }

    static func favourite(_ db: Database, id: Int64) throws -> Favourite? {
        try Row.fetchOne(db, sql: "SELECT \(FavouriteRecord.Columns.selection) FROM favourite WHERE id = ?", arguments: [id])
            .map { try FavouriteRecord(row: $0).favourite }
    }

    private static func validName(_ raw: String) throws -> String {
        let name = try Validation.name(raw, of: "favourite")
        guard !name.hasPrefix("@") else {
            throw DomainError.invalidValue("a favourite name cannot start with @: `tx add @\(name.dropFirst())` adds from it")
        }
        return name
    }
}
