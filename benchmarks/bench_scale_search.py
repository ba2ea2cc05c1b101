"""Search at scale (issue 42): bundles of 2,319 to 1,000,000 chunks, searched by edge-export in bounded memory.

    OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/bench_scale_search.py \
        android_assets/fr build/scale/100000 build/scale/1000000 --real android_assets/fr \
        --gold ../shared/corpus/gold/gold_fr.json --gold ../shared/corpus/gold/gold_exam_dev.json

Each bundle is measured in a fresh interpreter (this script with --one), one thread, the questions' vectors
given (embedded once by the real bundle's artifact with its query prompt, as bench_scale.py does):
- open: `open_bundle` + a Searcher with the bundle's settings: seconds, and the process's resident memory
  after it and after every question, anonymous (heap) apart from file-backed (the mapped vectors.bin's pages),
  against the interpreter's before opening;
- p50 / p95 ms per question: `Searcher.answer` in hybrid mode with the bundle's recorded settings, and in
  vector mode (k = 10), each question once after one untimed pass;
- agreement of the vector top 10 (and top 60, the depth hybrid search reads) with an exhaustive search:
  over the stored vectors (what the two stages can lose: their first pass), and over float32 vectors (what
  storage and first pass lose together: the real bundle's own for a real bundle, regenerated from the
  generator's recipe beside a synthetic one). "identical": questions whose top k is the same list; "overlap":
  mean share of the exhaustive top k found.
- Java (`--jar`, the library's jar): `Cli time BUNDLE -k 10 --repeat 5` in a JVM capped at `-Xmx64m` (hybrid,
  the bundle's recorded settings; tokenising + search, no model call; per question the median of 5 after an
  untimed pass): p50 / p95 ms, the heap in use after opening (after a collection) and its highest sample, the
  process's peak RSS (GNU time: mapped file pages included);
- bytes: every file of the bundle, and per chunk.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

BLOCK = 65_536


def rss_mb() -> dict[str, float]:
    """The process's resident memory (MB): VmRSS, its peak VmHWM, and VmRSS's anonymous part (heap: what grows
    when a program loads data) apart from its file-backed part (mapped files' pages, which the kernel can drop)."""
    status = Path("/proc/self/status").read_text()
    keys = ("VmRSS", "VmHWM", "RssAnon", "RssFile")
    fields = {line.split(":")[0]: int(line.split()[1]) / 1024 for line in status.splitlines() if line.startswith(keys)}
    return {key: fields[key] for key in keys}


def exhaustive_top(vectors_at, rows: int, queries: np.ndarray, k: int) -> np.ndarray:
    """[Q, k] rows of the k best exact scores per query, best first, ties by the lower row; block by block."""
    best_scores = np.full((len(queries), k), -np.inf, dtype=np.float32)
    best_rows = np.full((len(queries), k), np.iinfo(np.int64).max, dtype=np.int64)
    for start in range(0, rows, BLOCK):
        block = vectors_at(np.arange(start, min(rows, start + BLOCK)))
        scores = (queries @ block.T).astype(np.float32)
        take = min(k, scores.shape[1])
        part = np.argpartition(-scores, take - 1, axis=1)[:, :take]
        cand_scores = np.concatenate([best_scores, np.take_along_axis(scores, part, axis=1)], axis=1)
        cand_rows = np.concatenate([best_rows, part + start], axis=1)
        for i in range(len(queries)):
            order = np.lexsort((cand_rows[i], -cand_scores[i]))[:k]
            best_scores[i], best_rows[i] = cand_scores[i][order], cand_rows[i][order]
    return best_rows


def agreement(found: list[np.ndarray], truth: np.ndarray, k: int) -> dict:
    identical = sum(np.array_equal(f[:k], t[:k]) for f, t in zip(found, truth))
    overlap = float(np.mean([len(np.intersect1d(f[:k], t[:k])) / k for f, t in zip(found, truth)]))
    return {"identical": int(identical), "of": len(truth), "overlap": overlap}


def float32_reference(folder: Path, real: Path):
    """A function position array → float32 vectors: the generator's for a synthetic bundle, the stored ones
    for a float32 bundle; None when neither is available."""
    from scale_bundle import mixed_vectors, recipe_path

    from edge_export.retrieval.bundle import open_bundle

    recipe = recipe_path(folder)
    if recipe.is_file():
        parts = np.load(recipe)
        real_vectors = np.asarray(open_bundle(real).vectors, dtype=np.float32)
        full = mixed_vectors(parts["sources"], parts["donors"], real_vectors)
        return lambda positions: full[positions]
    bundle = open_bundle(folder)
    if bundle.vector_file.vector_format == "float32":
        return bundle.index.rows_at
    return None


def measure_one(folder: Path, real: Path, queries_path: Path) -> dict:
    from dataclasses import replace

    from edge_export.retrieval.bundle import open_bundle
    from edge_export.retrieval.search import Searcher, bundle_settings

    data = json.loads(queries_path.read_text(encoding="utf-8"))
    questions, qv = data["questions"], np.asarray(data["vectors"], dtype=np.float32)
    before = rss_mb()
    start = time.perf_counter()
    bundle = open_bundle(folder)
    settings = bundle_settings(bundle)
    hybrid = Searcher(bundle, settings)
    vector = Searcher(bundle, replace(settings, mode="vector", per_page=False, k=10))
    open_s = time.perf_counter() - start
    after_open = rss_mb()
    out = {"bundle": str(folder), "chunks": len(bundle.chunks), "format": bundle.vector_file.vector_format,
           "open_s": open_s, "rss_before": before, "rss_open": after_open}
    for label, searcher in (("hybrid", hybrid), ("vector", vector)):
        for question, v in zip(questions, qv):  # untimed pass: page cache, SQLite, the FTS file
            searcher.answer(question, v)
        times = []
        for question, v in zip(questions, qv):
            t = time.perf_counter()
            searcher.answer(question, v)
            times.append((time.perf_counter() - t) * 1000)
        out[f"{label}_p50_ms"] = float(np.percentile(times, 50))
        out[f"{label}_p95_ms"] = float(np.percentile(times, 95))
    out["rss_after_questions"] = rss_mb()
    found = {k: [bundle.index.search(v, k)[0] for v in qv] for k in (10, 60)}
    stored = exhaustive_top(bundle.index.rows_at, len(bundle.chunks), qv, 60)
    out["stored"] = {str(k): agreement(found[k], stored, k) for k in (10, 60)}
    reference = float32_reference(folder, real)
    if reference is not None:
        f32 = exhaustive_top(reference, len(bundle.chunks), qv, 60)
        out["float32"] = {str(k): agreement(found[k], f32, k) for k in (10, 60)}
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    out["bytes"] = {f["path"]: f["bytes"] for f in manifest["files"] if f["role"] not in ("model", "tokenizer")}
    out["sdk_table_reason"] = manifest["db"].get("sdk_table_reason")
    return out


def measure_java(folder: Path, queries_path: Path, jar: Path, classpath: str) -> dict:
    """`Cli time` under -Xmx64m, its peak RSS from GNU time (`/usr/bin/time -f %M`, kilobytes)."""
    import tempfile

    data = json.loads(queries_path.read_text(encoding="utf-8"))
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as fh:
        for question, vector in zip(data["questions"], data["vectors"]):
            fh.write(json.dumps({"question": question, "vector": vector}) + "\n")
        requests = Path(fh.name)
    try:
        with open(requests, encoding="utf-8") as stdin:
            done = subprocess.run(["/usr/bin/time", "-f", "%M", "java", "-Xmx64m", "-cp", f"{jar}:{classpath}",
                                   "dev.edgeexport.retrieval.Cli", "time", str(folder), "-k", "10", "--repeat", "5"],
                                  stdin=stdin, capture_output=True, text=True)
    finally:
        requests.unlink()
    if done.returncode:
        raise SystemExit(f"{folder}: Java: {done.stderr[-2000:]}")
    out = json.loads(done.stdout.strip().splitlines()[-1])
    out["rss_peak_mb"] = int(done.stderr.strip().splitlines()[-1]) / 1024
    return out


def embed_questions(real: Path, golds: list[Path], target: Path) -> None:
    from edge_export.eval.gold import load_gold
    from edge_export.retrieval.bundle import open_bundle
    from edge_export.retrieval.search import Searcher, bundle_settings

    questions = [q["question"] for gold in golds for q in load_gold(gold)]
    bundle = open_bundle(real)
    vectors = Searcher(bundle, bundle_settings(bundle)).embed_queries(questions)
    target.write_text(json.dumps({"questions": questions, "vectors": vectors.tolist()}), encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundles", nargs="+", type=Path)
    parser.add_argument("--real", type=Path, required=True, help="the real bundle: query embedding, float32 source")
    parser.add_argument("--gold", type=Path, action="append", required=True)
    parser.add_argument("--queries", type=Path, default=Path("build/scale/queries.json"))
    parser.add_argument("--json", type=Path, default=Path("build/scale/bench_scale_search.json"))
    parser.add_argument("--jar", type=Path, default=Path("android/build/edge-export-retrieval.jar"))
    parser.add_argument("--sqlite-jdbc", default="/usr/share/java/sqlite-jdbc.jar")
    parser.add_argument("--only", choices=["python", "java"], help="measure one side only")
    parser.add_argument("--one", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(measure_one(args.one, args.real, args.queries)))
        return 0
    args.queries.parent.mkdir(parents=True, exist_ok=True)
    if not args.queries.is_file():
        embed_questions(args.real, args.gold, args.queries)
    results = []
    for folder in args.bundles:
        result = {"bundle": str(folder)}
        if args.only != "java":
            env = {**os.environ, "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1"}
            done = subprocess.run([sys.executable, __file__, *map(str, args.bundles), "--real", str(args.real),
                                   *[x for g in args.gold for x in ("--gold", str(g))], "--queries", str(args.queries),
                                   "--one", str(folder)], capture_output=True, text=True, env=env)
            if done.returncode:
                raise SystemExit(f"{folder}: {done.stderr[-2000:]}")
            result = json.loads(done.stdout.strip().splitlines()[-1])
        if args.only != "python":
            if not args.jar.is_file():
                raise SystemExit(f"{args.jar}: no such jar (make java)")
            result["java"] = measure_java(folder, args.queries, args.jar, args.sqlite_jdbc)
        results.append(result)
        print(json.dumps(result), file=sys.stderr, flush=True)
    args.json.write_text(json.dumps({"machine": platform.processor() or platform.machine(), "results": results},
                                    indent=1), encoding="utf-8")
    print("| chunks | format | open s | anon MB: before / open / after | file-backed MB after | hybrid p50 / p95 ms | vector p50 / p95 ms "
          "| top-10 = stored exhaustive (overlap) | top-60 | top-10 = float32 exhaustive (overlap) | bytes / chunk "
          "| Java -Xmx64m hybrid p50 / p95 ms | Java heap MB open / peak | Java RSS MB |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in results:
        if "chunks" not in r:  # Java only
            j = r["java"]
            print(f"| {j['chunks']:,} | Java -Xmx64m: hybrid p50 / p95 {j['p50_ms']:.1f} / {j['p95_ms']:.1f} ms, heap "
                  f"{j['heap_open_mb']:.1f} / {j['heap_peak_mb']:.1f} MB (open / peak), RSS {j['rss_peak_mb']:.0f} MB |")
            continue
        f32, s10, s60 = r.get("float32", {}).get("10"), r["stored"]["10"], r["stored"]["60"]
        per_chunk = sum(r["bytes"].values()) / r["chunks"]
        anon = [r[key]["RssAnon"] for key in ("rss_before", "rss_open", "rss_after_questions")]
        print(f"| {r['chunks']:,} | {r['format']} | {r['open_s']:.2f} | {anon[0]:.0f} / {anon[1]:.0f} / {anon[2]:.0f} "
              f"| {r['rss_after_questions']['RssFile']:.0f} | {r['hybrid_p50_ms']:.1f} / {r['hybrid_p95_ms']:.1f} "
              f"| {r['vector_p50_ms']:.1f} / {r['vector_p95_ms']:.1f} "
              f"| {s10['identical']}/{s10['of']} ({s10['overlap']:.4f}) | {s60['identical']}/{s60['of']} ({s60['overlap']:.4f}) "
              f"| {'-' if not f32 else str(f32['identical']) + '/' + str(f32['of']) + ' (' + format(f32['overlap'], '.4f') + ')'} "
              f"| {per_chunk:,.0f} | " + (f"{j['p50_ms']:.1f} / {j['p95_ms']:.1f} | {j['heap_open_mb']:.1f} / "
                                          f"{j['heap_peak_mb']:.1f} | {j['rss_peak_mb']:.0f} |" if (j := r.get("java"))
                                          else "- | - | - |"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
