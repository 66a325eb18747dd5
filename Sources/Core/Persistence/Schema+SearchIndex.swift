import GRDB

/// The full-text index of the transactions' search keys, so `tx list --search` reads the few rows
/// a term can match instead of every row of the history.
extension Schema {
    /// Creates `tx_search` (`TransactionSearchIndex`), an FTS5 table of trigrams over the three
    /// folded keys `tx` already stores (`search_name`, `search_category`, `search_bank`), its
    /// term counts (`tx_search_terms`, for `doctor`), the triggers that keep it with every write
    /// of `tx`, and fills it from the rows there.
    /// - External content (`content='tx'`): the text is not stored twice, and the index is rebuilt
    ///   from `tx` by FTS5 itself (here, and by `doctor --fix`). A contentless table would be as
    ///   small but could not be rebuilt or checked against the rows by FTS5.
    /// - `detail=none`, `columnsize=0`: the index keeps which rows hold each trigram and nothing
    ///   else (no positions, columns or sizes), about half of a full index. It cannot match a
    ///   phrase, so a term is looked up as its trigrams, all present, and each row found is then
    ///   checked by the same `instr` as before: the index only narrows the rows, the answer is the
    ///   old one.
    /// - `case_sensitive 1`: the keys are folded already (`SearchKey.make`, the one fold); the
    ///   tokenizer keeps each character as it is, so a trigram here is a trigram of the key.
    /// Example: a row named "Dental clinic" is found by `--search ntal` through "nta" and "tal".
    static func createSearchIndex(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE tx_search USING fts5(
                    search_name, search_category, search_bank,
                    content = 'tx', content_rowid = 'id', tokenize = 'trigram case_sensitive 1', detail = none,
                    columnsize = 0);
                CREATE VIRTUAL TABLE tx_search_terms USING fts5vocab(tx_search, 'row');
                CREATE TRIGGER tx_search_insert AFTER INSERT ON tx BEGIN
                    INSERT INTO tx_search (rowid, search_name, search_category, search_bank)
                    VALUES (NEW.id, NEW.search_name, NEW.search_category, NEW.search_bank);
                END;
                CREATE TRIGGER tx_search_delete AFTER DELETE ON tx BEGIN
                    INSERT INTO tx_search (tx_search, rowid, search_name, search_category, search_bank)
                    VALUES ('delete', OLD.id, OLD.search_name, OLD.search_category, OLD.search_bank);
                END;
                CREATE TRIGGER tx_search_update AFTER UPDATE OF id, search_name, search_category, search_bank ON tx
                WHEN OLD.id IS NOT NEW.id OR OLD.search_name IS NOT NEW.search_name
                    OR OLD.search_category IS NOT NEW.search_category OR OLD.search_bank IS NOT NEW.search_bank
                BEGIN
                    INSERT INTO tx_search (tx_search, rowid, search_name, search_category, search_bank)
                    VALUES ('delete', OLD.id, OLD.search_name, OLD.search_category, OLD.search_bank);
                    INSERT INTO tx_search (rowid, search_name, search_category, search_bank)
                    VALUES (NEW.id, NEW.search_name, NEW.search_category, NEW.search_bank);
                END;
                """)
        try TransactionSearchIndex.rebuild(db)
    }
}
