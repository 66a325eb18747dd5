import Shared

/// The budgets screens' table: the shared `TextTable`.
typealias PlainTable = TextTable
