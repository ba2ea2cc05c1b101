"""Exact top-k: the int8 prefilter (onnxruntime MatMulInteger + a proven error bound) returns exactly what
brute force returns, for float32 and int8-stored vectors, with and without a filter mask."""

from __future__ import annotations

import numpy as np
import pytest

from edge_export.db.vectors import quantize_int8
from edge_export.retrieval.topk import VectorIndex, top_k_rows


def clustered(n: int, seed: int, dims: int = 768) -> tuple[np.ndarray, np.ndarray]:
    """Vectors in tight clusters (near-duplicates, as chunk vectors of one corpus are), and queries near them."""
    rng = np.random.default_rng(seed)
    centres = rng.standard_normal((40, dims)).astype(np.float32)
    docs = centres[rng.integers(0, 40, n)] + 0.15 * rng.standard_normal((n, dims)).astype(np.float32)
    queries = centres[rng.integers(0, 40, 25)] + 0.3 * rng.standard_normal((25, dims)).astype(np.float32)
    unit = lambda v: v / np.linalg.norm(v, axis=1, keepdims=True)  # noqa: E731
    return unit(docs), unit(queries)


def test_top_k_rows_orders_best_first_and_breaks_ties_by_index():
    scores = np.array([0.1, 0.9, 0.5, 0.9, 0.2], dtype=np.float32)
    assert top_k_rows(scores, 3).tolist() == [1, 3, 2]
    assert top_k_rows(scores, 10).tolist() == [1, 3, 2, 4, 0]
    assert top_k_rows(scores, 0).tolist() == []


@pytest.mark.parametrize("stored", ["float32", "int8"])
def test_prefilter_returns_exactly_the_brute_force_top_k(stored):
    docs, queries = clustered(3000, seed=1)
    int8 = None
    if stored == "int8":
        codes, scales = quantize_int8(docs)
        docs, int8 = codes.astype(np.float32) * scales[:, None], (codes, scales)
    brute = VectorIndex(docs, prefilter=False)
    fast = VectorIndex(docs, int8=int8, prefilter=True)
    assert fast.prefiltered and not brute.prefiltered
    mask = np.arange(len(docs)) % 3 != 0
    for q in queries:
        for allowed in (None, mask):
            b_rows, b_scores = brute.search(q, 10, allowed)
            f_rows, f_scores = fast.search(q, 10, allowed)
            assert f_rows.tolist() == b_rows.tolist()
            np.testing.assert_allclose(f_scores, b_scores, rtol=1e-6)
            if allowed is not None:
                assert allowed[f_rows].all()


def test_prefilter_rescores_only_a_few_candidates():
    docs, queries = clustered(3000, seed=2)
    fast = VectorIndex(docs, prefilter=True)
    counts = [len(fast._candidates(q, 10, None)) for q in queries]
    assert np.median(counts) < 0.2 * len(docs)  # the point of the int8 pass: most rows never rescored


def test_an_empty_filter_returns_nothing():
    docs, queries = clustered(500, seed=3)
    for prefilter in (False, True):
        rows, scores = VectorIndex(docs, prefilter=prefilter).search(queries[0], 5, np.zeros(len(docs), bool))
        assert rows.size == 0 and scores.size == 0
