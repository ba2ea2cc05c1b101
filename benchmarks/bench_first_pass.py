"""Which first pass, and how many rows to rescore (issue 42): one bit per component scored several ways, against
the exhaustive top k, on a synthetic bundle's vectors.

    OMP_NUM_THREADS=2 .venv/bin/python benchmarks/bench_first_pass.py android_assets/fr \
        --recipe build/scale/1000000.vectors-recipe.npz --counts 4000 8000 16000 --levels 63 15 7 3

The vectors are the float32 ones a synthetic bundle's were made from (scale_bundle.py's recipe beside it: each
chunk's source and donor, mixed and jittered as there); the questions are build/scale/queries.json (both FR gold
files, embedded by the real bundle's artifact; bench_scale_search.py writes it). Per question, the rows of the
exhaustive top k (float32, ties by the lower row) against the top k after rescoring the first pass's best C:
- `asymmetric L`: the shipped first pass (retrieval/topk.py) with the query in integer levels a_i = rint(L · q_i /
  max|q|) (shipped: L = 63, seven bits), Σ over each row's set bits; fewer levels are fewer bit planes for the
  Java library's population counts;
- `hamming`: the query's own sign bits, rows by fewest differing bits (what binary-code search usually does).
"identical": questions whose top k is the exhaustive list; "overlap": the mean share of it found. Every score is
computed for all questions at once, block by block, as a matrix product over the unpacked sign bits (exact: the
integer sums stay far below 2^24).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from scale_bundle import mixed_vectors  # noqa: E402

from edge_export.db.vector_file import sign_codes  # noqa: E402
from edge_export.retrieval.bundle import open_bundle  # noqa: E402

BLOCK = 32_768


def levels(queries: np.ndarray, top: int) -> np.ndarray:
    """[Q, D] float32 integers: topk.query_levels with `top` in place of QUERY_LEVELS (round half to even)."""
    peak = np.abs(queries).max(axis=1, keepdims=True).astype(np.float64)
    return np.rint(queries.astype(np.float64) * (top / peak)).astype(np.float32)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path, help="the real bundle whose vectors the synthetic ones mix")
    parser.add_argument("--recipe", type=Path, required=True)
    parser.add_argument("--queries", type=Path, default=Path("build/scale/queries.json"))
    parser.add_argument("--counts", type=int, nargs="+", default=[1000, 2000, 4000, 8000, 16000, 32000])
    parser.add_argument("--ks", type=int, nargs="+", default=[10, 60])
    parser.add_argument("--levels", type=int, nargs="+", default=[63], help="the asymmetric pass's L values")
    parser.add_argument("--no-hamming", action="store_true")
    args = parser.parse_args()
    parts = np.load(args.recipe)
    vectors = mixed_vectors(parts["sources"], parts["donors"], np.asarray(open_bundle(args.bundle).vectors))
    signs = sign_codes(vectors)
    queries = np.asarray(json.loads(args.queries.read_text(encoding="utf-8"))["vectors"], dtype=np.float32)
    n, q_count = len(vectors), len(queries)
    methods = {f"asymmetric {top}": levels(queries, top) for top in args.levels}
    if not args.no_hamming:  # fewest differing bits = most agreeing: Σ ±1 over the query's signs
        methods["hamming"] = np.where(queries > 0, 1.0, -1.0).astype(np.float32)
    start = time.perf_counter()
    exact = np.empty((q_count, n), np.float32)
    firsts = {name: np.empty((q_count, n), np.float32) for name in methods}
    for s in range(0, n, BLOCK):
        exact[:, s: s + BLOCK] = queries @ vectors[s: s + BLOCK].T
        bits = np.unpackbits(signs[s: s + BLOCK], axis=1, bitorder="little").astype(np.float32)
        for name, weights in methods.items():
            firsts[name][:, s: s + BLOCK] = weights @ bits.T if name != "hamming" else weights @ (2 * bits - 1).T
    found = {(name, k, c): [0, 0.0] for name in methods for k in args.ks for c in args.counts}
    deepest = max(args.ks)
    for i in range(q_count):
        e = exact[i]
        head = np.argpartition(-e, deepest)[: deepest + 1]
        truth = head[np.lexsort((head, -e[head]))]
        for name in methods:
            first = firsts[name][i]
            for c in args.counts:
                kept = np.argpartition(-first, c - 1)[:c]
                ranked = kept[np.lexsort((kept, -e[kept]))]
                for k in args.ks:
                    entry = found[(name, k, c)]
                    entry[0] += bool(np.array_equal(ranked[:k], truth[:k]))
                    entry[1] += len(np.intersect1d(ranked[:k], truth[:k])) / k
    print(f"{n:,} vectors, {q_count} questions, {time.perf_counter() - start:.0f} s")
    print("| first pass | k | " + " | ".join(f"C = {c:,}" for c in args.counts) + " |")
    print("|---|---|" + "---|" * len(args.counts))
    for name in methods:
        for k in args.ks:
            cells = [f"{found[(name, k, c)][0]} ({found[(name, k, c)][1] / q_count:.4f})" for c in args.counts]
            print(f"| {name} | {k} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
