"""`edge-export eval` on a real bundle (three real PDFs, the tiny random-weight model) with gold questions
made from its chunks: BM25 finds chunks by their own opening words, so its recall is checkable; every
mode reports the same structure."""

from __future__ import annotations

import json

from dataclasses import replace

import pytest

from edge_export.cli import main
from edge_export.eval.gold import load_gold
from edge_export.eval.recall import first_hit_rank
from edge_export.eval.run import evaluate
from edge_export.retrieval.bundle import open_bundle
from edge_export.retrieval.search import SearchSettings, Searcher


@pytest.fixture(scope="module")
def bundle(tiny_bundle):
    return open_bundle(tiny_bundle)


def test_bm25_finds_chunks_by_their_opening_words(bundle, tiny_gold):
    questions = load_gold(tiny_gold)
    result = evaluate(Searcher(bundle, SearchSettings(mode="bm25")), questions, [1, 5, 10])
    s = result.summary
    assert s["answerable"] == 13 and s["questions"] == 15
    assert s["recall"]["10"] >= 0.75  # a chunk's own words, some shared by overlapping windows on one page
    assert s["recall"]["1"] <= s["recall"]["5"] <= s["recall"]["10"] and 0 < s["mrr"] <= 1


def test_per_question_rows_agree_with_the_definition(bundle, tiny_gold):
    questions = load_gold(tiny_gold)
    result = evaluate(Searcher(bundle, SearchSettings(mode="hybrid")), questions, [1, 3, 5])
    for q, row in zip(questions, result.questions):
        assert row["id"] == q["id"] and len(row["retrieved"]) == 5
        retrieved = [(r["document"], r["page"]) for r in row["retrieved"]]
        assert row["hit_rank"] == (first_hit_rank(retrieved, q) if q["answerable"] else None)
    hits = [r["hit_rank"] for r in result.questions if r["answerable"]]
    assert result.summary["recall"]["3"] == sum(h is not None and h <= 3 for h in hits) / len(hits)
    unanswerable = result.summary["top_score"]["unanswerable"]
    assert unanswerable["n"] == 2 and unanswerable["p0"] <= unanswerable["p50"] <= unanswerable["p100"]
    assert {d["document"] for d in result.summary["per_document"]} <= {c.document for c in bundle.chunks}


def test_cli_eval_writes_the_result(tiny_bundle, tiny_gold, tmp_path, capsys):
    out = tmp_path / "eval.json"
    assert main(["eval", str(tiny_bundle), "--gold", str(tiny_gold), "-k", "1,5", "--mode", "bm25", "-o", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "R@1" in printed and "R@5" in printed and "±2@5" in printed
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["settings"]["mode"] == "bm25" and data["k"] == [1, 5] and len(data["questions"]) == 15


def test_cli_eval_rejects_bad_cutoffs_and_gold(tiny_bundle, tiny_gold, tmp_path, capsys):
    assert main(["eval", str(tiny_bundle), "--gold", str(tiny_gold), "-k", "1,five"]) == 1
    assert "-k" in capsys.readouterr().err
    bad = tmp_path / "gold.json"
    bad.write_text("{}", encoding="utf-8")
    assert main(["eval", str(tiny_bundle), "--gold", str(bad)]) == 1
    assert str(bad) in capsys.readouterr().err


def test_abstention_is_scored_from_each_question_s_top_cosine(bundle, tiny_gold):
    """The top cosine is the best chunk's cosine with the query; at a threshold the summary counts the
    answerable kept and the unanswerable refused from the per-question rows, and the AUROC from the pairs."""
    import numpy as np

    from edge_export.eval.run import auroc

    questions = load_gold(tiny_gold)
    settings = SearchSettings(mode="hybrid", per_page=True, abstain_signal="top_cosine")
    vectors = Searcher(bundle, settings).embed_queries([q["question"] for q in questions])
    below = float(np.median((vectors @ bundle.vectors.T).max(axis=1)))
    result = evaluate(Searcher(bundle, replace(settings, abstain_below=below)), questions, [5], query_vectors=vectors)
    rows = result.questions
    for row, v in zip(rows, vectors):
        assert row["top_cosine"] == pytest.approx(float((bundle.vectors @ v).max()), abs=1e-6)
        assert row["abstain"] == (row["top_cosine"] < below)
    a = result.summary["abstention"]
    pos = [r["top_cosine"] for r in rows if r["answerable"]]
    neg = [r["top_cosine"] for r in rows if not r["answerable"]]
    assert a["auroc"] == auroc(np.array(pos), np.array(neg))
    assert a["answerable_kept"] == np.mean([p >= below for p in pos])
    assert a["unanswerable_refused"] == np.mean([n < below for n in neg])


def test_abstention_with_the_z_score_signal_is_scored_from_it(bundle, tiny_gold):
    """With `top_cosine_z` the rows carry the z-score of the top cosine over every chunk's cosine, and the
    summary's AUROC and shares are the z-score's, not the cosine's."""
    import numpy as np

    from edge_export.eval.run import auroc

    questions = load_gold(tiny_gold)
    settings = SearchSettings(mode="hybrid", per_page=True, abstain_signal="top_cosine_z")
    vectors = Searcher(bundle, settings).embed_queries([q["question"] for q in questions])
    cosines = vectors @ bundle.vectors.T
    z = (cosines.max(axis=1) - cosines.mean(axis=1)) / cosines.std(axis=1)
    below = float(np.median(z))
    result = evaluate(Searcher(bundle, replace(settings, abstain_below=below)), questions, [5], query_vectors=vectors)
    rows = result.questions
    assert [r["abstain_score"] for r in rows] == pytest.approx(z.tolist(), abs=1e-4)
    assert all(r["abstain"] == (r["abstain_score"] < below) for r in rows)
    a = result.summary["abstention"]
    assert a["signal"] == "top_cosine_z"
    pos = np.array([r["abstain_score"] for r in rows if r["answerable"]])
    neg = np.array([r["abstain_score"] for r in rows if not r["answerable"]])
    assert a["auroc"] == auroc(pos, neg) and a["answerable_kept"] == np.mean(pos >= below)


def test_auroc_counts_pairs_and_halves_ties():
    import numpy as np

    from edge_export.eval.run import auroc

    assert auroc(np.array([3.0, 2.0]), np.array([1.0])) == 1.0
    assert auroc(np.array([1.0]), np.array([1.0, 2.0])) == 0.25
