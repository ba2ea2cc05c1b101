"""Which first pass, and how many rows to rescore (issue 42): one bit per component scored two ways, against the
exhaustive top k, on a synthetic bundle's vectors.

    OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/bench_first_pass.py android_assets/fr \
        --recipe build/scale/1000000.vectors-recipe.npz --counts 500 1000 2000 4000 8000 16000

The vectors are the float32 ones a synthetic bundle's were made from (scale_bundle.py's recipe beside it: each
chunk's source and donor, mixed and jittered as there); the questions are build/scale/queries.json (both FR gold
files, embedded by the real bundle's artifact; bench_scale_search.py writes it). Per question, the rows of the
exhaustive top k (float32, ties by the lower row) against the top k after rescoring the first pass's best C:
- `asymmetric`: the shipped first pass (retrieval/topk.py): Σ over each row's set bits of the query's 7-bit levels;
- `hamming`: the query's own sign bits, rows by fewest differing bits (what binary-code search usually does).
"identical": questions whose top k is the exhaustive list; "overlap": the mean share of it found.
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
from edge_export.retrieval.topk import first_pass_scores, query_levels  # noqa: E402

POPCOUNT = np.array([bin(b).count("1") for b in range(256)], dtype=np.int32)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path, help="the real bundle whose vectors the synthetic ones mix")
    parser.add_argument("--recipe", type=Path, required=True)
    parser.add_argument("--queries", type=Path, default=Path("build/scale/queries.json"))
    parser.add_argument("--counts", type=int, nargs="+", default=[500, 1000, 2000, 4000, 8000, 16000])
    parser.add_argument("--ks", type=int, nargs="+", default=[10, 60])
    args = parser.parse_args()
    parts = np.load(args.recipe)
    vectors = mixed_vectors(parts["sources"], parts["donors"], np.asarray(open_bundle(args.bundle).vectors))
    signs = sign_codes(vectors)
    queries = np.asarray(json.loads(args.queries.read_text(encoding="utf-8"))["vectors"], dtype=np.float32)
    found = {(method, k, c): [0, 0.0] for method in ("asymmetric", "hamming") for k in args.ks for c in args.counts}
    start = time.perf_counter()
    for q in queries:
        exact = vectors @ q
        truth = {k: np.lexsort((np.arange(len(exact)), -exact))[:k] for k in args.ks}
        firsts = {"asymmetric": first_pass_scores(signs, query_levels(q)),
                  "hamming": -POPCOUNT[np.bitwise_xor(signs, sign_codes(q[None])[0])].sum(axis=1)}
        for method, first in firsts.items():
            for c in args.counts:
                kept = np.sort(np.argpartition(-first, c - 1)[:c])
                ranked = kept[np.lexsort((kept, -exact[kept]))]
                for k in args.ks:
                    entry = found[(method, k, c)]
                    entry[0] += bool(np.array_equal(ranked[:k], truth[k]))
                    entry[1] += len(np.intersect1d(ranked[:k], truth[k])) / k
    print(f"{len(vectors):,} vectors, {len(queries)} questions, {time.perf_counter() - start:.0f} s")
    print("| first pass | k | " + " | ".join(f"C = {c:,}" for c in args.counts) + " |")
    print("|---|---|" + "---|" * len(args.counts))
    for method in ("asymmetric", "hamming"):
        for k in args.ks:
            cells = [f"{found[(method, k, c)][0]} ({found[(method, k, c)][1] / len(queries):.4f})" for c in args.counts]
            print(f"| {method} | {k} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
