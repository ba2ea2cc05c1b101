"""corpus.db and corpus_fts.db written from a real chunk corpus (two FR PDFs) and random unit vectors."""

from __future__ import annotations

import copy
import sqlite3

import numpy as np
import pytest

from edge_export.db.reader import open_db, read_meta, read_sdk_rows
from edge_export.db.vector_file import open_vector_file
from edge_export.db.vectors import VF32_MAGIC, quantize_int8
from edge_export.db.writer import DbSettings, sdk_text, upsert_corpus, write_corpus_db
from edge_export.hashing import sha256_file


def unit_vectors(n: int, dims: int = 768, seed: int = 0) -> np.ndarray:
    v = np.random.default_rng(seed).standard_normal((n, dims)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


@pytest.fixture
def corpus(small_corpus):
    return small_corpus


def write(tmp_path, corpus, vectors=None, **settings):
    vectors = unit_vectors(len(corpus["chunks"])) if vectors is None else vectors
    return write_corpus_db(tmp_path / "corpus.db", corpus, vectors, {"model_id": "test"}, DbSettings(**settings))


def test_corpus_db_has_no_virtual_table_and_the_fts_file_answers_match(tmp_path, corpus):
    files = write(tmp_path, corpus)
    conn = sqlite3.connect(files["corpus_db"])
    sqls = [sql for (sql,) in conn.execute("SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL")]
    assert sqls and not [s for s in sqls if "VIRTUAL" in s.upper()]
    assert not [s for s in sqls if "fts" in s.lower()]
    # A word of one chunk, searched without its accents: the index folds diacritics.
    target = next(i for i, c in enumerate(corpus["chunks"], start=1) if "règlement" in c["text"].lower())
    fts = sqlite3.connect(files["fts_db"])
    hits = [row for (row,) in fts.execute("SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ?", ("reglement",))]
    assert target in hits
    assert fts.execute("SELECT count(*) FROM chunks_fts").fetchone()[0] == len(corpus["chunks"])
    # The FTS rowid is the chunk's row: attached to corpus.db, a MATCH joins back to page and text.
    conn.execute("ATTACH DATABASE ? AS fts", (str(files["fts_db"]),))
    page = conn.execute("SELECT c.page FROM fts.chunks_fts f JOIN chunks c ON c.row = f.rowid "
                        "WHERE f.chunks_fts MATCH ? AND f.rowid = ?", ("reglement", target)).fetchone()[0]
    assert page == corpus["chunks"][target - 1]["page"]


def test_the_fts_index_finds_a_chunk_by_its_title_section_and_running_lines(tmp_path, corpus):
    import re

    corpus = copy.deepcopy(corpus)
    corpus["chunks"][1]["metadata"]["running_lines"] = "Zorglub-2/3\nRèglement régional"  # a page mark's code
    files = write(tmp_path, corpus)
    fts = sqlite3.connect(files["fts_db"])
    checked = 0
    for row, chunk in enumerate(corpus["chunks"], start=1):
        meta = chunk["metadata"]
        context = " ".join(filter(None, (meta.get("title"), meta.get("section"), meta.get("running_lines"))))
        absent = [w for w in re.findall(r"\w{4,}", context.lower()) if w not in chunk["text"].lower()]
        if absent:
            hits = {r for (r,) in fts.execute("SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ?", (f'"{absent[0]}"',))}
            assert row in hits, (absent[0], chunk["id"])
            checked += 1
    assert checked  # some chunk's text lacks a word of its title: the test has something to find
    assert {r for (r,) in fts.execute("SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH 'zorglub'")} == {2}


def test_inline_layout_puts_the_index_in_corpus_db(tmp_path, corpus):
    files = write(tmp_path, corpus, fts="inline")
    assert "fts_db" not in files
    conn = sqlite3.connect(files["corpus_db"])
    target = next(i for i, c in enumerate(corpus["chunks"], start=1) if "règlement" in c["text"].lower())
    hits = [row for (row,) in conn.execute("SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH 'reglement'")]
    assert target in hits
    assert conn.execute("SELECT count(*) FROM sqlite_schema WHERE sql LIKE 'CREATE VIRTUAL%'").fetchone()[0] == 1


def test_sdk_table_alone_gives_vectors_and_citations(tmp_path, corpus):
    vectors = unit_vectors(len(corpus["chunks"]))
    files = write(tmp_path, corpus, vectors)
    conn = sqlite3.connect(files["corpus_db"])
    # What the SDK reads: only rag_vector_store, no knowledge of our tables.
    (rowid, text, blob), *_ = conn.execute("SELECT ROWID, text, embeddings FROM rag_vector_store ORDER BY ROWID")
    assert rowid == 1 and blob[:4] == VF32_MAGIC and len(blob) == 3076
    assert np.array_equal(np.frombuffer(blob[4:], "<f4"), vectors[0])
    chunk = corpus["chunks"][0]
    assert text == f"{chunk['text']}\n[Source: {chunk['source']}, Page {chunk['page']}]"
    rows = read_sdk_rows(conn, 768)
    assert len(rows) == len(corpus["chunks"])
    # ROWID joins back to the chunk's page and lines.
    joined = conn.execute("SELECT c.id, c.page, c.line_from FROM rag_vector_store r JOIN chunks c ON c.row = r.ROWID "
                          "WHERE r.ROWID = ?", (len(rows),)).fetchone()
    last = corpus["chunks"][-1]
    assert joined == (last["id"], last["page"], last["loc"]["lines"]["from"])


def test_sdk_table_can_be_left_out(tmp_path, corpus):
    conn = sqlite3.connect(write(tmp_path, corpus, sdk_table=False)["corpus_db"])
    assert not conn.execute("SELECT name FROM sqlite_schema WHERE name = 'rag_vector_store'").fetchall()
    assert read_meta(conn)["sdk_table"] == "false"


def test_int8_vectors_are_four_times_smaller_and_close(tmp_path, corpus):
    vectors = unit_vectors(len(corpus["chunks"]))
    f32 = write(tmp_path / "f", corpus, vectors)["corpus_db"]
    i8 = write(tmp_path / "i", corpus, vectors, vector_format="int8")["corpus_db"]
    sizes = {}
    for name, path in (("float32", f32), ("int8", i8)):
        assert read_meta(open_db(path))["vector_format"] == name
        stored = open_vector_file(path.with_name("vectors.bin"))
        sizes[name] = stored.codes.nbytes
        decoded = stored.vectors()
        cos = (decoded * vectors).sum(1) / np.linalg.norm(decoded, axis=1)
        assert stored.rows == len(vectors) and stored.vector_format == name
        assert cos.min() > (0.9999999 if name == "float32" else 0.999)
    assert sizes["float32"] == 4 * sizes["int8"]


def test_int8_quantisation_keeps_the_peak_exact():
    v = np.array([[0.5, -0.25, 0.0], [0.0, 0.0, 0.0]], dtype=np.float32)
    q, scale = quantize_int8(v)
    assert q[0, 0] == 127 and np.isclose(q[0, 0] * scale[0], 0.5) and scale[1] == 1.0 and not q[1].any()


def test_matryoshka_width_is_recorded_and_blobs_follow_it(tmp_path, corpus):
    conn = open_db(write(tmp_path, corpus, unit_vectors(len(corpus["chunks"]), 256))["corpus_db"])
    assert read_meta(conn)["dims"] == "256"
    assert {len(b) for (b,) in conn.execute("SELECT embeddings FROM rag_vector_store")} == {4 + 4 * 256}


def test_upserting_twice_leaves_one_row_per_chunk(tmp_path, corpus):
    files = write(tmp_path, corpus)
    conn = sqlite3.connect(files["corpus_db"], isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    vectors = unit_vectors(len(corpus["chunks"]), seed=1)
    upsert_corpus(conn, corpus, vectors, DbSettings())
    counts = [conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in ("chunks", "rag_vector_store")]
    assert counts == [len(corpus["chunks"])] * 2
    assert conn.execute("SELECT count(DISTINCT chunk_id) FROM chunks").fetchone()[0] == len(corpus["chunks"])
    # The second write won: upsert, not insert-or-ignore.
    blob = conn.execute("SELECT embeddings FROM rag_vector_store WHERE ROWID = 1").fetchone()[0]
    assert np.array_equal(np.frombuffer(blob[4:], "<f4"), vectors[0])


def test_same_inputs_same_bytes(tmp_path, corpus):
    vectors = unit_vectors(len(corpus["chunks"]))
    a = write(tmp_path / "a", corpus, vectors)
    b = write(tmp_path / "b", corpus, vectors)
    for role in ("corpus_db", "fts_db", "vectors"):
        assert sha256_file(a[role]) == sha256_file(b[role]), role


def test_mismatched_vectors_are_refused(tmp_path, corpus):
    with pytest.raises(ValueError, match="chunks but vectors"):
        write(tmp_path, corpus, unit_vectors(len(corpus["chunks"]) - 1))
    assert not (tmp_path / "corpus.db").exists() and not (tmp_path / "vectors.bin").exists()


def test_sdk_text_cites_source_and_page(corpus):
    chunk = corpus["chunks"][0]
    assert sdk_text(chunk).endswith(f"[Source: {chunk['source']}, Page {chunk['page']}]")


def test_upserting_a_changed_corpus_leaves_exactly_the_new_one(tmp_path, corpus):
    files = write(tmp_path, corpus)
    chunks = [dict(c) for c in corpus["chunks"][1:]]  # the first chunk removed: every row moves up
    chunks[2] = {**chunks[2], "chunk_id": "e" * 32, "text": chunks[2]["text"] + " (modifié)"}
    changed = {**corpus, "chunks": chunks}
    vectors = unit_vectors(len(chunks), seed=2)
    conn = sqlite3.connect(files["corpus_db"], isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("BEGIN")
    upsert_corpus(conn, changed, vectors, DbSettings())
    conn.execute("COMMIT")
    rows = conn.execute("SELECT row, id, chunk_id, text FROM chunks ORDER BY row").fetchall()
    assert rows == [(i, c["id"], c["chunk_id"], c["text"]) for i, c in enumerate(chunks, start=1)]
    assert conn.execute("SELECT count(*) FROM rag_vector_store").fetchone()[0] == len(chunks)
    blob = conn.execute("SELECT embeddings FROM rag_vector_store WHERE ROWID = 3").fetchone()[0]
    assert np.array_equal(np.frombuffer(blob[4:], "<f4"), vectors[2])
    assert conn.execute("SELECT text FROM rag_vector_store WHERE ROWID = 3").fetchone()[0].startswith(chunks[2]["text"])


def test_a_printed_page_label_is_a_column_beside_the_page(tmp_path, corpus):
    corpus = copy.deepcopy(corpus)
    corpus["chunks"][0]["metadata"]["page_label"] = "xii"
    conn = sqlite3.connect(write(tmp_path, corpus)["corpus_db"])
    assert conn.execute("SELECT page_label FROM chunks ORDER BY row").fetchall()[:2] == [("xii",), (None,)]
