"""Exact top-k over 100,000 vectors on one core: brute force (the baseline) vs the int8 prefilter, for
float32- and int8-stored vectors, measured in one run.

    OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/bench_topk.py android_assets/fr

The 100,000 vectors are the bundle's real chunk vectors, each repeated with a little Gaussian noise
(σ = 0.02 per component, then renormalised): a corpus 43× the FR one with the same geometry (topics,
near-duplicate windows), which is what the prefilter's candidate count depends on; random unit vectors
would be easier (they are nearly orthogonal) and unrepresentative. The queries are real gold questions
embedded by the bundle's artifact. Every prefiltered result is checked equal to brute force's.
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from pathlib import Path

import numpy as np

from edge_export.db.vectors import quantize_int8
from edge_export.retrieval.bundle import open_bundle
from edge_export.retrieval.search import Searcher, bundle_settings
from edge_export.retrieval.topk import VectorIndex


def timed(index: VectorIndex, queries: np.ndarray, k: int, repeats: int) -> tuple[list[float], list]:
    index.search(queries[0], k)  # warm-up: onnxruntime allocates on its first run
    times, results = [], []
    for _ in range(repeats):
        for q in queries:
            start = time.perf_counter()
            rows, _ = index.search(q, k)
            times.append((time.perf_counter() - start) * 1000)
            results.append(rows.tolist())
    return times, results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--gold", type=Path, default=Path("../shared/corpus/gold/gold_fr.json"))
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=40)
    parser.add_argument("-k", type=int, default=10)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    bundle = open_bundle(args.bundle)
    questions = [q["question"] for q in json.loads(args.gold.read_text(encoding="utf-8"))["questions"]][: args.queries]
    queries = Searcher(bundle, bundle_settings(bundle)).embed_queries(questions)
    rng = np.random.default_rng(0)
    base = bundle.vectors[rng.integers(0, len(bundle.vectors), args.rows)]
    docs = base + 0.02 * rng.standard_normal(base.shape).astype(np.float32)
    docs /= np.linalg.norm(docs, axis=1, keepdims=True)
    codes, scales = quantize_int8(docs)
    stored = {"float32": (docs, None), "int8": (codes.astype(np.float32) * scales[:, None], (codes, scales))}
    print(f"# {args.rows} vectors × {docs.shape[1]}, {len(queries)} real questions × {args.repeats}, k={args.k}, "
          f"1 thread; {platform.machine()} {platform.processor() or ''}; {time.strftime('%Y-%m-%d')}")
    print("| stored | brute force p50 / p95 ms | prefilter p50 / p95 ms | speed-up (p50) | candidates rescored, median / max | "
          "same top-k |")
    print("|---|---|---|---|---|---|")
    for name, (vectors, int8) in stored.items():
        brute = VectorIndex(vectors, prefilter=False)
        fast = VectorIndex(vectors, int8=int8, prefilter=True)
        b_times, b_rows = timed(brute, queries, args.k, args.repeats)
        f_times, f_rows = timed(fast, queries, args.k, args.repeats)
        counts = [len(fast._candidates(q, args.k, None)) for q in queries]
        p = lambda t, q: float(np.percentile(t, q))  # noqa: E731
        print(f"| {name} | {p(b_times, 50):.1f} / {p(b_times, 95):.1f} | {p(f_times, 50):.1f} / {p(f_times, 95):.1f} "
              f"| {p(b_times, 50) / p(f_times, 50):.2f}× | {int(np.median(counts))} / {max(counts)} "
              f"| {'yes' if b_rows == f_rows else 'NO'} |")


if __name__ == "__main__":
    main()
