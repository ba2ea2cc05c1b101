"""Recall@k as ../shared/corpus/README.md defines it, and its older ±2-page variant. The one
implementation: `edge-export eval`, the parity suite and the benchmarks all call these.

Exact (the definition in use): a question is a hit at k when one of its top-k chunks comes from a
document in `expected_docs` and from a page in `expected_pages` (1-based, exact; any expected page
is enough). Recall@k = hits / answerable questions; unanswerable ones are left out.

Legacy ±2 (pocket_arbiter, January 2026; kept for comparison with its published 91.56 %): per
question, the fraction of expected pages that have a retrieved page within ±2 pages, ignoring the
document; averaged over answerable questions.
"""

from __future__ import annotations

from typing import Sequence

Retrieved = Sequence[tuple[str, int]]  # (document file name, page) per retrieved chunk, best first


def first_hit_rank(retrieved: Retrieved, question: dict) -> int | None:
    """1-based rank of the first retrieved chunk that counts as a hit; None when none does."""
    docs, pages = set(question["expected_docs"]), set(question["expected_pages"])
    return next((rank for rank, (doc, page) in enumerate(retrieved, 1) if doc in docs and page in pages), None)


def legacy_pm2_fraction(retrieved: Retrieved, question: dict) -> float:
    """Fraction of the expected pages with a retrieved page within ±2, whatever its document."""
    expected = question["expected_pages"]
    if not expected:
        return 0.0
    got = [page for _, page in retrieved]
    return sum(any(abs(page - want) <= 2 for page in got) for want in expected) / len(expected)


def hit_at(rank: int | None, k: int) -> bool:
    """A question with its first hit at `rank` (None: none) counts as found at k."""
    return rank is not None and rank <= k


def recall_at(ranks: Sequence[int | None], k: int) -> float:
    return sum(hit_at(rank, k) for rank in ranks) / len(ranks) if ranks else 0.0


def mean_reciprocal_rank(ranks: Sequence[int | None]) -> float:
    return sum(1.0 / rank for rank in ranks if rank) / len(ranks) if ranks else 0.0


def recall_of_rows(top, chunks: list[dict], questions: list[dict], k: int | None = None) -> float:
    """Recall@k of ranked chunk indices per question (`top` [Q, ≥k]) over chunk dicts with source and page."""
    ranks = [first_hit_rank([(chunks[i]["source"], chunks[i]["page"]) for i in row[:k]], q)
             for row, q in zip(top, questions)]
    return recall_at(ranks, k or max((len(row) for row in top), default=0))
