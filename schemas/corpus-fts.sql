-- corpus_fts.db: the BM25 index of the bundle's chunks (edge-export corpus-db schema, version 1).
--
-- Contentless (the text lives once, in corpus.db's chunks table); rowid = chunks.row. Each row indexes
-- the chunk's document title, section heading and page's running lines before its text (db/writer.py
-- fts_text). Attach it to
-- corpus.db only where the SQLite in use has FTS5:
--   ATTACH DATABASE 'corpus_fts.db' AS fts;
--   SELECT rowid, bm25(chunks_fts) FROM fts.chunks_fts WHERE chunks_fts MATCH ? ORDER BY 2 LIMIT 10;
-- unicode61 with remove_diacritics 2 folds accents both ways: "arbitre" matches "Arbitré".

CREATE TABLE meta (
    key TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE VIRTUAL TABLE chunks_fts USING fts5(
    text,
    content = '',
    tokenize = 'unicode61 remove_diacritics 2'
);
