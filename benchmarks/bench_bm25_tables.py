"""BM25 without FTS5 (issue 35): the plain tables' bytes and the Java library's query time against FTS5's.

    make -C android jar
    .venv/bin/python benchmarks/bench_bm25_tables.py android_assets/fr \
        --chunks build/fr/token-window-v2/chunks.json \
        --gold ../shared/corpus/gold/gold_fr.json --gold ../shared/corpus/gold/gold_exam_dev.json \
        --sizes 2319 100000 --repeats 5 --work /tmp/bench-bm25

For each size, the corpus is bench_scale.py's (the real FR chunk file, then seeded synthetic chunks made from
it), indexed with the bundle's BM25 analyzer (its manifest's retrieval.bm25) by db.writer.write_corpus_db (random
16-dimension vectors: the vectors are not what is measured). Reported:
- bytes: corpus_fts.db (the FTS5 file an app with FTS5 attaches), and the plain tables (bm25_terms, bm25_spill,
  bm25_rows) as the size difference of corpus.db with and without them, each copy VACUUMed; bm25_rows alone likewise;
- build: seconds to write the tables (db.bm25_tables.write_bm25_tables, FTS5 in memory + fts5vocab) and to check
  them (bm25_table_problems, what verify-bundle runs);
- query time per question, every question of the gold files, limit 50: Python's retrieval/bm25.py on
  corpus_fts.db (sqlite3, FTS5's bm25()) and Java's Bm25Index on corpus.db's plain tables (Bm25Cli over
  sqlite-jdbc, one JVM). Each question runs once as a warm-up, then --repeats times; its time is the median;
  p50 / p95 are over the questions. The whole list runs twice and the second pass counts (JIT and page cache
  warm). Both unfiltered and with a row filter of 60 random rows (about what bm25_pages = 10 pages keep);
- Java's index open time (Bm25Index.open: every row's length read once; the JDBC connection not counted), and whether Java's rows and scores equal Python's (all
  questions, both filters): rows identical in order, largest score difference.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_scale import make_corpus  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
LIMIT = 50
FILTER_ROWS = 60


def vacuumed_size(path: Path, drop: tuple[str, ...]) -> int:
    """Bytes of a copy of `path` with `drop` tables dropped, VACUUMed."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / path.name
        shutil.copy(path, copy)
        conn = sqlite3.connect(copy, isolation_level=None)
        for table in drop:
            conn.execute(f"DROP TABLE {table}")
        conn.execute("VACUUM")
        conn.close()
        return copy.stat().st_size


def percentiles(ms: list[float]) -> dict:
    a = np.asarray(ms)
    return {"p50_ms": float(np.percentile(a, 50)), "p95_ms": float(np.percentile(a, 95)), "mean_ms": float(a.mean())}


def python_times(fts_db: Path, analyzer, requests: list[dict], repeats: int) -> tuple[list[float], list]:
    from edge_export.retrieval.bm25 import Bm25Index

    index = Bm25Index(fts_db, analyzer)
    results, ms = [], []
    for attempt in range(2):
        results, ms = [], []
        for r in requests:
            allowed = None if r["rows"] is None else set(r["rows"])
            results.append(index.rows(r["question"], r["limit"], allowed))
            times = []
            for _ in range(repeats):
                t = time.perf_counter()
                index.rows(r["question"], r["limit"], allowed)
                times.append((time.perf_counter() - t) * 1e3)
            ms.append(statistics.median(times))
    index.close()
    return ms, results


def java_times(corpus_db: Path, analyzer_json: dict, requests: list[dict], repeats: int, work: Path):
    analyzer_file = work / "analyzer.json"
    analyzer_file.write_text(json.dumps(analyzer_json, ensure_ascii=False), encoding="utf-8")
    stdin = "".join(json.dumps(r, ensure_ascii=True) + "\n" for r in requests * 2)
    from edge_export.parity.replay_java import DEFAULT_JAR, JavaLibrary

    run = subprocess.run([*JavaLibrary(REPO / DEFAULT_JAR).argv("dev.edgeexport.retrieval.Bm25Cli"), str(corpus_db),
                          str(analyzer_file), "--timings", str(repeats)],
                         input=stdin, capture_output=True, text=True, encoding="utf-8", timeout=3600)
    if run.returncode:
        raise SystemExit(run.stderr)
    lines = [json.loads(line) for line in run.stdout.splitlines()][len(requests):]
    opened_ms = float(run.stderr.split("index opened in ")[1].split(" ms")[0])
    return [line["ms"] for line in lines], [line["hits"] for line in lines], opened_ms


def bench_size(real: dict, n: int, bundle: Path, questions: list[str], repeats: int, work: Path) -> dict:
    from edge_export.db.analyzer import Analyzer
    from edge_export.db.bm25_tables import TABLES as BM25_TABLES
    from edge_export.db.bm25_tables import bm25_table_problems, write_bm25_tables
    from edge_export.db.writer import DbSettings, fts_text, write_corpus_db
    from edge_export.paths import schema_path

    manifest = json.loads((bundle / "manifest.json").read_text(encoding="utf-8"))
    analyzer_json = manifest["retrieval"]["bm25"]
    analyzer = Analyzer.from_json(analyzer_json)
    corpus, _ = make_corpus(real, n)
    folder = work / f"n{n}"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    v = np.random.default_rng(0).standard_normal((n, 16)).astype(np.float32)
    v /= np.linalg.norm(v, axis=1, keepdims=True)
    start = time.perf_counter()
    files = write_corpus_db(folder / "corpus.db", corpus, v, {"model_id": "bench"},
                            DbSettings(fts="separate", sdk_table=False, bm25=analyzer))
    write_s = time.perf_counter() - start
    # The tables alone, into a scratch DB: what they add to the package stage.
    scratch = sqlite3.connect(":memory:")
    scratch.executescript(schema_path("corpus-db.sql").read_text(encoding="utf-8"))
    start = time.perf_counter()
    write_bm25_tables(scratch, ((row, fts_text(c, analyzer)) for row, c in enumerate(corpus["chunks"], start=1)))
    tables_s = time.perf_counter() - start
    scratch.close()
    conn = sqlite3.connect(files["corpus_db"])
    start = time.perf_counter()
    problems = bm25_table_problems(conn, set(range(1, n + 1)))
    check_s = time.perf_counter() - start
    terms, spilled, postings_bytes = conn.execute(
        "SELECT count(*), count(spilled), (SELECT sum(length(postings)) FROM bm25_terms) + "
        "(SELECT coalesce(sum(length(postings)), 0) FROM bm25_spill) FROM bm25_terms").fetchone()
    conn.close()
    fts_bytes = files["fts_db"].stat().st_size
    full = vacuumed_size(files["corpus_db"], ())
    without = vacuumed_size(files["corpus_db"], BM25_TABLES)
    without_rows = vacuumed_size(files["corpus_db"], ("bm25_rows",))
    rng = np.random.default_rng(35)
    requests = []
    for q in questions:
        requests.append({"question": q, "limit": LIMIT, "rows": None})
    for q in questions:
        requests.append({"question": q, "limit": LIMIT,
                         "rows": sorted(rng.choice(np.arange(1, n + 1), FILTER_ROWS, replace=False).tolist())})
    py_ms, py_results = python_times(files["fts_db"], analyzer, requests, repeats)
    java_ms, java_results, open_ms = java_times(files["corpus_db"], analyzer_json, requests, repeats, folder)
    mismatches, worst = 0, 0.0
    for got, expected in zip(java_results, py_results):
        if [r for r, _ in got] != [r for r, _ in expected]:
            mismatches += 1
        elif expected:
            worst = max(worst, max(abs(a[1] - b[1]) for a, b in zip(got, expected)))
    half = len(questions)
    shutil.rmtree(folder, ignore_errors=True)
    return {
        "chunks": n, "questions": half, "terms": terms, "spilled_terms": spilled,
        "bytes": {"corpus_fts_db": fts_bytes,
                  "plain_tables": full - without, "bm25_rows": full - without_rows, "postings_blobs": postings_bytes,
                  "corpus_db_with": full, "corpus_db_without": without},
        "build_s": {"write_corpus_db_and_fts": write_s, "plain_tables": tables_s, "check_tables": check_s},
        "table_problems": len(problems),
        "python_fts5": {"all": percentiles(py_ms[:half]), "filtered": percentiles(py_ms[half:])},
        "java_tables": {"all": percentiles(java_ms[:half]), "filtered": percentiles(java_ms[half:]), "open_ms": open_ms},
        "agreement": {"requests": len(requests), "row_mismatches": mismatches, "max_score_diff": worst},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bundle", type=Path, help="the real bundle (its manifest's retrieval.bm25 is used)")
    parser.add_argument("--chunks", type=Path, required=True, help="the bundle's chunk file")
    parser.add_argument("--gold", type=Path, action="append", required=True)
    parser.add_argument("--sizes", type=int, nargs="+", default=[2319, 100000])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "bench-bm25")
    args = parser.parse_args()
    from edge_export.parity.replay_java import DEFAULT_JAR, JavaLibrary

    JavaLibrary(REPO / DEFAULT_JAR).argv()  # java and the jars there, or a named error now, not after the Python half
    from edge_export.chunk.load import load_corpus_file

    real = load_corpus_file(args.chunks)
    questions = [q["question"] for path in args.gold for q in json.loads(path.read_text(encoding="utf-8"))["questions"]]
    results = []
    for n in args.sizes:
        result = bench_size(real, n, args.bundle, questions, args.repeats, args.work)
        results.append(result)
        print(json.dumps(result), flush=True)
    print()
    print("| chunks | corpus_fts.db | plain tables (bm25_rows) | tables build s | check s | Python FTS5 p50 / p95 ms "
          "| Java tables p50 / p95 ms | filtered: Python / Java p50 ms | Java open ms | Java = Python |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in results:
        b, py, jv, agree = r["bytes"], r["python_fts5"], r["java_tables"], r["agreement"]
        print(f"| {r['chunks']:,} | {b['corpus_fts_db']:,} | {b['plain_tables']:,} ({b['bm25_rows']:,}) "
              f"| {r['build_s']['plain_tables']:.2f} | {r['build_s']['check_tables']:.2f} "
              f"| {py['all']['p50_ms']:.2f} / {py['all']['p95_ms']:.2f} | {jv['all']['p50_ms']:.2f} / {jv['all']['p95_ms']:.2f} "
              f"| {py['filtered']['p50_ms']:.2f} / {jv['filtered']['p50_ms']:.2f} | {jv['open_ms']:.0f} "
              f"| {agree['requests'] - agree['row_mismatches']}/{agree['requests']}, max diff {agree['max_score_diff']:.1e} |")


if __name__ == "__main__":
    main()
