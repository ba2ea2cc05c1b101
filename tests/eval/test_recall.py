"""Recall@k as the corpus README defines it (document-aware, exact page, any expected page), the legacy
±2-page variant, and MRR."""

from __future__ import annotations

import numpy as np

from edge_export.eval.recall import (
    first_hit_rank, legacy_pm2_fraction, mean_reciprocal_rank, recall_at, recall_of_rows,
)

Q = {"expected_docs": ["LA.pdf"], "expected_pages": [41, 42], "answerable": True}


def test_a_hit_needs_the_document_and_an_exact_page():
    assert first_hit_rank([("LA.pdf", 40), ("R01.pdf", 41), ("LA.pdf", 42)], Q) == 3
    assert first_hit_rank([("LA.pdf", 43), ("R01.pdf", 42)], Q) is None
    assert first_hit_rank([("LA.pdf", 41)], Q) == 1


def test_legacy_variant_ignores_the_document_and_allows_two_pages():
    assert legacy_pm2_fraction([("R01.pdf", 43)], Q) == 1.0  # within 2 of both 41 and 42, any document
    assert legacy_pm2_fraction([("R01.pdf", 39)], Q) == 0.5  # within 2 of 41, not of 42
    assert legacy_pm2_fraction([("LA.pdf", 10)], Q) == 0.0


def test_recall_and_mrr():
    ranks = [1, 3, None, 10]
    assert recall_at(ranks, 1) == 0.25 and recall_at(ranks, 3) == 0.5 and recall_at(ranks, 10) == 0.75
    assert mean_reciprocal_rank(ranks) == (1 + 1 / 3 + 0 + 1 / 10) / 4
    assert recall_at([], 5) == 0.0


def test_recall_of_ranked_rows():
    chunks = [{"source": "LA.pdf", "page": 41}, {"source": "R01.pdf", "page": 41}, {"source": "LA.pdf", "page": 7}]
    top = np.array([[1, 0], [2, 1]])
    questions = [Q, {"expected_docs": ["LA.pdf"], "expected_pages": [8], "answerable": True}]
    assert recall_of_rows(top, chunks, questions, 1) == 0.0
    assert recall_of_rows(top, chunks, questions, 2) == 0.5
