"""Every non-embedding stage at 100,000 chunks: wall time and peak RSS against the real FR corpus's size.

    OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/bench_scale.py android_assets/fr \
        --chunks build/fr/token-window-v2/chunks.json \
        --gold ../shared/corpus/gold/gold_fr.json --gold ../shared/corpus/gold/gold_exam_dev.json \
        --sizes 2319 10000 30000 100000

The corpus of each size is the real FR chunk file (2,319 chunks, kept as they are) followed by
synthetic chunks made from it with a seeded RNG: each one takes a real chunk's lines, replaces about
a third of them with lines of another random chunk and about a tenth of its words with words drawn
from the whole corpus, and sits in a synthetic document (SYNnnn_<real name>.pdf, 120 pages of 3 to 9
chunks, chained prev/next), so ids, chunk_ids and doc_ids are unique and schema-valid, and the FTS
index sees varied text with the corpus's vocabulary. Its vectors are precomputed: random normal,
L2-normalised (seeded); `--vectors jittered` instead takes each chunk's source vector from the
bundle plus Gaussian noise (σ = 0.02 per component, renormalised), whose
near-duplicate geometry is what the two-stage search's first pass must see through.

Each stage runs in a fresh interpreter (this script with --stage), so its peak RSS (VmHWM, what
edge_export.artifact.peak_rss_mb reads) is its own; the timings are taken inside it, after imports
and, except for validation, after reading the chunk file:
- validate: `edge-export validate` (contracts.chunk_file.validate_corpus_file, file read included);
- package float32 / int8: what bundle.build's package stage does, with the bundle's settings (BM25
  language detected from the texts, as bundle.config.bm25_analyzer does before it; separate FTS file;
  SDK table): db.writer.write_corpus_db (corpus.db +
  corpus_fts.db), chunks.txt, the real bundle's model and tokenizer hard-linked in, then
  bundle.manifest.build_manifest (every file hashed) → a bundle folder;
- verify-bundle float32 / int8: bundle.verify.verify_bundle on that folder (must find nothing);
- open: retrieval.bundle.open_bundle (DB read, vectors decoded, the top-k index built);
- search p50 / p95 (ms per question, first question a warm-up): Searcher.answer with the bundle's
  retrieval settings (hybrid, one hit per page, page neighbours), and vector-only and BM25-only;
  the query vectors are given, so query embedding is NOT in these figures;
- eval: eval.run.evaluate over both gold files' questions (k = 1, 3, 5, 10), float32 bundle, query
  vectors given. Recall is meaningless on these vectors (only BM25 and the real prefix mean anything)
  and is not reported.
The questions are embedded once, before the stages, by the real bundle's artifact (LiteRT) with the
bundle's query prompt; that time is printed on its own. Ratios are against the smallest size of the
same run; "per chunk, A → B" is (t_B / B) / (t_A / A), from the size nearest 10,000 and from the one
before the largest: above 1.5 (flagged) a stage grows faster than linearly. For the search rows (a time
per question) linear growth is a ratio of 1 at most. The sign-code first pass turns on above
retrieval.topk.rescore_count(k, N) rows (4,096 at k ≤ 64 and N ≤ 262,144): vector search changes algorithm between 2,319 and
10,000, a step the growth ratios include and flag as such ("prefilter step").
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

KS = [1, 3, 5, 10]

sys.path.insert(0, str(Path(__file__).resolve().parent))

# the synthetic corpus and its vectors (scale_corpus.py; imported from here by bench_java_search and bench_bm25_tables)
from scale_corpus import SEED, make_corpus, make_corpus_with_donors, make_vectors  # noqa: E402,F401


def _load(work: Path) -> tuple[dict, np.ndarray]:
    from edge_export.chunk.load import load_corpus_file

    return load_corpus_file(work / "chunks.json"), np.load(work / "vectors.npy")


def stage_validate(work: Path, real_bundle: Path, fmt: str) -> dict:
    from edge_export.contracts.chunk_file import validate_corpus_file

    start = time.perf_counter()
    violations = validate_corpus_file(work / "chunks.json")
    wall = time.perf_counter() - start
    if violations:
        raise SystemExit(f"{len(violations)} violations, first: {violations[0]}")
    return {"s": wall}


def stage_package(work: Path, real_bundle: Path, fmt: str) -> dict:
    from scale_bundle import package_bundle

    corpus, vectors = _load(work)
    report = package_bundle(corpus, vectors, real_bundle, work / f"bundle-{fmt}", fmt)
    sizes = report["bytes"]
    return {"s": report["s"], "db_s": report["db_s"], "corpus_db_mb": sizes["corpus.db"] / 1e6,
            "fts_db_mb": sizes["corpus_fts.db"] / 1e6, "chunks_txt_mb": sizes["chunks.txt"] / 1e6,
            "vectors_mb": sizes["vectors.bin"] / 1e6}


def stage_verify(work: Path, real_bundle: Path, fmt: str) -> dict:
    from edge_export.bundle.verify import verify_bundle

    start = time.perf_counter()
    violations = verify_bundle(work / f"bundle-{fmt}")
    wall = time.perf_counter() - start
    if violations:
        raise SystemExit(f"verify-bundle: {len(violations)} violations, first: {violations[0]}")
    return {"s": wall}


def _questions(work: Path) -> tuple[list[tuple[str, list[dict]]], np.ndarray]:
    golds = json.loads((work.parent / "gold.json").read_text(encoding="utf-8"))
    return [(name, qs) for name, qs in golds], np.load(work.parent / "queries.npy")


def stage_search(work: Path, real_bundle: Path, fmt: str) -> dict:
    from dataclasses import replace

    from edge_export.retrieval.bundle import open_bundle
    from edge_export.retrieval.search import Searcher, bundle_settings
    from edge_export.retrieval.topk import rescore_count

    golds, qv = _questions(work)
    questions = [q["question"] for _, qs in golds for q in qs]
    start = time.perf_counter()
    bundle = open_bundle(work / f"bundle-{fmt}")
    out = {"open_s": time.perf_counter() - start, "prefilter": len(bundle.chunks) > rescore_count(max(KS), len(bundle.chunks))}
    base = bundle_settings(bundle)
    for label, settings in (("hybrid", base), ("vector", replace(base, mode="vector")),
                            ("bm25", replace(base, mode="bm25"))):
        searcher = Searcher(bundle, settings)
        searcher.answer(questions[0], qv[0])  # warm-up: onnxruntime's first run, the FTS file opened
        times = []
        for question, vector in zip(questions, qv):
            t = time.perf_counter()
            searcher.answer(question, vector)
            times.append((time.perf_counter() - t) * 1000)
        out[f"{label}_p50"] = float(np.percentile(times, 50))
        out[f"{label}_p95"] = float(np.percentile(times, 95))
    out["s"] = out["open_s"]
    return out


def stage_eval(work: Path, real_bundle: Path, fmt: str) -> dict:
    from edge_export.eval.run import evaluate
    from edge_export.retrieval.bundle import open_bundle
    from edge_export.retrieval.search import Searcher, bundle_settings

    golds, qv = _questions(work)
    bundle = open_bundle(work / f"bundle-{fmt}")
    start, offset = time.perf_counter(), 0
    for _, questions in golds:
        evaluate(Searcher(bundle, bundle_settings(bundle)), questions, KS,
                 query_vectors=qv[offset: offset + len(questions)])
        offset += len(questions)
    return {"s": time.perf_counter() - start, "questions": offset}


STAGES = {"validate": stage_validate, "package": stage_package, "verify": stage_verify, "search": stage_search,
          "eval": stage_eval}


def run_stage(stage: str, work: Path, real_bundle: Path, fmt: str) -> dict:
    proc = subprocess.run([sys.executable, __file__, str(real_bundle), "--stage", stage, "--work", str(work),
                           "--format", fmt], capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr)
        raise SystemExit(f"stage {stage} ({fmt}) at {work.name} failed")
    return json.loads(proc.stdout.strip().splitlines()[-1])


# --- the run --------------------------------------------------------------------------------------------------------

ROWS = [  # (label, stage, format, key, unit)
    ("validate (chunk file)", "validate", "-", "s", "s"),
    ("package float32 (DB + FTS + chunks.txt + manifest)", "package", "float32", "s", "s"),
    ("  of which write_corpus_db float32", "package", "float32", "db_s", "s"),
    ("package int8", "package", "int8", "s", "s"),
    ("  of which write_corpus_db int8", "package", "int8", "db_s", "s"),
    ("verify-bundle float32", "verify", "float32", "s", "s"),
    ("verify-bundle int8", "verify", "int8", "s", "s"),
    ("open bundle float32", "search", "float32", "open_s", "s"),
    ("open bundle int8", "search", "int8", "open_s", "s"),
    ("search p50 hybrid (bundle default), float32", "search", "float32", "hybrid_p50", "ms"),
    ("search p50 hybrid, int8", "search", "int8", "hybrid_p50", "ms"),
    ("search p50 vector only, float32", "search", "float32", "vector_p50", "ms"),
    ("search p50 vector only, int8", "search", "int8", "vector_p50", "ms"),
    ("search p50 BM25 only", "search", "float32", "bm25_p50", "ms"),
    ("eval, both gold files (float32)", "eval", "float32", "s", "s"),
]
RUNS = [("validate", "-"), ("package", "float32"), ("package", "int8"), ("verify", "float32"), ("verify", "int8"),
        ("search", "float32"), ("search", "int8"), ("eval", "float32")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", type=Path, help="the real bundle: its model, tokenizer, manifest sections")
    parser.add_argument("--chunks", type=Path, default=Path("build/fr/token-window-v2/chunks.json"),
                        help="the chunk file the bundle was built from")
    parser.add_argument("--gold", type=Path, action="append")
    parser.add_argument("--sizes", type=int, nargs="+", default=[2319, 10_000, 30_000, 100_000])
    parser.add_argument("--vectors", choices=["random", "jittered"], default="random")
    parser.add_argument("--keep", type=Path, help="work here and keep the files (default: a temp dir, removed)")
    parser.add_argument("--stage", choices=list(STAGES), help=argparse.SUPPRESS)
    parser.add_argument("--work", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--format", default="-", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.stage:
        result = STAGES[args.stage](args.work, args.bundle, args.format)
        from edge_export.artifact import peak_rss_mb

        print(json.dumps({**result, "peak_mib": peak_rss_mb()}))
        return
    if not args.gold:
        parser.error("--gold: at least one gold file")
    from edge_export.chunk.load import load_corpus_file
    from edge_export.eval.gold import load_gold
    from edge_export.retrieval.bundle import open_bundle
    from edge_export.retrieval.search import Searcher, bundle_settings

    root = Path(args.keep or tempfile.mkdtemp(prefix="bench_scale_"))
    root.mkdir(parents=True, exist_ok=True)
    try:
        real_corpus = load_corpus_file(args.chunks)
        real = open_bundle(args.bundle)
        if len(real.chunks) != len(real_corpus["chunks"]):
            raise SystemExit(f"{args.chunks} is not the chunk file of {args.bundle}")
        golds = [(g.name, load_gold(g)) for g in args.gold]
        questions = [q["question"] for _, qs in golds for q in qs]
        start = time.perf_counter()
        queries = Searcher(real, bundle_settings(real)).embed_queries(questions)
        embed_ms = (time.perf_counter() - start) * 1000 / len(questions)
        (root / "gold.json").write_text(json.dumps(golds, ensure_ascii=False), encoding="utf-8")
        np.save(root / "queries.npy", queries)
        sizes = sorted(set(args.sizes))
        results: dict[int, dict] = {}
        for n in sizes:
            work = root / str(n)
            work.mkdir(exist_ok=True)
            t = time.perf_counter()
            corpus, sources = make_corpus(real_corpus, n)
            (work / "chunks.json").write_text(json.dumps(corpus, ensure_ascii=False), encoding="utf-8")
            np.save(work / "vectors.npy", make_vectors(sources, real.vectors, args.vectors))
            print(f"{n} chunks generated in {time.perf_counter() - t:.1f} s", file=sys.stderr, flush=True)
            results[n] = {}
            for stage, fmt in RUNS:
                results[n][stage, fmt] = run_stage(stage, work, args.bundle, fmt)
                print(f"  {stage} {fmt}: {results[n][stage, fmt]}", file=sys.stderr, flush=True)
            for fmt in ("float32", "int8"):
                shutil.rmtree(work / f"bundle-{fmt}")  # a 100k float32 bundle is ~0.8 GB
            del corpus
        print_table(results, sizes, args, embed_ms, len(questions))
    finally:
        if args.keep is None:
            shutil.rmtree(root, ignore_errors=True)


def print_table(results: dict, sizes: list[int], args, embed_ms: float, n_questions: int) -> None:
    first, last = sizes[0], sizes[-1]
    # per-chunk growth to the largest size: from the size nearest 10,000 (the 10k → 100k), and from
    # the one before the largest when it differs
    froms = list(dict.fromkeys(n for n in (min(sizes[:-1], key=lambda n: abs(n - 10_000)), sizes[-2]) if n != last)
                 ) if len(sizes) > 1 else []
    print(f"# {', '.join(f'{n:,}' for n in sizes)} chunks (the FR chunk file + synthetic), {args.vectors} vectors × 768; "
          f"{n_questions} gold questions; {platform.machine()} {platform.processor() or ''}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}; {time.strftime('%Y-%m-%d')}")
    print(f"# query embedding (LiteRT, not in the search and eval figures): {embed_ms:.1f} ms per question")
    head = " | ".join(f"{n:,}: time · peak RSS" for n in sizes)
    growth_head = "".join(f" per chunk, {n:,} → {last:,} |" for n in froms)
    print(f"| stage | {head} | time × ({last:,} vs {first:,}; chunks ×{last / first:.1f}) | peak RSS × |{growth_head}")
    print("|---|" + "---|" * (len(sizes) + 2 + len(froms)))
    for label, stage, fmt, key, unit in ROWS:
        cells = []
        for n in sizes:
            r = results[n][stage, fmt]
            value = f"{r[key]:.2f} ms" if unit == "ms" else f"{r[key]:.2f} s"
            cells.append(f"{value} · {r['peak_mib']:.0f} MiB")
        a, c = results[first][stage, fmt], results[last][stage, fmt]
        growth = []
        for n in froms:
            b = results[n][stage, fmt]
            g = (c[key] / last) / (b[key] / n) if b[key] else float("nan")
            step = stage == "search" and b.get("prefilter") != c.get("prefilter")
            growth.append(f"{g:.2f}{' ⚠' if g > 1.5 else ''}{' (prefilter step)' if step and g > 1.5 else ''}")
        print(f"| {label} | {' | '.join(cells)} | {c[key] / a[key]:.1f}× | {c['peak_mib'] / a['peak_mib']:.1f}× | "
              + " | ".join(growth) + (" |" if growth else ""))
    for n in sizes:
        p = {fmt: results[n]["package", fmt] for fmt in ("float32", "int8")}
        s = {fmt: results[n]["search", fmt] for fmt in ("float32", "int8")}
        print(f"- {n:,}: corpus.db {p['float32']['corpus_db_mb']:.0f} MB float32 / {p['int8']['corpus_db_mb']:.0f} MB "
              f"int8, corpus_fts.db {p['float32']['fts_db_mb']:.1f} MB, chunks.txt {p['float32']['chunks_txt_mb']:.1f} MB; "
              f"first pass {'on' if s['float32']['prefilter'] else 'off'}; search p95 hybrid "
              f"{s['float32']['hybrid_p95']:.1f} / {s['int8']['hybrid_p95']:.1f} ms, BM25 {s['float32']['bm25_p95']:.1f} ms; "
              f"eval {results[n]['eval', 'float32']['s'] * 1000 / results[n]['eval', 'float32']['questions']:.1f} "
              f"ms per question")


if __name__ == "__main__":
    main()
