"""Lever 4 of issue 17, the embedder adapted to the corpus: a bundle built with `adapt = ict-l<N>` against the
bundle of the same corpus and settings without it, on the phone's path.

    .venv/bin/python benchmarks/bench_adapt.py --base BUNDLE --adapted BUNDLE \
        --gold ../shared/corpus/gold/gold_exam_dev.json --gold ../shared/corpus/gold/gold_fr.json

Each bundle's own artifact embeds the questions with its query prompt and searches its own vectors and BM25
files with its recorded defaults (what `edge-export eval` does), and with vector search alone. Per gold file:
R@1 / R@5 / R@10 and MRR over all answerable questions, and recall@5 on each of the 5 folds of
bench_retrieval_cv.py (a hash of the question id); where the file has unanswerable questions, the AUROC of
the top cosine (the manifest's abstention signal). The recipe's numbers are fixed in adapt/recipe.py, not chosen
on these questions, so there is nothing to pick on four folds: the folds show how steady a difference is.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

import numpy as np

from bench_retrieval_cv import FOLDS, fold_of
from edge_export.eval.gold import load_gold
from edge_export.eval.recall import mean_reciprocal_rank, recall_at
from edge_export.eval.run import auroc, evaluate
from edge_export.retrieval.bundle import open_bundle
from edge_export.retrieval.search import Searcher, bundle_settings

MODES = ("defaults", "vector")


def ranks(bundle_path: Path, questions: list[dict]) -> tuple[dict[str, list[int | None]], float | None]:
    """({mode: the first hit's rank per answerable question}, the AUROC of the top cosine as the signal that a
    question is answerable, None without unanswerable questions); the questions embedded once per bundle."""
    bundle = open_bundle(bundle_path)
    searcher = Searcher(bundle, bundle_settings(bundle))
    vectors = searcher.embed_queries([q["question"] for q in questions])
    out, signal = {}, None
    for mode in MODES:
        settings = searcher.settings if mode == "defaults" else replace(searcher.settings, mode="vector")
        rows = evaluate(replace(searcher, settings=settings), questions, [1, 5, 10], query_vectors=vectors).questions
        out[mode] = [r["hit_rank"] for r in rows if r["answerable"]]
        if mode == "defaults" and not all(q["answerable"] for q in questions):
            signal = auroc(*(np.array([r["top_cosine"] for r in rows if r["answerable"] is flag]) for flag in (True, False)))
    return out, signal


def row(name: str, hit_ranks: list[int | None], folds: np.ndarray) -> str:
    per_fold = [recall_at([hit_ranks[j] for j in np.flatnonzero(folds == f)], 5) for f in range(FOLDS)]
    return (f"| {name} | {recall_at(hit_ranks, 1):.3f} / {recall_at(hit_ranks, 5):.3f} / {recall_at(hit_ranks, 10):.3f}"
            f" / {mean_reciprocal_rank(hit_ranks):.3f} | {np.mean(per_fold):.3f} ({min(per_fold):.3f}–{max(per_fold):.3f})"
            f" | {' '.join(f'{x:.3f}' for x in per_fold)} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", type=Path, required=True, help="the bundle without adaptation")
    parser.add_argument("--adapted", type=Path, required=True, help="the same corpus's bundle with adapt set")
    parser.add_argument("--gold", type=Path, action="append", required=True)
    args = parser.parse_args()
    for gold in args.gold:
        questions = load_gold(gold)
        folds = np.array([fold_of(q["id"]) for q in questions if q["answerable"]])
        (base, base_auroc), (adapted, adapted_auroc) = ranks(args.base, questions), ranks(args.adapted, questions)
        print(f"\n#### {gold.name}: {len(folds)} answerable, {FOLDS} folds\n")
        print("| bundle, search | R@1 / R@5 / R@10 / MRR | R@5 per fold: mean (min–max) | R@5 of folds 0–4 |")
        print("|---|---|---|---|")
        for mode in MODES:
            print(row(f"base, {mode}", base[mode], folds))
            print(row(f"adapted, {mode}", adapted[mode], folds))
        for mode in MODES:
            gained = sum(a is not None and a <= 5 and not (b is not None and b <= 5) for a, b in zip(adapted[mode], base[mode]))
            lost = sum(b is not None and b <= 5 and not (a is not None and a <= 5) for a, b in zip(adapted[mode], base[mode]))
            print(f"\n{mode}: adapted finds {gained} question(s) at 5 that the base misses and misses {lost} it finds")
        if base_auroc is not None:
            print(f"\n\"not in these documents\", the top cosine's AUROC over {len(questions) - len(folds)} unanswerable "
                  f"questions: base {base_auroc:.3f}, adapted {adapted_auroc:.3f}")


if __name__ == "__main__":
    main()
