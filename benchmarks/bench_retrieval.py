"""Recall of bundles per retrieval lever (mode, fusion weights, one hit per page, query prompt, the document
prompt's title), fp32 reference vs the phone's path, one table per gold file.

    .venv/bin/python benchmarks/bench_retrieval.py android_assets/fr [OTHER_BUNDLE ...] \
        --gold ../shared/corpus/gold/gold_fr.json --gold ../shared/corpus/gold/gold_exam_dev.json

Several bundles of one corpus compare what is baked into the vectors (the document prompt's title slot,
the chunker): each row names its bundle's chunker and title source, and the bundle's recorded page rules
(neighbour pages, BM25 among the vector's first N pages), which every row keeps. The fp32 reference is the
checkpoint each bundle's model was exported from (the corpus-adapted one when the manifest records one).

"fp32": questions and chunks embedded by the sentence-transformers checkpoint in fp32 (on the phone's
ids; cached in build/reference-vectors.sqlite by text and prompt, shared with `edge-export parity`); "device":
the bundled artifact embeds the question and is scored against the bundled vectors (what the phone does). Every
row goes through edge_export.eval.run.evaluate, the code of `edge-export eval`: recall@k exact page as
../shared/corpus/README.md defines it, the legacy ±2-page variant, MRR. BM25 uses no vectors, so its
fp32 and device columns are the same run.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

from edge_export.adapt.stage import adapted_reference
from edge_export.embedding.prompts import query_prompt
from edge_export.eval.gold import load_gold
from edge_export.eval.run import evaluate
from edge_export.parity.reference import ReferenceVectors
from edge_export.paths import model_cache_dir
from edge_export.retrieval.bundle import open_bundle
from edge_export.retrieval.search import Searcher, bundle_settings
from edge_export.retrieval.topk import VectorIndex

KS = [1, 3, 5, 10]
# (label, settings overrides): the modes of the retrieval spec, hybrid at a few fusion weights, each with
# chunks ranked as they come and with one hit per page.
_MODES = [
    ("vector", {"mode": "vector", "glossary_boost": 1.0}),
    ("bm25", {"mode": "bm25", "glossary_boost": 1.0}),
    ("hybrid 1:1", {"mode": "hybrid", "vector_weight": 1.0, "bm25_weight": 1.0, "glossary_boost": 1.0}),
    ("hybrid 0.4:0.6 (Pocket Arbiter)", {"mode": "hybrid", "vector_weight": 0.4, "bm25_weight": 0.6, "glossary_boost": 1.0}),
    ("hybrid 0.7:0.3", {"mode": "hybrid", "vector_weight": 0.7, "bm25_weight": 0.3, "glossary_boost": 1.0}),
    ("hybrid 1:1 + glossary ×3.5", {"mode": "hybrid", "vector_weight": 1.0, "bm25_weight": 1.0, "glossary_boost": 3.5}),
]
CONFIGS = [(f"{label}{' / page' if per_page else ''}", {**overrides, "per_page": per_page})
           for label, overrides in _MODES for per_page in (False, True)]
TASKS = ["search result", "question answering"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundles", type=Path, nargs="+")
    parser.add_argument("--gold", type=Path, action="append", required=True)
    parser.add_argument("--reference", type=Path, default=None,
                        help="fp32 checkpoint (default: the cached one, or the bundle's adapted one)")
    parser.add_argument("--cache", type=Path, default=Path("build/reference-vectors.sqlite"))
    parser.add_argument("--no-fp32", action="store_true", help="only the device path")
    args = parser.parse_args()
    bundles = [open_bundle(path) for path in args.bundles]
    described = [f"{b.path} ({len(b.chunks)} chunks, {b.manifest['model']['variant']})" for b in bundles]
    print(f"# {', '.join(described)}; {time.strftime('%Y-%m-%d')}")
    golds = [(gold, load_gold(gold)) for gold in args.gold]
    rows: dict[str, list[str]] = {gold.name: [] for gold, _ in golds}
    for bundle in bundles:
        base = bundle_settings(bundle)
        reference = ReferenceVectors(args.reference or adapted_reference(model_cache_dir(), bundle.manifest), args.cache,
                                     max_len=bundle.embedder().max_len, dims=bundle.dims)
        fp32_index = None
        if not args.no_fp32:
            fp32_docs = reference.of_texts([c.text for c in bundle.chunks], bundle.document_prompts(), progress=True)
            fp32_index = VectorIndex(fp32_docs)
        # Every row keeps the bundle's recorded page rules (neighbour pages, BM25's page gate): the row says so.
        baked = (f"{bundle.manifest['corpus']['chunker']}, title: {bundle.manifest['prompts'].get('title', 'none')}, "
                 f"neighbour pages {base.page_neighbours:g}, bm25_pages {base.bm25_pages}")
        for gold, questions in golds:
            texts = [q["question"] for q in questions]
            for task in TASKS:
                settings = replace(base, query_task=task)
                device_q = Searcher(bundle, settings).embed_queries(texts)
                fp32_q = None if args.no_fp32 else reference.of_texts(texts, query_prompt(task), progress=True)
                for label, overrides in CONFIGS:
                    if overrides["mode"] == "bm25" and (task != TASKS[0] or bundle is not bundles[0]):
                        continue  # no prompt, no vectors: once
                    run = replace(settings, **overrides)
                    device = evaluate(Searcher(bundle, run), questions, KS, query_vectors=device_q).summary
                    fp32 = (evaluate(Searcher(bundle, run, index=fp32_index), questions, KS,
                                     query_vectors=fp32_q).summary if fp32_index is not None else None)
                    prompt = "-" if overrides["mode"] == "bm25" else task
                    rows[gold.name].append(
                        f"| {baked} | {label} | {prompt} | {cells(fp32, 'recall')} | {cells(fp32, 'recall_pm2')} "
                        f"| {cells(device, 'recall')} | {cells(device, 'recall_pm2')} "
                        f"| {fp32['mrr'] if fp32 else float('nan'):.3f} | {device['mrr']:.3f} |")
                    print(f"{gold.name} {rows[gold.name][-1]}", file=sys.stderr, flush=True)
    for gold, questions in golds:
        answerable = sum(q["answerable"] for q in questions)
        print(f"\n## {gold.name} ({answerable} answerable)\n")
        print("| bundle (chunker, document title, page rules) | mode | query prompt | fp32 R@1 / R@5 / R@10 "
              "| fp32 ±2p R@1 / R@5 / R@10 | device R@1 / R@5 / R@10 | device ±2p R@1 / R@5 / R@10 "
              "| fp32 MRR | device MRR |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        print("\n".join(rows[gold.name]), flush=True)


def cells(summary: dict | None, key: str) -> str:
    return " / ".join(f"{summary[key][str(k)]:.3f}" for k in (1, 5, 10)) if summary else "-"


if __name__ == "__main__":
    main()
