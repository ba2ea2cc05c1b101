-- corpus.db: the bundle's SQLite database (edge-export corpus-db schema, version 3).
--
-- One row per chunk in `chunks`; the same row number (`row`) is the chunk's key everywhere else:
-- `vectors.chunk`, `rag_vector_store.ROWID` and the rowid of the FTS5 index in corpus_fts.db.
-- No virtual table lives here: Android's stock SQLite (and maybe the RAG SDK's) has no FTS5, and a
-- database whose schema names a missing module cannot be read at all. The BM25 index is a separate
-- file (corpus_fts.db) that an app ATTACHes when its SQLite has FTS5.
--
-- Vectors: `vectors.vector` holds `meta.dims` components, float32 little-endian (`meta.vector_format`
-- = 'float32'), or int8 with a per-vector `scale` (value ≈ int8 × scale; 'int8'). The vectors are the
-- L2-normalised output of the artifact that ships (document prompt), Matryoshka-truncated and
-- renormalised when dims < 768, so a query embedded on the phone is compared in the same space.

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

CREATE TABLE vectors (
    chunk INTEGER PRIMARY KEY REFERENCES chunks(row),
    vector BLOB NOT NULL,
    scale REAL                         -- int8 only
);

-- The table the AI Edge RAG SDK's SqliteVectorStore reads (its Java source: DEFAULT_TABLE_CONFIG).
-- embeddings: b'VF32' + dims little-endian float32, the layout its native library writes (observed
-- in databases the SDK wrote on device; not documented). text ends with the chunk's citation.
CREATE TABLE rag_vector_store (
    ROWID INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    text TEXT NOT NULL,
    embeddings REAL NOT NULL
);
