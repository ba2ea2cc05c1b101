"""The BM25 gate's width against the phone path's agreement with fp32: how often a quantised model's small
cosine changes move a question's answer page across the gate.

    .venv/bin/python benchmarks/bench_gate_parity.py android_assets/fr \
        --gold ../shared/corpus/gold/gold_fr.json --gold ../shared/corpus/gold/gold_exam_dev.json

Hybrid search lets BM25 rank only the chunks of the vector ranking's first N pages (search's `bm25_pages`). The
gate is a hard cut: a page at the N-th place of the vector ranking with fp32 vectors can sit at N + 2 on the
phone (the bundled artifact's vectors, cosine 0.995 to fp32), and then BM25 cannot lift it: its hybrid rank goes
from 2-5 to beyond 10. For each N (0: every chunk), per gold file, along the parity suite's two paths (fp32
query × fp32 docs; the phone's query × the bundled docs, `edge-export parity`'s "device"): recall@5 and MRR
(edge_export.eval.run.evaluate, the code of `edge-export eval`), the questions found at 5 by one path only, how
many of those the gate explains (the answer page inside the first N pages of one path's vector ranking and
outside the other's), and, over every question of the file (answerable or not: no answer key), the share of the
fp32 path's top-5 pages that the phone's top 5 holds and the share of questions whose first page is the same.
The fp32 vectors come from the parity suite's cache (build/reference-vectors.sqlite).
"""

from __future__ import annotations

import argparse
import time
from dataclasses import replace
from pathlib import Path

import numpy as np

from edge_export.adapt.stage import adapted_reference
from edge_export.embedding.prompts import query_prompt
from edge_export.eval.gold import load_gold
from edge_export.eval.recall import hit_at
from edge_export.eval.run import evaluate
from edge_export.parity.reference import ReferenceVectors
from edge_export.parity.suite import across_gate
from edge_export.paths import model_cache_dir
from edge_export.retrieval.bundle import open_bundle
from edge_export.retrieval.search import Searcher, bundle_settings
from edge_export.retrieval.topk import VectorIndex

GATES = (5, 10, 15, 20, 30, 40, 0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--gold", type=Path, action="append", required=True)
    parser.add_argument("--gates", default=",".join(map(str, GATES)), help="the N to measure, comma-separated")
    parser.add_argument("--cache", type=Path, default=Path("build/reference-vectors.sqlite"))
    args = parser.parse_args()
    gates = [int(n) for n in args.gates.split(",")]
    bundle = open_bundle(args.bundle)
    base = bundle_settings(bundle)
    reference = ReferenceVectors(adapted_reference(model_cache_dir(), bundle.manifest), args.cache,
                                 max_len=bundle.embedder().max_len, dims=bundle.dims)
    texts = [c.text for c in bundle.chunks]
    fp32_index = VectorIndex(reference.of_texts(texts, bundle.document_prompts(), progress=True))
    prompt = query_prompt(base.query_task)
    print(f"# {bundle.path} ({len(bundle.chunks)} chunks, {bundle.manifest['model']['variant']}), shipped "
          f"bm25_pages {base.bm25_pages}; {time.strftime('%Y-%m-%d')}\n")
    for gold in args.gold:
        questions = load_gold(gold)
        q_texts = [q["question"] for q in questions]
        fp32_q = reference.of_texts(q_texts, prompt, progress=True)
        phone_q = Searcher(bundle, base).embed_queries(q_texts)
        print(f"## {gold.name}: {sum(q['answerable'] for q in questions)} answerable of {len(questions)}\n")
        print("| N | fp32 R@5 | phone R@5 | drop | lost / gained at 5 | of them across the gate | fp32 MRR | phone MRR "
              "| top-5 pages shared | same first page |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for gate in gates:
            settings = replace(base, mode="hybrid", bm25_pages=gate)
            fp32_search, phone_search = Searcher(bundle, settings, index=fp32_index), Searcher(bundle, settings)
            fp32 = evaluate(fp32_search, questions, [1, 5, 10], query_vectors=fp32_q)
            phone = evaluate(phone_search, questions, [1, 5, 10], query_vectors=phone_q)
            found = [{r["id"] for r in run.questions if hit_at(r["hit_rank"], 5)} for run in (fp32, phone)]
            lost, gained = found[0] - found[1], found[1] - found[0]
            crossed = len(across_gate(lost | gained, questions, (fp32_search, fp32_q), (phone_search, phone_q)))
            top5 = [([(r["document"], r["page"]) for r in a["retrieved"][:5]],
                     [(r["document"], r["page"]) for r in b["retrieved"][:5]])
                    for a, b in zip(fp32.questions, phone.questions)]
            shared = np.mean([len(set(x) & set(y)) / max(len(x), 1) for x, y in top5])
            first = np.mean([bool(x) and bool(y) and x[0] == y[0] for x, y in top5])
            r5f, r5p = fp32.summary["recall"]["5"], phone.summary["recall"]["5"]
            print(f"| {gate or 'all'} | {r5f:.4f} | {r5p:.4f} | {r5f - r5p:+.4f} | {len(lost)} / {len(gained)} | {crossed} "
                  f"| {fp32.summary['mrr']:.4f} | {phone.summary['mrr']:.4f} | {shared:.4f} | {first:.4f} |", flush=True)
        print()


if __name__ == "__main__":
    main()
