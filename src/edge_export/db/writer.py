"""Write corpus.db, corpus_fts.db and vectors.bin from a chunk corpus and its vectors (schemas/corpus-db.sql,
schemas/vector-file.md).

With BM25 (fts not 'none'), corpus.db also holds bm25_terms, bm25_spill and bm25_rows (db/bm25_tables.py):
the statistics FTS5's bm25() reads, in plain tables, for an app whose SQLite lacks FTS5.

Deterministic bytes: a fixed page size, rows inserted in corpus order, no wall clock (a date, if any,
is what the caller puts in `meta`: the bundle's SOURCE_DATE_EPOCH), and VACUUM at the end, so the
same inputs give the same file with the same SQLite library. Every statement is parameterised. Each
file is built under a temporary name and renamed into place. Chunks and the SDK rows are upserts keyed by
chunk_id (its row for the others): writing the same corpus twice leaves one row per chunk. The vectors are
not in corpus.db: vectors.bin (db/vector_file.py) holds them for a phone to map.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..atomic import atomic_path
from ..chunk.citation import citation
from ..chunk.ids import id_parts
from ..chunk.load import chunk_key
from ..paths import schema_path
from .analyzer import Analyzer
from .bm25_tables import FTS_TABLE, fts_statement, write_bm25_tables
from .bm25_tables import TABLES as BM25_TABLES
from .vector_file import FILE_NAME as VECTOR_FILE
from .vector_file import write_vector_file
from .vectors import VECTOR_FORMATS, encode_vf32

SCHEMA_VERSION = 5  # 2: documents.title; 3: chunks.page_label; 4: bm25_terms, bm25_spill, bm25_rows;
# 5: no vectors table (vectors.bin)
PAGE_SIZE = 4096
FTS_LAYOUTS = ("separate", "inline", "none")


@dataclass(frozen=True)
class DbSettings:
    vector_format: str = "float32"  # of vectors.bin; the SDK table is always VF32 float32
    fts: str = "separate"  # separate: corpus_fts.db; inline: in corpus.db (needs FTS5 to open); none
    sdk_table: bool = True  # write rag_vector_store for the AI Edge RAG SDK
    bm25: Analyzer = Analyzer()  # what the FTS rows hold (the text, or its stems)

    def __post_init__(self):
        if self.vector_format not in VECTOR_FORMATS:
            raise ValueError(f"vector format {self.vector_format!r}: choose one of {', '.join(VECTOR_FORMATS)}")
        if self.fts not in FTS_LAYOUTS:
            raise ValueError(f"fts layout {self.fts!r}: choose one of {', '.join(FTS_LAYOUTS)}")


def sdk_text(chunk: dict) -> str:
    """The SDK table keeps no metadata, so each row's text carries its citation."""
    return f"{chunk['text']}\n{citation(chunk)}"


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"PRAGMA page_size = {PAGE_SIZE}")
    conn.execute("PRAGMA journal_mode = MEMORY")  # a file being built needs no on-disk journal
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _vacuum(conn: sqlite3.Connection) -> None:
    """VACUUM without a rollback journal: in MEMORY mode it holds every page of the file in RAM (about
    1.7 GB at 100,000 chunks), and a file still under its temporary name is rebuilt, not rolled back."""
    conn.execute("PRAGMA journal_mode = OFF")
    conn.execute("VACUUM")


def _meta_rows(meta: dict) -> list[tuple[str, str]]:
    return [(k, v if isinstance(v, str) else json.dumps(v, ensure_ascii=False, sort_keys=True)) for k, v in meta.items()]


def _drop_stale(conn: sqlite3.Connection, corpus: dict, settings: DbSettings) -> None:
    """Delete what no longer holds the same chunk at the same row and id (a changed, removed or moved
    chunk: its SDK row goes with it), and the documents and parents the corpus no longer has,
    so that the upserts that follow never collide on a row, an id or a doc_id."""
    chunks = corpus["chunks"]
    wanted = {(row, c["id"], chunk_key(c)) for row, c in enumerate(chunks, start=1)}
    stale = [(row,) for row, cid, key in conn.execute("SELECT row, id, chunk_id FROM chunks") if (row, cid, key) not in wanted]
    if settings.sdk_table:
        conn.executemany("DELETE FROM rag_vector_store WHERE ROWID = ?", stale)
        conn.execute("DELETE FROM rag_vector_store WHERE ROWID > ?", (len(chunks),))
    conn.executemany("DELETE FROM chunks WHERE row = ?", stale)
    parents = {p["id"] for p in corpus.get("parents", [])}
    conn.executemany("DELETE FROM parents WHERE id = ?",
                     [(pid,) for (pid,) in conn.execute("SELECT id FROM parents") if pid not in parents])
    documents = {(d["number"], d["doc_id"]) for d in corpus["metadata"]["documents"]}
    conn.executemany("DELETE FROM documents WHERE id = ?",
                     [(n,) for n, doc_id in conn.execute("SELECT id, doc_id FROM documents") if (n, doc_id) not in documents])


def upsert_corpus(conn: sqlite3.Connection, corpus: dict, vectors: np.ndarray, settings: DbSettings) -> None:
    """Make the DB hold exactly `corpus` (row = corpus position): stale rows deleted, every document,
    chunk and SDK row inserted or updated in place. Run it inside a transaction."""
    chunks = corpus["chunks"]
    _drop_stale(conn, corpus, settings)
    per_document: dict[int, int] = {}
    for chunk in chunks:
        number = id_parts(chunk["id"])[1]
        per_document[number] = per_document.get(number, 0) + 1
    conn.executemany(
        "INSERT INTO documents(id, doc_id, source, title, pages, chunks) VALUES (?, ?, ?, ?, ?, ?) "
        "ON CONFLICT(id) DO UPDATE SET doc_id = excluded.doc_id, source = excluded.source, title = excluded.title, "
        "pages = excluded.pages, chunks = excluded.chunks",
        [(d["number"], d["doc_id"], d["source"], d.get("title"), d["pages"], per_document.get(d["number"], 0))
         for d in corpus["metadata"]["documents"]])
    conn.executemany(
        "INSERT INTO parents(id, document, page, text) VALUES (?, ?, ?, ?) "
        "ON CONFLICT(id) DO UPDATE SET document = excluded.document, page = excluded.page, text = excluded.text",
        [(p["id"], id_parts(p["id"])[1], p["page"], p["text"]) for p in corpus.get("parents", [])])
    conn.executemany(
        "INSERT INTO chunks(row, id, chunk_id, document, page, page_label, seq, text, tokens, section, article, "
        "line_from, line_to, char_from, char_to, parent_id, prev_id, next_id) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT(chunk_id) DO UPDATE SET row = excluded.row, id = excluded.id, document = excluded.document, "
        "page = excluded.page, page_label = excluded.page_label, seq = excluded.seq, text = excluded.text, "
        "tokens = excluded.tokens, "
        "section = excluded.section, article = excluded.article, line_from = excluded.line_from, "
        "line_to = excluded.line_to, char_from = excluded.char_from, char_to = excluded.char_to, "
        "parent_id = excluded.parent_id, prev_id = excluded.prev_id, next_id = excluded.next_id",
        (_chunk_row(row, chunk) for row, chunk in enumerate(chunks, start=1)))
    if settings.sdk_table:
        conn.executemany(
            "INSERT INTO rag_vector_store(ROWID, text, embeddings) VALUES (?, ?, ?) "
            "ON CONFLICT(ROWID) DO UPDATE SET text = excluded.text, embeddings = excluded.embeddings",
            ((row, sdk_text(chunk), encode_vf32(vector))
             for row, (chunk, vector) in enumerate(zip(chunks, vectors), start=1)))


def _chunk_row(row: int, chunk: dict) -> tuple:
    _, doc, _, seq = id_parts(chunk["id"])
    meta = chunk.get("metadata", {})
    lines = (chunk.get("loc") or {}).get("lines") or {}
    chars = chunk.get("offset_chars") or {}
    return (row, chunk["id"], chunk_key(chunk), doc, chunk["page"], meta.get("page_label"), int(seq), chunk["text"],
            chunk["tokens"], meta.get("section"), meta.get("article"), lines.get("from", 1), lines.get("to", 1),
            chars.get("from"), chars.get("to"), chunk.get("parent_id"), meta.get("prev_chunk_id"),
            meta.get("next_chunk_id"))


def fts_text(chunk: dict, analyzer: Analyzer) -> str:
    """What the BM25 index holds for a chunk: its document's title, its section heading and its page's
    running lines, then its text, through the analyzer (as written, or stemmed). A window from the middle
    of an article rarely repeats the title or heading, and questions name them ("en coupe Loubatière", "le
    règlement financier", "l'article 4.5 du règlement A02": the code is in the page mark "A02-3/9"); the
    vectors carry the title and heading in their prompt. The running lines are kept out of the chunk's
    text (chunk/running_lines.py) and so out of its vector, not out of its words."""
    meta = chunk.get("metadata", {})
    context = (meta.get("title"), meta.get("section"), meta.get("running_lines"))
    return analyzer.index_text("\n".join(part for part in (*context, chunk["text"]) if part))


def _write_fts_rows(conn: sqlite3.Connection, chunks: list[dict], analyzer: Analyzer) -> None:
    conn.executemany(f"INSERT INTO {FTS_TABLE}(rowid, text) VALUES (?, ?)",
                     ((row, fts_text(chunk, analyzer)) for row, chunk in enumerate(chunks, start=1)))
    conn.execute(f"INSERT INTO {FTS_TABLE}({FTS_TABLE}) VALUES ('optimize')")


def write_corpus_db(target: str | Path, corpus: dict, vectors: np.ndarray, meta: dict,
                    settings: DbSettings = DbSettings()) -> dict[str, Path]:
    """Write `target` (corpus.db), vectors.bin beside it and, with the separate layout, corpus_fts.db.

    `vectors` [N, dims] float32 are the chunks' vectors in corpus order; `meta` goes into the meta
    table with the schema version, vector format, dims and counts. Returns the files written by role.
    """
    target = Path(target)
    chunks = corpus["chunks"]
    vectors = np.asarray(vectors, dtype=np.float32)
    if vectors.ndim != 2 or vectors.shape[0] != len(chunks):
        raise ValueError(f"{len(chunks)} chunks but vectors of shape {vectors.shape}")
    full_meta = {"schema_version": str(SCHEMA_VERSION), **meta, "vector_format": settings.vector_format,
                 "dims": str(vectors.shape[1]), "fts": settings.fts, "sdk_table": str(settings.sdk_table).lower(),
                 **({"bm25_analyzer": settings.bm25.to_json()} if settings.fts != "none" else {}),
                 "documents": str(len(corpus["metadata"]["documents"])), "chunks": str(len(chunks))}
    written = {"corpus_db": target, "vectors": target.with_name(VECTOR_FILE)}
    write_vector_file(written["vectors"], vectors, [id_parts(c["id"])[1] for c in chunks], [c["page"] for c in chunks],
                      settings.vector_format)
    with atomic_path(target) as tmp:
        conn = _connect(tmp)
        try:
            conn.executescript(schema_path("corpus-db.sql").read_text(encoding="utf-8"))
            if not settings.sdk_table:
                conn.execute("DROP TABLE rag_vector_store")
            if settings.fts == "none":
                for table in BM25_TABLES:
                    conn.execute(f"DROP TABLE {table}")
            conn.execute("BEGIN")
            conn.executemany("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                             _meta_rows(full_meta))
            upsert_corpus(conn, corpus, vectors, settings)
            if settings.fts != "none":  # BM25 without FTS5: the same statistics in plain tables
                write_bm25_tables(conn, ((row, fts_text(chunk, settings.bm25)) for row, chunk in enumerate(chunks, start=1)))
            if settings.fts == "inline":
                conn.execute(fts_statement())
                _write_fts_rows(conn, chunks, settings.bm25)
            conn.execute("COMMIT")
            _vacuum(conn)
        finally:
            conn.close()
    if settings.fts == "separate":
        fts_path = target.with_name(target.stem + "_fts" + target.suffix)
        write_fts_db(fts_path, chunks, {"schema_version": str(SCHEMA_VERSION), "chunks": str(len(chunks)),
                                        "bm25_analyzer": settings.bm25.to_json()}, settings.bm25)
        written["fts_db"] = fts_path
    return written


def write_fts_db(target: Path, chunks: list[dict], meta: dict, analyzer: Analyzer) -> Path:
    """corpus_fts.db: `chunks`' fts_text through `analyzer`, `meta` in its meta table (bm25_analyzer: the
    analyzer's to_json, which verify-bundle holds against the manifest's)."""
    with atomic_path(target) as tmp:
        conn = _connect(tmp)
        try:
            conn.executescript(schema_path("corpus-fts.sql").read_text(encoding="utf-8"))
            conn.execute("BEGIN")
            conn.executemany("INSERT INTO meta(key, value) VALUES (?, ?)", _meta_rows(meta))
            _write_fts_rows(conn, chunks, analyzer)
            conn.execute("COMMIT")
            _vacuum(conn)
        finally:
            conn.close()
    return target
