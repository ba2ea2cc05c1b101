"""The Java library's two-stage search (issue 42) against `edge-export search` above the rescore count: a bundle
of 9,000 synthetic chunks (the small FR corpus's chunks repeated over many pages of its two documents, clustered
random vectors), so that the first pass over vectors.bin's sign bits picks the rows the exact stage rescores.
Java and Python must give the same rows in the same order, the same scores (1e-5) and abstention, question by
question: with the bundle's recipe (hybrid, per page, neighbours, BM25 among the first pages), vector only at
several k (rescore counts 4,096 and 6,400), a source filter leaving fewer rows than the rescore count (scored
exhaustively) and one leaving more, the glossary boost, float32 and int8. Some query vectors meet decoys (rows
whose signs agree with them but whose cosine is low), for which the two-stage answer is not the exhaustive one:
the comparison then depends on both sides keeping the same first-pass rows, not only on both finding the true
top k. The tiny bundle of test_replay_java.py (41 chunks)
never reaches the first pass."""

from __future__ import annotations

import json
import shutil

import numpy as np
import pytest

from edge_export.db.writer import DbSettings, write_corpus_db
from edge_export.parity.replay_java import _answer_differences
from edge_export.retrieval.bundle import open_bundle
from edge_export.retrieval.search import Searcher, bundle_settings
from edge_export.retrieval.topk import rescore_count

DIMS = 128  # a Matryoshka width the manifest schema allows (open_bundle checks it)
PAGES = {1: 1200, 2: 600}  # per document number: E02 (the glossary's document) and the règlement
ROLES = ("corpus_db", "vectors", "fts_db")


def _chunks_per_page(document: int, page: int) -> int:
    return 1 + (document * 7 + page * 5) % 7  # 1 to 7, so pages differ in width (bm25_pages' widest page)


def _corpus(small_corpus: dict) -> dict:
    """Many pages of the two documents, each chunk a small-corpus chunk's text with a unique tail."""
    templates = small_corpus["chunks"]
    chunks = []
    for document in sorted(PAGES):
        for page in range(1, PAGES[document] + 1):
            for seq in range(1, _chunks_per_page(document, page) + 1):
                row = len(chunks) + 1
                template = templates[row % len(templates)]
                chunks.append({**template, "id": f"FR-{document:03}-{page:03}-{seq:02}", "chunk_id": f"synthetic-{row}",
                               "page": page, "text": f"{template['text']} n{row}", "parent_id": None,
                               "metadata": {**template.get("metadata", {}), "prev_chunk_id": None, "next_chunk_id": None}})
    documents = [{**d, "pages": PAGES[d["number"]]} for d in small_corpus["metadata"]["documents"]]
    return {"metadata": {**small_corpus["metadata"], "documents": documents, "total_chunks": len(chunks)},
            "chunks": chunks}


def _vectors(n: int, rng) -> tuple[np.ndarray, np.ndarray]:
    """(vectors [n, DIMS], a decoyed query direction u): clustered rows, 60 rows near u, and 5,000 decoys whose
    signs all agree with u's but whose weight lies on component 0, where u is 0. For u the first pass then ranks
    every decoy first, all at one score (the lowest rows at it kept), and the exact stage finds only decoys: the
    two-stage answer is not the exhaustive one, and both sides must keep the same rows to agree."""
    centres = rng.standard_normal((40, DIMS))
    v = centres[rng.integers(0, len(centres), n)] + 0.6 * rng.standard_normal((n, DIMS))
    u = rng.standard_normal(DIMS)
    u[0] = 0.0
    u /= np.linalg.norm(u)
    rows = rng.permutation(n)
    near, decoys = rows[:60], rows[60:5060]
    v[near] = u + 0.25 * rng.standard_normal((len(near), DIMS))
    # Each component's size drawn anew: the decoys' cosines lie apart, none within the 1e-7 by which numpy's float32
    # sums and the library's double ones may differ (two rows whose cosines tie to that may swap).
    v[decoys] = np.sign(u) * (0.01 + 0.1 * rng.random((len(decoys), DIMS)))
    v[decoys, 0] = 3.0
    return (v / np.linalg.norm(v, axis=1, keepdims=True)).astype(np.float32), u.astype(np.float32)


def _write_bundle(folder, corpus, vectors, tiny_manifest, vector_format: str):
    folder.mkdir(parents=True)
    written = write_corpus_db(folder / "corpus.db", corpus, vectors, {"model_id": "test"},
                              DbSettings(vector_format=vector_format))
    manifest = json.loads(json.dumps(tiny_manifest))
    entries = [f for f in manifest["files"] if f["role"] not in ROLES]
    for role in ROLES:
        path = written[role]
        entries.append({"path": path.name, "role": role, "bytes": path.stat().st_size, "sha256": "0" * 64})
    manifest["files"] = entries
    manifest["vectors"].update({"dims": DIMS, "format": vector_format, "count": len(corpus["chunks"])})
    (folder / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False), encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def large(tmp_path_factory, small_corpus, tiny_bundle):
    """(float32 bundle, int8 bundle, questions, query vectors)."""
    root = tmp_path_factory.mktemp("two-stage")
    rng = np.random.default_rng(42)
    corpus = _corpus(small_corpus)
    vectors, decoyed = _vectors(len(corpus["chunks"]), rng)
    tiny_manifest = json.loads((tiny_bundle / "manifest.json").read_text(encoding="utf-8"))
    folders = [_write_bundle(root / fmt, corpus, vectors, tiny_manifest, fmt) for fmt in ("float32", "int8")]
    texts = [c["text"] for c in small_corpus["chunks"]]
    near = vectors[rng.integers(0, len(vectors), 12)] + 0.3 * rng.standard_normal((12, DIMS)).astype(np.float32)
    random = rng.standard_normal((8, DIMS)).astype(np.float32)
    decoyed = decoyed + 0.02 * rng.standard_normal((4, DIMS)).astype(np.float32) * (np.arange(4) > 0)[:, None]
    queries = np.concatenate([near, random, decoyed])
    queries /= np.linalg.norm(queries, axis=1, keepdims=True)
    questions = [" ".join(texts[i % len(texts)].split()[i: i + 6]) for i in range(len(queries) - 2)]
    questions += ["Qu'est-ce que le classement rapide ?", "Qu’est-ce que la cadence ?"]  # definition questions
    return folders, questions, queries.astype(np.float32)


def _variant(folder, tmp_path, retrieval: dict):
    copy = tmp_path / f"variant-{folder.name}"
    shutil.copytree(folder, copy)
    manifest = json.loads((copy / "manifest.json").read_text(encoding="utf-8"))
    manifest["retrieval"].update(retrieval)
    (copy / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False), encoding="utf-8")
    return copy


def _compare(folder, questions, queries, java_library, k: int, source_filter: str | None = None) -> list:
    bundle = open_bundle(folder)
    searcher = Searcher(bundle, bundle_settings(bundle, k=k, source_filter=source_filter))
    java = java_library.run("search", folder, [{"question": q, "vector": v.tolist()} for q, v in zip(questions, queries)],
                            "-k", str(k), *(("--source", source_filter) if source_filter else ()))
    return [(q, d) for q, v, j in zip(questions, queries, java)
            if (d := _answer_differences(searcher.answer(q, v), j))]


def test_the_bundle_is_above_the_rescore_count(large):
    (folder, _), _, _ = large
    bundle = open_bundle(folder)
    assert len(bundle.chunks) > rescore_count(100, len(bundle.chunks)) > rescore_count(50, len(bundle.chunks))
    assert bundle.manifest["retrieval"]["bm25_pages"] and bundle.manifest["retrieval"]["per_page"]


def test_decoyed_queries_reach_the_first_pass(large):
    """Some answers differ from the exhaustive ones: which rows the first pass keeps decides them."""
    (folder, _), _, queries = large
    two_stage, exhaustive = open_bundle(folder).index, open_bundle(folder, exhaustive=True).index
    differ = [two_stage.search(q, 10)[0].tolist() != exhaustive.search(q, 10)[0].tolist() for q in queries]
    assert all(differ[-4:])


@pytest.mark.parametrize("vector_format", ["float32", "int8"])
@pytest.mark.parametrize("retrieval, k", [({}, 10), ({"mode": "vector", "per_page": False}, 10),
                                          ({"mode": "vector", "per_page": False}, 100),
                                          ({"mode": "vector", "per_page": False}, 1),
                                          ({"bm25_pages": 3, "page_neighbours": 1.0}, 10),
                                          ({"glossary_boost": 3.5}, 10),
                                          ({"glossary_boost": 3.5, "mode": "vector"}, 10)])
def test_java_ranks_as_search_above_the_rescore_count(large, tmp_path, java_library, vector_format, retrieval, k):
    folders, questions, queries = large
    folder = folders[0] if vector_format == "float32" else folders[1]
    assert _compare(_variant(folder, tmp_path, retrieval), questions, queries, java_library, k) == []


@pytest.mark.parametrize("source_filter", ["classement", "GIONALE_2024", "pdf", "REGLEMENT"])
def test_a_source_filter_above_and_below_the_rescore_count(large, java_library, source_filter):
    """E02's 4,800 rows are more than the rescore count (the first pass among them), the règlement's 2,404 fewer
    (scored exhaustively), "pdf" both documents'; "REGLEMENT" none (its "è" is no ASCII letter, so no case folds)."""
    (folder, _), questions, queries = large
    assert _compare(folder, questions, queries, java_library, 10, source_filter) == []
