"""Query latency without the model call: the Java library (android/, `Cli time`) against edge-export's Python
search, on the FR bundle and on a 100,000-chunk synthetic bundle.

    make -C android jar
    OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/bench_java_search.py android_assets/fr \
        --chunks build/fr/token-window-v2/chunks.json \
        --gold ../shared/corpus/gold/gold_fr.json --gold ../shared/corpus/gold/gold_exam_dev.json \
        --sizes 100000 --repeat 5 --work /tmp/bench_java_search

Bundles: the real one (read only), and for each of --sizes a synthetic bundle built under --work by
bench_scale.py's generator and package stage (the FR chunk file followed by synthetic chunks, random unit
vectors, corpus.db schema 4 with the BM25 plain tables, the separate FTS file, the real bundle's model and
tokenizer hard-linked, a manifest with the real bundle's retrieval settings). A bundle already under --work
(its manifest.json present) is reused; --rebuild builds it again (100k: ~1 minute, ~1.3 GB under --work).

The questions (both gold files) are embedded once, before anything is timed, by the real bundle's artifact
(LiteRT, the bundle's query prompt; `Searcher.embed_queries`); every bundle is searched with those vectors.

What is timed, per question, the same on both sides (one "run"):
- Python: `Tokenizer.model_input(question, query prompt, max_len)` + `fitting_length` (the signature the
  phone would pick) + `Searcher.answer(question, vector)` with the bundle's recorded settings (hybrid,
  one hit per page, page neighbours, BM25 gate, glossary boost, abstention), k = --k;
- Java: `Cli time BUNDLE -k K --repeat N`: `QueryInput.of` (tokenise with the query prompt, pick the
  signature) + `Searcher.answer(question, vector)`, settings from the manifest, k = K.
Each question's figure is the median of --repeat runs (the upper median for an even count, as `Cli time`
takes it); p50 / p95 are over the questions, with `Cli time`'s index rule (sorted[n // 2],
sorted[ceil(0.95 n) − 1]).
NOT timed: the model call (query embedding), opening the bundle, the Searcher's construction, the JVM's start.
Warm-up: both sides answer every question once, untimed, before timing (Python: SQLite page cache, FTS file;
Java: `Cli time` makes that pass itself, so the JIT's compilation is not in the figures: measured on the FR
bundle before it did, p50 2.7 ms / p95 7.6 ms cold against 1.8 / 2.6 warm).
"Open" rows (optional, cheap): the wall time of a JVM running `Cli search` on one question, less that of a
JVM that prints Cli's usage (the JVM start), i.e. bundle open + Searcher + one cold search; Python's is
open_bundle + Searcher construction.
Also printed: java -version, the CPU (lscpu's Model name), the load average before and after each row.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import bench_scale  # noqa: E402  (its corpus generator and package stage)


def percentiles(medians: list[float]) -> tuple[float, float]:
    """p50 and p95 as `Cli time` takes them."""
    s = sorted(medians)
    return s[len(s) // 2], s[min(len(s) - 1, math.ceil(0.95 * len(s)) - 1)]


def load() -> str:
    return "/".join(f"{x:.2f}" for x in os.getloadavg())


# --- Python ----------------------------------------------------------------------------------------------------

def python_times(folder: Path, questions: list[str], vectors: np.ndarray, k: int, repeat: int) -> dict:
    from edge_export.embedding.prompts import query_prompt
    from edge_export.retrieval.bundle import open_bundle
    from edge_export.retrieval.search import Searcher, bundle_settings
    from edge_export.tokenizer import Tokenizer

    start = time.perf_counter()
    bundle = open_bundle(folder)
    settings = bundle_settings(bundle, k=k)
    searcher = Searcher(bundle, settings)
    open_s = time.perf_counter() - start
    # The bundle's tokenizer and the artifact's signature lengths (the phone's choice of signature).
    embedder = bundle.embedder()
    tokenizer: Tokenizer = embedder.tokenizer
    prompt, max_len = query_prompt(settings.query_task), embedder.max_len
    for question, vector in zip(questions, vectors):  # untimed pass
        embedder.fitting_length(len(tokenizer.model_input(question, prompt=prompt, max_len=max_len).ids))
        searcher.answer(question, vector)
    gc.collect()
    medians = []
    for question, vector in zip(questions, vectors):
        runs = []
        for _ in range(repeat):
            t = time.perf_counter()
            embedder.fitting_length(len(tokenizer.model_input(question, prompt=prompt, max_len=max_len).ids))
            searcher.answer(question, vector)
            runs.append((time.perf_counter() - t) * 1000)
        runs.sort()
        medians.append(runs[repeat // 2])
    p50, p95 = percentiles(medians)
    return {"chunks": len(bundle.chunks), "p50_ms": p50, "p95_ms": p95, "open_s": open_s,
            "prefilter": bool(bundle.index.prefiltered), "medians": medians}


# --- Java ------------------------------------------------------------------------------------------------------

def java_cli(java_opts: list[str]) -> list[str]:
    """`java [java_opts] -cp ... dev.edgeexport.retrieval.Cli`, the jar and the JDBC driver checked."""
    from edge_export.parity.replay_java import DEFAULT_JAR, JavaLibrary

    return JavaLibrary(ROOT / DEFAULT_JAR).argv(jvm_options=tuple(java_opts))


def java_times(folder: Path, lines_path: Path, k: int, repeat: int, java_opts: list[str]) -> dict:
    """`Cli time` on the question lines (its own untimed pass first), its JSON line and the JVM's wall time."""
    cmd = [*java_cli(java_opts), "time", str(folder), "-k", str(k), "--repeat", str(repeat)]
    t = time.perf_counter()
    done = subprocess.run(cmd, input=lines_path.read_bytes(), capture_output=True)
    wall = time.perf_counter() - t
    if done.returncode != 0:
        raise SystemExit(f"java failed ({done.returncode}): {done.stderr.decode('utf-8', 'replace')[-2000:]}")
    result = json.loads(done.stdout.decode("utf-8").strip().splitlines()[-1])
    result["wall_s"] = wall
    result["stderr"] = done.stderr.decode("utf-8", "replace").strip()
    return result


def java_open_s(folder: Path, first_line: str, java_opts: list[str], tries: int = 3) -> tuple[float, float]:
    """(JVM start, bundle open + Searcher + one cold search): best of `tries` each."""
    cli = java_cli(java_opts)

    def best(cmd, stdin):
        times = []
        for _ in range(tries):
            t = time.perf_counter()
            subprocess.run(cmd, input=stdin, capture_output=True)
            times.append(time.perf_counter() - t)
        return min(times)

    jvm = best(cli, b"")
    search = best([*cli, "search", str(folder), "-k", "10"], first_line.encode())
    return jvm, search - jvm


# --- bundles ---------------------------------------------------------------------------------------------------

def synthetic_bundle(real_folder: Path, chunks_file: Path, n: int, work: Path, rebuild: bool) -> Path:
    from edge_export.chunk.load import load_corpus_file
    from edge_export.retrieval.bundle import open_bundle

    folder = work / str(n) / "bundle-float32"
    if (folder / "manifest.json").is_file() and not rebuild:
        print(f"{n:,}: reusing {folder}", file=sys.stderr, flush=True)
        return folder
    (work / str(n)).mkdir(parents=True, exist_ok=True)
    t = time.perf_counter()
    real_corpus = load_corpus_file(chunks_file)
    real = open_bundle(real_folder)
    if len(real.chunks) != len(real_corpus["chunks"]):
        raise SystemExit(f"{chunks_file} is not the chunk file of {real_folder}")
    corpus, sources = bench_scale.make_corpus(real_corpus, n)
    (work / str(n) / "chunks.json").write_text(json.dumps(corpus, ensure_ascii=False), encoding="utf-8")
    np.save(work / str(n) / "vectors.npy", bench_scale.make_vectors(sources, real.vectors, "random"))
    del corpus, sources, real_corpus, real
    gc.collect()
    gen_s = time.perf_counter() - t
    package = bench_scale.run_stage("package", work / str(n), real_folder.resolve(), "float32")
    (work / str(n) / "chunks.json").unlink()
    (work / str(n) / "vectors.npy").unlink()
    print(f"{n:,}: generated in {gen_s:.0f} s, packaged in {package['s']:.0f} s "
          f"(corpus.db {package['corpus_db_mb']:.0f} MB) → {folder}", file=sys.stderr, flush=True)
    return folder


def machine() -> dict:
    java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.strip().splitlines()
    cpu = next((line.split(":", 1)[1].strip() for line in
                subprocess.run(["lscpu"], capture_output=True, text=True).stdout.splitlines()
                if line.startswith("Model name")), platform.processor())
    return {"java": " / ".join(java), "cpu": cpu, "cores": os.cpu_count(), "python": platform.python_version()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", type=Path, help="the real bundle (read only)")
    parser.add_argument("--chunks", type=Path, default=Path("build/fr/token-window-v2/chunks.json"))
    parser.add_argument("--gold", type=Path, action="append")
    parser.add_argument("--sizes", type=int, nargs="*", default=[100_000], help="synthetic bundles' chunk counts")
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--work", type=Path, default=Path("/tmp/bench_java_search"))
    parser.add_argument("--rebuild", action="store_true", help="build the synthetic bundles even if present")
    parser.add_argument("--java-opt", action="append", default=[], help="a JVM option (repeatable)")
    parser.add_argument("--no-open", action="store_true", help="skip the open-time rows")
    parser.add_argument("--json", type=Path, help="write the figures here too")
    args = parser.parse_args()
    if not args.gold:
        parser.error("--gold: at least one gold file")
    started = time.perf_counter()
    from edge_export.eval.gold import load_gold
    from edge_export.retrieval.bundle import open_bundle
    from edge_export.retrieval.search import Searcher, bundle_settings

    work = args.work
    work.mkdir(parents=True, exist_ok=True)
    info = machine()
    questions = [q["question"] for g in args.gold for q in load_gold(g)]
    t = time.perf_counter()
    real = open_bundle(args.bundle)
    vectors = Searcher(real, bundle_settings(real)).embed_queries(questions)
    embed_ms = (time.perf_counter() - t) * 1000 / len(questions)
    del real
    gc.collect()
    lines_path = work / "questions.jsonl"
    lines_path.write_text("".join(json.dumps({"question": q, "vector": v.tolist()}, ensure_ascii=False) + "\n"
                                  for q, v in zip(questions, vectors)), encoding="utf-8")
    folders = [args.bundle] + [synthetic_bundle(args.bundle, args.chunks, n, work, args.rebuild) for n in args.sizes]
    rows = []
    for folder in folders:
        before = load()
        t = time.perf_counter()
        py = python_times(folder, questions, vectors, args.k, args.repeat)
        py_s = time.perf_counter() - t
        gc.collect()
        mid = load()
        java = java_times(folder, lines_path, args.k, args.repeat, args.java_opt)
        after = load()
        jvm_s = open_s = None
        if not args.no_open:
            jvm_s, open_s = java_open_s(folder, lines_path.read_text(encoding="utf-8").split("\n", 1)[0] + "\n",
                                        args.java_opt)
        if java["chunks"] != py["chunks"] or java["questions"] != len(questions):
            raise SystemExit(f"{folder}: java saw {java['chunks']} chunks / {java['questions']} questions")
        row = {"bundle": str(folder), "chunks": py["chunks"], "questions": len(questions),
               "python_p50_ms": py["p50_ms"], "python_p95_ms": py["p95_ms"], "python_open_s": py["open_s"],
               "python_prefilter": py["prefilter"], "python_s": py_s,
               "java_p50_ms": java["p50_ms"], "java_p95_ms": java["p95_ms"], "java_s": java["wall_s"],
               "java_jvm_start_s": jvm_s, "java_open_s": open_s, "java_stderr": java["stderr"],
               "load_before": before, "load_mid": mid, "load_after": after}
        rows.append(row)
        print(f"{folder}: {json.dumps({k: v for k, v in row.items() if k != 'java_stderr'})}", file=sys.stderr,
              flush=True)
    total = time.perf_counter() - started
    print(f"# {len(questions)} questions ({', '.join(g.name for g in args.gold)}), k = {args.k}, median of "
          f"{args.repeat} runs per question, then p50 / p95 over questions; model call not timed "
          f"(query embedding, LiteRT: {embed_ms:.1f} ms per question, done once)")
    print(f"# {info['cpu']}, {info['cores']} cores; Python {info['python']}; {info['java']}"
          f"{'; JVM options ' + ' '.join(args.java_opt) if args.java_opt else ''}; {time.strftime('%Y-%m-%d %H:%M')}")
    print("| chunks | Python p50 / p95 ms | Java p50 / p95 ms | Java / Python p50 · p95 "
          "| open: Python · Java (JVM start) | load 1/5/15 min (before Python · before Java · after) |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        opened = (f"{r['python_open_s']:.2f} s · {r['java_open_s']:.2f} s ({r['java_jvm_start_s']:.2f} s)"
                  if r["java_open_s"] is not None else f"{r['python_open_s']:.2f} s · –")
        print(f"| {r['chunks']:,}{' (int8 prefilter in Python)' if r['python_prefilter'] else ''} | "
              f"{r['python_p50_ms']:.2f} / {r['python_p95_ms']:.2f} | "
              f"{r['java_p50_ms']:.2f} / {r['java_p95_ms']:.2f} | "
              f"{r['java_p50_ms'] / r['python_p50_ms']:.2f}× · {r['java_p95_ms'] / r['python_p95_ms']:.2f}× | "
              f"{opened} | {r['load_before']} · {r['load_mid']} · {r['load_after']} |")
    print(f"# ran {total:.0f} s in all")
    if args.json:
        args.json.write_text(json.dumps({"machine": info, "embed_ms": embed_ms, "rows": rows, "total_s": total,
                                         "repeat": args.repeat, "k": args.k},
                                        indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
