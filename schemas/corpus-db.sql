-- corpus.db: the bundle's SQLite database (edge-export corpus-db schema, version 5).
--
-- One row per chunk in `chunks`; the same row number (`row`) is the chunk's key everywhere else:
-- row `row` − 1 of vectors.bin, `rag_vector_store.ROWID` and the rowid of the FTS5 index in corpus_fts.db.
-- No virtual table lives here: Android's stock SQLite (and maybe the RAG SDK's) has no FTS5, and a
-- database whose schema names a missing module cannot be read at all. The BM25 index is a separate
-- file (corpus_fts.db) that an app ATTACHes when its SQLite has FTS5. Without FTS5, bm25_terms,
-- bm25_spill and bm25_rows (below) give the same BM25 scores from plain tables (the Java library's
-- Bm25Index).
--
-- Vectors: not here since version 5 (a table of blobs cannot be memory-mapped): vectors.bin beside this
-- file (schemas/vector-file.md) holds `meta.dims` components per chunk, float32 (`meta.vector_format` =
-- 'float32') or int8 with a per-vector scale ('int8'). They are the L2-normalised output of the artifact
-- that ships (document prompt), Matryoshka-truncated and renormalised when dims < 768, so a query
-- embedded on the phone is compared in the same space. rag_vector_store (below) keeps the SDK's copy.

CREATE TABLE meta (
    key TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE documents (
    id INTEGER PRIMARY KEY,            -- document number: DOC in the chunk ids (sorted PDF file names)
    doc_id TEXT NOT NULL UNIQUE,       -- blake3 of the PDF's bytes, first 32 hex
    source TEXT NOT NULL,              -- the PDF's file name, as cited
    title TEXT,                        -- the title printed on its first page (the document prompt's title)
    pages INTEGER NOT NULL,
    chunks INTEGER NOT NULL
);

CREATE TABLE chunks (
    row INTEGER PRIMARY KEY,           -- 1..N in corpus order; = rag_vector_store.ROWID
    id TEXT NOT NULL UNIQUE,           -- {CORPUS}-{DOC:03}-{PAGE:03}-{SEQ:02}
    chunk_id TEXT NOT NULL UNIQUE,     -- content-addressed id (blake3): the upsert key
    document INTEGER NOT NULL REFERENCES documents(id),
    page INTEGER NOT NULL,             -- 1-based PDF page
    page_label TEXT,                   -- the page number as printed (PDF /PageLabels: "xii", "12"), if any
    seq INTEGER NOT NULL,              -- position within the page, from 1
    text TEXT NOT NULL,
    tokens INTEGER NOT NULL,           -- SentencePiece tokens of the text alone
    section TEXT,
    article TEXT,
    line_from INTEGER NOT NULL,        -- 1-based lines of the extracted page text
    line_to INTEGER NOT NULL,
    char_from INTEGER,                 -- offsets in the extracted page text
    char_to INTEGER,
    parent_id TEXT REFERENCES parents(id),
    prev_id TEXT,
    next_id TEXT
);

CREATE INDEX chunks_by_page ON chunks(document, page);

-- Parents of parent-child-v1 (the wider context a generator may want); empty for other chunkers.
CREATE TABLE parents (
    id TEXT PRIMARY KEY NOT NULL,      -- {CORPUS}-{DOC:03}-{PAGE:03}-P{SEQ:02}
    document INTEGER NOT NULL REFERENCES documents(id),
    page INTEGER NOT NULL,
    text TEXT NOT NULL
) WITHOUT ROWID;

-- The table the AI Edge RAG SDK's SqliteVectorStore reads (its Java source: DEFAULT_TABLE_CONFIG).
-- embeddings: b'VF32' + dims little-endian float32, the layout its native library writes (observed
-- in databases the SDK wrote on device; not documented). text ends with the chunk's citation.
CREATE TABLE rag_vector_store (
    ROWID INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    text TEXT NOT NULL,
    embeddings REAL NOT NULL
);

-- BM25 without FTS5 (schema 4): what FTS5's bm25() reads from corpus_fts.db, read out of FTS5 itself at
-- build time (db/bm25_tables.py: an fts5vocab 'instance' table over the same rows), so a reader computes
-- exactly bm25(chunks_fts):
--   score(row) = Σ over the question's terms t of
--       idf(t) · f · (1.2 + 1) / (f + 1.2 · (1 − 0.75 + 0.75 · D / avgdl)),
--   idf(t) = max(log((N − n + 0.5) / (n + 0.5)), 1e-6)
-- f: t's frequency in the row, D: the row's tokens, n: bm25_terms.rows, N: count(*) of bm25_rows,
-- avgdl: sum(bm25_rows.tokens) / N (the whole index's, whatever rows a query keeps). The three tables
-- are absent (dropped) when the bundle has no BM25 (db.fts = 'none').
-- bm25_terms.term: a token as the index stores it (unicode61 remove_diacritics 2: case and accents folded);
-- rows: how many chunk rows hold it (n); postings: unsigned LEB128 varints (7 bits a byte, low group
-- first, high bit set on all bytes of a varint but its last): n heads, one per row holding the term in
-- increasing row order, head = (row − previous row) · 2 + (1 when the term occurs more than once in the
-- row, else 0), the first row's previous row being 0; then, for each head with its low bit set, in order,
-- the term's frequency in that row (≥ 2). A head without the bit means frequency 1. Example: rows 3
-- (once), 4 (twice), 6 (once) → varints 6, 3, 4, 2 → bytes 06 03 04 02.
-- bm25_rows: every row of the index (chunks.row), with its token count D (title, section heading and
-- running lines included, as indexed).
-- bm25_terms.spilled: NULL, or the id of the bm25_spill row holding the term's postings (then
-- bm25_terms.postings is NULL), for a term whose UTF-8 bytes plus postings exceed 938 bytes: SQLite keeps at
-- most 1,001 bytes of a WITHOUT ROWID record on a 4,096-byte page, the rest on overflow pages of their
-- own, mostly empty. bm25_spill.id: 1.. in term order.
-- A term's postings: SELECT t.rows, coalesce(t.postings, s.postings) FROM bm25_terms t
--                    LEFT JOIN bm25_spill s ON s.id = t.spilled WHERE t.term = ?
CREATE TABLE bm25_terms (
    term TEXT PRIMARY KEY NOT NULL,
    rows INTEGER NOT NULL,
    postings BLOB,
    spilled INTEGER
) WITHOUT ROWID;

CREATE TABLE bm25_spill (
    id INTEGER PRIMARY KEY,
    postings BLOB NOT NULL
);

CREATE TABLE bm25_rows (
    row INTEGER PRIMARY KEY,
    tokens INTEGER NOT NULL
);
