"""corpus.db's plain BM25 tables (issue 35): the same statistics as FTS5's index, so bm25() is computable
without FTS5. Checked here by scoring from the tables (a direct port of fts5_aux.c's bm25) against
bm25(chunks_fts) on corpus_fts.db for many questions."""

from __future__ import annotations

import math
import sqlite3
from pathlib import Path

import numpy as np
import pytest

from edge_export.db.analyzer import Analyzer
from edge_export.db.bm25_tables import (bm25_table_problems, decode_postings, decode_varints, encode_postings,
                                        fts_statistics)
from edge_export.db.writer import DbSettings, write_corpus_db
from edge_export.retrieval.bm25 import bm25_rows


def unit_vectors(n: int, dims: int = 64) -> np.ndarray:
    v = np.random.default_rng(0).standard_normal((n, dims)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


@pytest.fixture(scope="module")
def files(small_corpus, tmp_path_factory):
    """The small corpus with a low spill threshold: long and short postings both present on 14 chunks."""
    out = tmp_path_factory.mktemp("bm25-tables")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("edge_export.db.bm25_tables.SPILL_BYTES", 12)
        return write_corpus_db(out / "corpus.db", small_corpus, unit_vectors(len(small_corpus["chunks"])),
                               {"model_id": "test"}, DbSettings())


def table_scores(conn, terms: list[str], limit: int, allowed: set[int] | None = None) -> list[tuple[int, float]]:
    """bm25() from bm25_terms / bm25_rows, phrase by phrase as fts5Bm25Function (one-token phrases)."""
    lengths = dict(conn.execute("SELECT row, tokens FROM bm25_rows"))
    n_rows = len(lengths)
    avgdl = float(sum(lengths.values())) / float(n_rows)
    freqs: dict[int, list[float]] = {}
    idf = []
    for i, term in enumerate(terms):
        hit = conn.execute("SELECT t.rows, coalesce(t.postings, s.postings) FROM bm25_terms t "
                           "LEFT JOIN bm25_spill s ON s.id = t.spilled WHERE t.term = ?", (term,)).fetchone()
        n = hit[0] if hit else 0
        value = math.log((n_rows - n + 0.5) / (n + 0.5))
        idf.append(value if value > 0.0 else 1e-6)
        if hit:
            for row, f in zip(*decode_postings(hit[1], n)):
                freqs.setdefault(int(row), [0.0] * len(terms))[i] += float(f)
    out = []
    for row, f in freqs.items():
        if allowed is not None and row not in allowed:
            continue
        d = float(lengths[row])
        score = 0.0
        for i in range(len(terms)):
            score += idf[i] * ((f[i] * (1.2 + 1.0)) / (f[i] + 1.2 * (1 - 0.75 + 0.75 * d / avgdl)))
        out.append((row, score))
    out.sort(key=lambda rs: (-rs[1], rs[0]))
    return out[:limit]


def fts_token(conn, word: str) -> str:
    """The FTS5 token of one word (unicode61 remove_diacritics 2), from an in-memory FTS5 table."""
    conn.execute("DELETE FROM tok")
    conn.execute("INSERT INTO tok(rowid, text) VALUES (1, ?)", (word,))
    tokens = [t for (t,) in conn.execute("SELECT term FROM tok_vocab ORDER BY offset")]
    assert len(tokens) == 1, (word, tokens)
    return tokens[0]


def test_postings_round_trip_through_varints():
    postings = [(1, 1), (2, 130), (300, 1), (20_000, 5), (2**40, 2)]
    blob = encode_postings(postings)
    rows, freqs = decode_postings(blob, len(postings))
    assert list(zip(rows.tolist(), freqs.tolist())) == postings
    # heads (delta · 2 + flag), then the frequencies above 1 in order
    assert encode_postings([(3, 1), (4, 2), (6, 1)]) == bytes([6, 3, 4, 2])
    assert decode_varints(bytes([0x80, 0x01, 0x05])).tolist() == [128, 5]
    with pytest.raises(ValueError, match="ends inside"):
        decode_varints(bytes([0x05, 0x80]))
    with pytest.raises(ValueError, match="varints for"):
        decode_postings(bytes([0x03]), 1)  # a flagged head without its frequency
    with pytest.raises(ValueError, match="varints for"):
        decode_postings(blob, len(postings) + 1)


def test_the_tables_hold_fts5_s_own_tokens_and_lengths():
    terms, lengths = fts_statistics([(1, "L'Arbitre arbitre ÉLÈVE"), (2, ""), (3, "élève, a_b 12")])
    terms = {t: (n, list(zip(*(a.tolist() for a in decode_postings(p, n))))) for t, n, p in terms}
    assert terms == {"l": (1, [(1, 1)]), "arbitre": (1, [(1, 2)]), "eleve": (2, [(1, 1), (3, 1)]),
                     "a": (1, [(3, 1)]), "b": (1, [(3, 1)]), "12": (1, [(3, 1)])}
    assert lengths == [(1, 4), (2, 0), (3, 4)]  # a row without a token keeps its length: FTS5 counts it in N


def test_scores_from_the_tables_are_fts5_s_bm25(files, small_corpus):
    conn = sqlite3.connect(files["corpus_db"])
    assert bm25_table_problems(conn, set(range(1, len(small_corpus["chunks"]) + 1))) == []
    # Long postings live in bm25_spill, the others in bm25_terms itself.
    spilled, terms = conn.execute("SELECT (SELECT count(*) FROM bm25_spill), count(*) FROM bm25_terms").fetchone()
    assert 0 < spilled < terms
    assert conn.execute("SELECT count(*) FROM bm25_terms WHERE (postings IS NULL) = (spilled IS NULL)").fetchone()[0] == 0
    tok = sqlite3.connect(":memory:")
    tok.execute("CREATE VIRTUAL TABLE tok USING fts5(text, tokenize = 'unicode61 remove_diacritics 2')")
    tok.execute("CREATE VIRTUAL TABLE tok_vocab USING fts5vocab(tok, 'instance')")
    analyzer = Analyzer()
    texts = [c["text"] for c in small_corpus["chunks"]]
    questions = [" ".join(t.split()[i:i + 8]) for t in texts for i in (0, 20, 40)]
    questions += ["Élève ÉLÈVE eleve", "Qu'est-ce que le règlement financier ?", "zorglub", "arbitre arbitres"]
    checked = 0
    for question in questions:
        terms = [fts_token(tok, t) for t in analyzer.query_terms(question)]
        for allowed in (None, set(range(1, len(texts) + 1, 2))):
            expected = bm25_rows(files["fts_db"], question, 50, allowed, analyzer=analyzer)
            got = table_scores(conn, terms, 50, allowed)
            assert [r for r, _ in got] == [r for r, _ in expected], question
            assert np.allclose([s for _, s in got], [s for _, s in expected], rtol=0, atol=1e-12), question
            checked += bool(expected)
    assert checked > len(questions)


def test_the_verifier_finds_damaged_tables(files, tmp_path):
    import shutil

    damaged = tmp_path / "corpus.db"
    shutil.copy(files["corpus_db"], damaged)
    conn = sqlite3.connect(damaged)
    rows = {r for (r,) in conn.execute("SELECT row FROM chunks")}
    conn.execute("UPDATE bm25_rows SET tokens = tokens + 1 WHERE row = 2")
    conn.execute("UPDATE bm25_terms SET postings = x'0580' WHERE term = (SELECT min(term) FROM bm25_terms)")
    conn.execute("UPDATE bm25_spill SET postings = substr(postings, 1, 10) WHERE id = 1")
    conn.execute("UPDATE bm25_terms SET rows = rows + 1 WHERE term = (SELECT max(term) FROM bm25_terms)")
    problems = dict(bm25_table_problems(conn, rows))
    assert sum("do not decode" in m for m in problems.values()) == 3  # two blobs cut, a count changed
    conn.execute("DELETE FROM bm25_spill WHERE id = 2")
    assert any("1 missing" in m for _, m in bm25_table_problems(conn, rows))
    conn.execute("DELETE FROM bm25_rows WHERE row = 3")
    assert any("not one per chunk" in m for _, m in bm25_table_problems(conn, rows))


def test_no_bm25_means_no_tables(small_corpus, tmp_path):
    written = write_corpus_db(tmp_path / "corpus.db", small_corpus, unit_vectors(len(small_corpus["chunks"])),
                              {"model_id": "test"}, DbSettings(fts="none"))
    names = {n for (n,) in sqlite3.connect(written["corpus_db"]).execute("SELECT name FROM sqlite_schema")}
    assert not names & {"bm25_terms", "bm25_spill", "bm25_rows"} and "chunks" in names


def test_the_analyzer_s_words_are_single_fts5_tokens():
    """No '_' inside a word: unicode61 splits on it, which would make a question term an FTS5 phrase."""
    assert Analyzer().query_terms("a_b article_12 l'arbitre") == ["article", "12", "arbitre"]


def _copy_bundle(tiny_bundle, tmp_path, change) -> Path:
    """A copy of tiny_bundle whose corpus.db `change(conn, manifest)` alters, the manifest's hashes redone."""
    import json
    import shutil

    from bundle_edits import rehash

    folder = tmp_path / "bundle"
    shutil.copytree(tiny_bundle, folder)
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    entry = next(f for f in manifest["files"] if f["role"] == "corpus_db")
    conn = sqlite3.connect(folder / entry["path"], isolation_level=None)
    change(conn, manifest)
    conn.execute("VACUUM")
    conn.close()
    rehash(folder, manifest, entry["path"])
    (folder / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False), encoding="utf-8")
    return folder


def test_verify_bundle_checks_the_tables_and_accepts_older_bundles_without_them(tiny_bundle, tmp_path):
    from edge_export.bundle.verify import verify_bundle

    assert verify_bundle(tiny_bundle) == []

    def damage(conn, manifest):
        conn.execute("UPDATE bm25_rows SET tokens = tokens + 1 WHERE row = 1")

    found = verify_bundle(_copy_bundle(tiny_bundle, tmp_path / "damaged", damage))
    assert [(v.rule, "bm25_rows[1]" in v.path) for v in found] == [("db:bm25", True)]

    def schema_3(conn, manifest):  # a bundle built before the tables: no tables, schema 3 everywhere
        for table in ("bm25_terms", "bm25_spill", "bm25_rows"):
            conn.execute(f"DROP TABLE {table}")
        conn.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
        manifest["db"]["schema_version"] = 3

    assert verify_bundle(_copy_bundle(tiny_bundle, tmp_path / "old", schema_3)) == []

    def missing(conn, manifest):  # schema 4 without its tables
        conn.execute("DROP TABLE bm25_spill")

    assert {v.rule for v in verify_bundle(_copy_bundle(tiny_bundle, tmp_path / "missing", missing))} == {"db:schema"}
