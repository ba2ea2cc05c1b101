"""Two-stage top-k (retrieval/topk.py): an integer first pass over one bit per component, exact rescoring of its
best rows. Exhaustive below the rescore count; the first pass scores what its formula says; the final top k is
brute force's on clustered vectors, with and without a filter."""

from __future__ import annotations

import numpy as np

from edge_export.db.vector_file import sign_codes
from edge_export.retrieval.topk import (
    QUERY_LEVELS,
    VectorIndex,
    best_first_pass,
    first_pass_scores,
    query_levels,
    rescore_count,
    top_k_rows,
)


def clustered(n: int, seed: int, dims: int = 768) -> tuple[np.ndarray, np.ndarray]:
    """Vectors in tight clusters (near-duplicates, as chunk vectors of one corpus are), and queries near them."""
    rng = np.random.default_rng(seed)
    centres = rng.standard_normal((40, dims)).astype(np.float32)
    docs = centres[rng.integers(0, 40, n)] + 0.15 * rng.standard_normal((n, dims)).astype(np.float32)
    queries = centres[rng.integers(0, 40, 25)] + 0.3 * rng.standard_normal((25, dims)).astype(np.float32)
    unit = lambda v: v / np.linalg.norm(v, axis=1, keepdims=True)  # noqa: E731
    return unit(docs), unit(queries)


def brute(docs, query, k, allowed=None):
    scores = docs @ query
    if allowed is not None:
        scores = np.where(allowed, scores, -np.inf)
    top = top_k_rows(scores, k)
    return top[np.isfinite(scores[top])]


def test_top_k_rows_orders_best_first_and_breaks_ties_by_index():
    scores = np.array([0.1, 0.9, 0.5, 0.9, 0.2], dtype=np.float32)
    assert top_k_rows(scores, 3).tolist() == [1, 3, 2]
    assert top_k_rows(scores, 10).tolist() == [1, 3, 2, 4, 0]
    assert top_k_rows(scores, 0).tolist() == []


def test_the_first_pass_is_the_query_levels_summed_over_each_row_s_set_bits():
    for dims, rows in ((64, 300), (24, 300), (768, 20_000)):  # 3 bytes a row: read in pairs, one zero byte added
        docs, queries = clustered(rows, seed=4, dims=dims)
        levels = query_levels(queries[0])
        assert np.abs(levels).max() == QUERY_LEVELS and levels.dtype == np.int32
        expected = ((docs > 0).astype(np.int64) * levels).sum(axis=1)
        assert first_pass_scores(sign_codes(docs), levels).tolist() == expected.tolist()


def test_the_best_of_the_first_pass_take_the_lowest_rows_at_the_last_score():
    scores = np.array([5, 9, 5, 7, 5, 9, 1], dtype=np.int32)
    assert best_first_pass(scores, 4).tolist() == [0, 1, 3, 5]  # 9, 9, 7, then the first of the 5s
    assert best_first_pass(scores, 5).tolist() == [0, 1, 2, 3, 5]
    assert best_first_pass(scores, 7).tolist() == list(range(7))


def test_below_the_rescore_count_every_row_is_scored_exactly():
    docs, queries = clustered(rescore_count(10, 0), seed=1)
    index = VectorIndex(docs)
    for q in queries:
        rows, scores = index.search(q, 10)
        assert rows.tolist() == brute(docs, q, 10).tolist()
        np.testing.assert_allclose(scores, docs[rows] @ q, rtol=1e-6)
    assert index._signs is None  # never needed: no first pass ran


def test_above_it_the_two_stages_return_brute_force_s_top_k():
    docs, queries = clustered(3 * rescore_count(10, 0), seed=2)
    index = VectorIndex(docs, signs=sign_codes(docs))
    mask = np.arange(len(docs)) % 3 != 0
    for q in queries:
        for allowed in (None, mask):
            rows, _ = index.search(q, 10, allowed)
            assert rows.tolist() == brute(docs, q, 10, allowed).tolist()
            if allowed is not None:
                assert allowed[rows].all()


def test_a_deeper_list_is_read_from_the_rows_a_shallower_search_rescored():
    docs, queries = clustered(3 * rescore_count(10, 0), seed=6)
    signs = sign_codes(docs)
    index = VectorIndex(docs, signs=signs)
    count = rescore_count(10, len(docs))
    assert rescore_count(100, len(docs)) > count  # the deeper top would rescore more rows on its own
    for q in queries[:8]:
        kept = best_first_pass(first_pass_scores(signs, query_levels(q)), count)
        expected = kept[top_k_rows(docs[kept] @ q, 100)]
        rows, _ = index.search(q, 100, rescore_for=10)
        assert rows.tolist() == expected.tolist()
        assert index.search(q, 100, rescore_for=10)[0][:10].tolist() == index.search(q, 10)[0].tolist()
    rows, _ = index.search(queries[0], count + 5, rescore_for=1)  # never fewer rows rescored than the k asked
    assert len(rows) == count + 5


def test_int8_codes_are_scored_as_code_times_scale():
    from edge_export.db.vectors import quantize_int8

    docs, queries = clustered(500, seed=5)
    codes, scales = quantize_int8(docs)
    rows, scores = VectorIndex(codes, scales=scales).search(queries[0], 5)
    dequantised = codes.astype(np.float32) * scales[:, None]
    assert rows.tolist() == brute(dequantised, queries[0], 5).tolist()
    np.testing.assert_allclose(scores, dequantised[rows] @ queries[0], rtol=1e-6)


def test_an_empty_filter_returns_nothing():
    docs, queries = clustered(500, seed=3)
    rows, scores = VectorIndex(docs).search(queries[0], 5, np.zeros(len(docs), bool))
    assert rows.size == 0 and scores.size == 0


def test_moments_are_the_rows_mean_and_second_moment():
    docs, _ = clustered(200, seed=6, dims=32)
    mean, second = VectorIndex(docs).moments()
    np.testing.assert_allclose(mean, docs.astype(np.float64).mean(axis=0), atol=1e-12)
    np.testing.assert_allclose(second, docs.astype(np.float64).T @ docs / 200, atol=1e-12)
