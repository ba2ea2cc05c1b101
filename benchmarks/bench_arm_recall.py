"""Recall on the phone's path with query vectors from LiteRT's arm64 kernels (qemu-user), against the
host's (x86) query vectors, same bundle, same run.

    .venv/bin/python benchmarks/bench_arm_recall.py android_assets/fr \
        --gold ../shared/corpus/gold/gold_fr.json --gold ../shared/corpus/gold/gold_exam_dev.json \
        [--cpu cortex-a76] [--jobs 2]

A bundle's document vectors are computed on the build host and ship as they are; on a phone only the
question's vector comes from arm64 kernels. So each gold question is tokenised as the phone does (the
bundle's retrieval query prompt, the signature that fits it), embedded by the bundle's artifact with the
same script (parity/arm_runner.py) on the host and in the emulated arm64 userland (parity/arm_emulation.py,
after its known-answer test), and `edge-export eval`'s scoring runs with the bundle's recorded defaults
on each set of vectors. Baseline: the host's vectors. Reported per gold file: recall@1/5/10 and MRR for
both over the answerable questions (the only ones embedded), the questions whose first hit moved, and
the cosine between the two query vectors. The emulated
run takes about 5-20 s per question per job on this machine; `--limit` takes evenly spaced questions.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from edge_export.eval.gold import load_gold
from edge_export.eval.run import evaluate
from edge_export.export.verify import cosine_rows
from edge_export.parity.arm import GoldenSet, phone_ids, read_outputs
from edge_export.parity.arm_emulation import (RUNNER, emulator_problem, ensure_userland, known_answer_models,
                                              prepare_cpu, userland_dir)
from edge_export.embedding.prompts import query_prompt
from edge_export.retrieval.bundle import open_bundle
from edge_export.retrieval.search import Searcher, bundle_settings
from edge_export.runtime.reference import to_dims
from edge_export.sampling import evenly_spaced

KS = [1, 3, 5, 10]


def run_shards(run_one, golden: GoldenSet, jobs: int, tmp: Path) -> np.ndarray:
    """`golden` split into `jobs` contiguous shards, each run by `run_one(golden_path, out_path)`."""
    bounds = np.linspace(0, len(golden.names), jobs + 1).astype(int)
    shards = [(GoldenSet(golden.names[a:b], golden.ids[a:b]), tmp / f"in{i}.npz", tmp / f"out{i}.npz")
              for i, (a, b) in enumerate(zip(bounds, bounds[1:])) if b > a]
    for shard, path, _ in shards:
        shard.save(path)
    with ThreadPoolExecutor(len(shards)) as pool:
        list(pool.map(lambda s: run_one(s[1], s[2]), shards))
    return np.vstack([read_outputs(out, len(shard.names))[0] for shard, _, out in shards])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--gold", type=Path, action="append", required=True)
    parser.add_argument("--cpu", default="cortex-a76", help="the qemu CPU model (default: a dotprod phone core)")
    parser.add_argument("--jobs", type=int, default=2, help="emulated processes at once")
    parser.add_argument("--limit", type=int, help="evenly spaced questions per gold file (default: all)")
    args = parser.parse_args()

    bundle = open_bundle(args.bundle)
    searcher = Searcher(bundle, bundle_settings(bundle))
    embedder = bundle.embedder()
    userland = ensure_userland()
    started = time.perf_counter()
    probe = prepare_cpu(userland, args.cpu)
    known = emulator_problem(userland, args.cpu, known_answer_models(userland_dir() / "known-answer"))
    if not known["passed"]:
        raise SystemExit(f"{args.cpu}: the emulator fails its known answer ({known}): no figure counts")
    print(f"# {args.bundle} ({bundle.artifact.name}); arm64 {args.cpu} (MIDR {probe['midr']}, "
          f"/proc/cpuinfo: {probe['cpuinfo_says']}), known answer {known['fp32']:.2g} / {known['int8']:.3g}; "
          f"query prompt of {searcher.settings.query_task!r}; {time.strftime('%Y-%m-%d')}")
    print("| gold file | answerable questions | vectors | R@1 | R@5 | R@10 | MRR | first hit moved | query cosine arm/x86 min / mean |")
    print("|---|---|---|---|---|---|---|---|---|")
    for gold_path in args.gold:
        questions = [q for q in load_gold(gold_path) if q["answerable"]]  # recall counts only these
        if args.limit:
            questions = evenly_spaced(questions, args.limit)
        inputs = embedder.model_inputs([q["question"] for q in questions], "query",
                                       query_prompt(searcher.settings.query_task))
        golden = GoldenSet([q["id"] for q in questions], phone_ids(embedder, inputs))
        with tempfile.TemporaryDirectory() as tmp:
            tmp = Path(tmp)
            for side in ("host", "arm"):
                (tmp / side).mkdir()
            host = run_shards(lambda i, o: subprocess.run([sys.executable, str(RUNNER), str(bundle.artifact), str(i),
                                                          str(o)], check=True, capture_output=True),
                              golden, 1, tmp / "host")
            t = time.perf_counter()
            arm = run_shards(lambda i, o: userland.run(args.cpu, [RUNNER, bundle.artifact, i, o]), golden, args.jobs,
                             tmp / "arm")
            arm_s = time.perf_counter() - t
        results = {}
        for label, vectors in (("x86 (host)", host), (f"arm64 {args.cpu}", arm)):
            vectors = to_dims(vectors, bundle.dims)
            vectors = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
            results[label] = evaluate(searcher, questions, KS, query_vectors=vectors)
        (_, base), (_, other) = results.items()
        moved = sum(a["hit_rank"] != b["hit_rank"] for a, b in zip(base.questions, other.questions) if a["answerable"])
        cos = cosine_rows(arm, host)
        for label, result in results.items():
            s = result.summary
            extra = (f"{moved} of {s['answerable']} | {cos.min():.5f} / {cos.mean():.5f}"
                     if result is other else "(baseline) | ")
            print(f"| {gold_path.name} | {s['answerable']} | {label} | "
                  f"{s['recall']['1']:.3f} | {s['recall']['5']:.3f} | {s['recall']['10']:.3f} | {s['mrr']:.3f} | {extra} |")
        print(f"# {gold_path.name}: {len(questions)} questions emulated in {arm_s:.0f} s with {args.jobs} jobs",
              file=sys.stderr, flush=True)
    print(f"# total {time.perf_counter() - started:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
