"""`edge-export eval`: a bundle's retrieval on a gold file: recall@k (exact page and legacy ±2), MRR,
per-question hits, per-document recall, and the top-score distribution of unanswerable questions (where
an abstention threshold would go) beside that of answerable ones."""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ..retrieval.search import Searcher
from .recall import first_hit_rank, legacy_pm2_fraction, mean_reciprocal_rank, recall_at

QUANTILES = (0, 10, 25, 50, 75, 90, 100)


@dataclass
class EvalResult:
    summary: dict  # k, answerable, recall, recall_pm2, mrr, score distributions, per_document
    questions: list[dict]  # per question: id, answerable, hit_rank, top_score, retrieved

    def to_json(self) -> dict:
        return {**self.summary, "questions": self.questions}


def evaluate(searcher: Searcher, questions: list[dict], ks: list[int], *,
             query_vectors: np.ndarray | None = None) -> EvalResult:
    """Search every question (depth max(ks)) and score the answers. `query_vectors` [Q, dims]: given ones
    instead of embedding the questions with the bundle's artifact (the parity suite's other paths)."""
    ks = sorted(set(ks))
    depth = max(ks)
    searcher = replace(searcher, settings=replace(searcher.settings, k=depth, depth=max(searcher.settings.depth, depth)))
    if query_vectors is None and searcher.settings.mode != "bm25":
        query_vectors = searcher.embed_queries([q["question"] for q in questions])
    rows = []
    for i, q in enumerate(questions):
        answer = searcher.answer(q["question"], None if query_vectors is None else query_vectors[i])
        hits = answer.hits
        retrieved = [(h.chunk.document, h.chunk.page) for h in hits]
        rows.append({"id": q["id"], "answerable": q["answerable"],
                     "hit_rank": first_hit_rank(retrieved, q) if q["answerable"] else None,
                     "pm2": {k: legacy_pm2_fraction(retrieved[:k], q) for k in ks} if q["answerable"] else None,
                     "top_score": hits[0].score if hits else None,
                     "top_cosine": answer.top_cosine, "abstain_score": answer.abstain_score, "abstain": answer.abstain,
                     "expected_docs": q["expected_docs"],
                     "retrieved": [{"id": h.chunk.id, "document": h.chunk.document, "page": h.chunk.page,
                                    "score": round(h.score, 6), "mode": h.mode} for h in hits]})
    return EvalResult({**_summary(rows, ks), "abstention": abstention_summary(
        rows, searcher.settings.abstain_below, searcher.settings.abstain_signal)}, rows)


def auroc(positive: np.ndarray, negative: np.ndarray) -> float:
    """The chance that a positive scores above a negative (ties count half): area under the ROC curve."""
    diff = np.asarray(positive)[:, None] - np.asarray(negative)[None, :]
    return float(((diff > 0).sum() + 0.5 * (diff == 0).sum()) / diff.size)


def abstention_summary(rows: list[dict], below: float | None, signal: str) -> dict | None:
    """How well the abstention signal (`abstain_score`) separates answerable from unanswerable questions (AUROC:
    the chance that an answerable one scores higher), and at the bundle's threshold the share of each that is
    kept / refused."""
    pos = np.array([r["abstain_score"] for r in rows if r["answerable"] and r["abstain_score"] is not None])
    neg = np.array([r["abstain_score"] for r in rows if not r["answerable"] and r["abstain_score"] is not None])
    if not len(pos) or not len(neg):
        return None
    out = {"signal": signal, "auroc": auroc(pos, neg), "below": below}
    if below is not None:
        out.update(answerable_kept=float((pos >= below).mean()), unanswerable_refused=float((neg < below).mean()))
    return out


def _summary(rows: list[dict], ks: list[int]) -> dict:
    answerable = [r for r in rows if r["answerable"]]
    ranks = [r["hit_rank"] for r in answerable]
    per_doc: dict[str, list] = {}
    for r in answerable:
        for doc in r["expected_docs"]:
            per_doc.setdefault(doc, []).append(r["hit_rank"])
    k5 = 5 if 5 in ks else max(ks)
    return {
        "k": ks, "questions": len(rows), "answerable": len(answerable),
        "recall": {str(k): recall_at(ranks, k) for k in ks},
        "recall_pm2": {str(k): (sum(r["pm2"][k] for r in answerable) / len(answerable) if answerable else 0.0)
                       for k in ks},
        "mrr": mean_reciprocal_rank(ranks),
        "top_score": {"answerable": _quantiles([r["top_score"] for r in answerable]),
                      "unanswerable": _quantiles([r["top_score"] for r in rows if not r["answerable"]])},
        "per_document": [{"document": doc, "questions": len(doc_ranks), "k": k5, "recall": recall_at(doc_ranks, k5)}
                         for doc, doc_ranks in sorted(per_doc.items())],
    }


def _quantiles(scores: list[float | None]) -> dict | None:
    values = [s for s in scores if s is not None]
    if not values:
        return None
    return {"n": len(values), **{f"p{q}": float(np.percentile(values, q)) for q in QUANTILES}}
