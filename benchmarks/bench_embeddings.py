"""Every exported variant against torch fp32, measured in one run: size, conversion, latency, memory,
fidelity and retrieval.

    .venv/bin/python benchmarks/bench_embeddings.py --models-dir models \
        --chunks build/fr/token-window-v2/chunks.json --gold ../shared/corpus/gold/gold_fr.json

Each variant runs in its own processes (so each peak RSS is its own): one embeds the documents (a
fixed, evenly spaced sample of chunks) and the gold questions (as queries) with `--embed-threads` and
times batch-1 calls at 1 thread; a fresh one only loads the file and times them at 2 threads, so its
peak RSS is the runtime's alone ("interpreter RSS"), beside a process that imports the same modules
and loads nothing (the baseline, measured in the same run). With `--cache-dir`, vectors are kept per
(file, size, mtime, texts) and reused, so a long reference pass runs once. Latency is per call at
batch 1: the main length (256) with a real chunk, and the query length (64) with a real question,
median and p95 of `--repeats` calls after one warm-up. Fidelity is the cosine with torch fp32 (the
sentence-transformers reference) per text; top-5 agreement is the overlap of each question's 5 nearest
sampled chunks under the variant and under fp32. With `--all-chunks`, every chunk is embedded and
recall@5 (the corpus README's definition) is given.
"""

from __future__ import annotations

import argparse
import json
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from edge_export.sampling import evenly_spaced

HERE = Path(__file__).resolve()


def percentile_ms(times: list[float], q: float) -> float:
    return float(np.percentile(np.array(times) * 1000, q))


def child(args) -> None:
    """Runs in its own process: load one variant, optionally embed, time batch-1 calls, report RSS."""
    from edge_export.runtime import open_embedder
    from edge_export.runtime.base import pad_ids

    texts = json.loads(Path(args.texts).read_text(encoding="utf-8"))
    if args.backend == "none":  # the baseline: what a LiteRT child imports, no model loaded
        import ai_edge_litert.interpreter  # noqa: F401  (imported for its memory only)
        import sentencepiece  # noqa: F401

        print(json.dumps({"peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
        return
    result = {}
    if args.vectors_out:
        embedder = open_embedder(args.backend, args.artifact, tokenizer_path=args.tokenizer,
                                 threads=args.embed_threads)
        start = time.perf_counter()
        docs = embedder.embed(texts["documents"], "document", batch_size=8)
        queries = embedder.embed(texts["queries"], "query", batch_size=8)
        result["embed_s"] = time.perf_counter() - start
        result["truncated"] = docs.truncated + queries.truncated
        np.savez(args.vectors_out, documents=docs.vectors, queries=queries.vectors)
    embedder = open_embedder(args.backend, args.artifact, tokenizer_path=args.tokenizer, threads=args.threads)
    for name, text, kind in (("main", texts["documents"][0], "document"), ("query", texts["queries"][0], "query")):
        ids = embedder.model_inputs([text], kind)[0].ids
        length = 256 if name == "main" else embedder.fitting_length(len(ids))
        batch = pad_ids([ids], length)
        embedder.run_ids(batch)  # warm-up
        times = []
        for _ in range(args.repeats):
            start = time.perf_counter()
            embedder.run_ids(batch)
            times.append(time.perf_counter() - start)
        result[f"{name}_len"] = length
        result[f"{name}_p50_ms"] = percentile_ms(times, 50)
        result[f"{name}_p95_ms"] = percentile_ms(times, 95)
    result["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps(result))


def run_child(backend, artifact, texts_path, threads, repeats, tokenizer, vectors_out=None,
              embed_threads=2) -> dict:
    cmd = [sys.executable, str(HERE), "--child", "--backend", backend, "--artifact", str(artifact),
           "--texts", str(texts_path), "--threads", str(threads), "--repeats", str(repeats),
           "--embed-threads", str(embed_threads)]
    if tokenizer:
        cmd += ["--tokenizer", str(tokenizer)]
    if vectors_out:
        cmd += ["--vectors-out", str(vectors_out)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"{artifact} ({backend}) failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def cached_vectors_path(cache_dir: Path | None, work: Path, artifact: Path, texts_path: Path) -> Path:
    """Where this artifact's vectors for these texts live: keyed by file identity and the texts' hash."""
    if cache_dir is None:
        return work / f"{artifact.name}.npz"
    import hashlib

    stat = artifact.stat()
    key = hashlib.sha256(f"{artifact.resolve()}|{stat.st_size}|{stat.st_mtime_ns}|".encode()
                         + texts_path.read_bytes()).hexdigest()[:16]
    cache_dir.mkdir(parents=True, exist_ok=True)
    return cache_dir / f"{artifact.name}.{key}.npz"


def top_k(queries: np.ndarray, documents: np.ndarray, k: int) -> np.ndarray:
    return np.argsort(-(queries @ documents.T), axis=1)[:, :k]


def recall_at_k(top: np.ndarray, chunks: list[dict], questions: list[dict]) -> float:
    """Recall@k of ranked rows (k = the rows given per question): edge_export.eval.recall, the one rule."""
    from edge_export.eval.recall import recall_of_rows

    return recall_of_rows(top, chunks, questions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--backend")
    parser.add_argument("--artifact")
    parser.add_argument("--texts")
    parser.add_argument("--vectors-out")
    parser.add_argument("--tokenizer")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--embed-threads", type=int, default=2, help="threads for embedding the texts")
    parser.add_argument("--cache-dir", type=Path, help="keep and reuse each variant's vectors here")
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--model-dir", type=Path, help="fp32 checkpoint (default: the cached one)")
    parser.add_argument("--models-dir", type=Path, default=Path("models"))
    parser.add_argument("--chunks", type=Path, default=Path("build/fr/token-window-v2/chunks.json"))
    parser.add_argument("--gold", type=Path, default=Path("../shared/corpus/gold/gold_fr.json"))
    parser.add_argument("--n-chunks", type=int, default=600)
    parser.add_argument("--all-chunks", action="store_true", help="embed every chunk and report recall@5")
    parser.add_argument("--exclude", action="append", default=[], help="glob of model files to leave out")
    parser.add_argument("--only", action="append", default=[], help="glob of model files to keep (default: all)")
    args = parser.parse_args()
    if args.child:
        return child(args)

    from edge_export.paths import model_cache_dir

    model_dir = args.model_dir or model_cache_dir()
    chunks = json.loads(args.chunks.read_text(encoding="utf-8"))["chunks"]
    if not args.all_chunks:
        chunks = evenly_spaced(chunks, args.n_chunks)
    questions = json.loads(args.gold.read_text(encoding="utf-8"))["questions"]
    answerable = [i for i, q in enumerate(questions) if q["answerable"]]
    work = Path(tempfile.mkdtemp(prefix="bench-embed-"))
    texts_path = work / "texts.json"
    texts_path.write_text(json.dumps({"documents": [c["text"] for c in chunks],
                                      "queries": [q["question"] for q in questions]}), encoding="utf-8")

    variants = [("torch fp32 (reference)", "reference", model_dir)]
    for suffix, backend in ((".tflite", "litert"), (".onnx", "onnx")):
        variants += [(p.name, backend, p) for p in sorted(args.models_dir.glob(f"*{suffix}"))
                     if not any(p.match(pattern) for pattern in args.exclude)
                     and (not args.only or any(p.match(pattern) for pattern in args.only))]
    tokenizer = model_dir / "tokenizer.model"

    baseline = run_child("none", "-", texts_path, 1, 0, None)
    rows, reference = [], None
    for label, backend, artifact in variants:
        vectors_path = cached_vectors_path(args.cache_dir, work, Path(artifact), texts_path)
        cached = vectors_path.is_file()
        one = run_child(backend, artifact, texts_path, 1, args.repeats, tokenizer,
                        None if cached else vectors_path, args.embed_threads)
        two = run_child(backend, artifact, texts_path, 2, args.repeats, tokenizer)
        vectors = np.load(vectors_path)
        if reference is None:
            reference = vectors
        meta_path = Path(str(artifact) + ".json")
        meta = json.loads(meta_path.read_text()) if meta_path.is_file() else {}
        cos_docs = (vectors["documents"] * reference["documents"]).sum(axis=1)
        cos_queries = (vectors["queries"] * reference["queries"]).sum(axis=1)
        cos = np.concatenate([cos_docs, cos_queries])
        ref_top = top_k(reference["queries"], reference["documents"], 5)
        var_top = top_k(vectors["queries"], vectors["documents"], 5)
        agreement = np.mean([len(set(a) & set(b)) / 5 for a, b in zip(ref_top, var_top)])
        row = {
            "variant": label,
            "size_mb": (Path(artifact).stat().st_size / 1e6) if Path(artifact).is_file() else None,
            "convert_s": meta.get("conversion_s"), "convert_rss_mb": meta.get("peak_rss_mb"),
            "cos_mean": float(cos.mean()), "cos_min": float(cos.min()), "top5_agreement": float(agreement),
            "one": one, "two": two,
        }
        if args.all_chunks:
            row["recall@5"] = recall_at_k(var_top[answerable], chunks, [questions[i] for i in answerable])
        rows.append(row)
        print(f"measured {label}", file=sys.stderr)

    print(f"machine: {platform.machine()}, {platform.python_version()}, 2 threads max; "
          f"{len(chunks)} chunks from {args.chunks}, {len(questions)} gold questions; {time.strftime('%Y-%m-%d')}")
    print(f"baseline RSS (imports, no model): {baseline['peak_rss_mb']:.0f} MB")
    print()
    header = ("| variant | MB | convert s | convert RSS MB | main p50/p95 ms 1T | 2T | query p50/p95 ms 1T | 2T "
              "| interpreter RSS MB | cos mean | cos min | top-5 agr." + (" | recall@5 |" if args.all_chunks else " |"))
    print(header)
    print("|" + "---|" * (header.count("|") - 1))
    for r in rows:
        o, t = r["one"], r["two"]
        fmt = lambda v, f="{:.0f}": "-" if v is None else f.format(v)  # noqa: E731
        line = (f"| {r['variant']} | {fmt(r['size_mb'])} | {fmt(r['convert_s'])} | {fmt(r['convert_rss_mb'])} "
                f"| {o['main_p50_ms']:.0f}/{o['main_p95_ms']:.0f} | {t['main_p50_ms']:.0f}/{t['main_p95_ms']:.0f} "
                f"| {o['query_p50_ms']:.0f}/{o['query_p95_ms']:.0f} (len {o['query_len']}) "
                f"| {t['query_p50_ms']:.0f}/{t['query_p95_ms']:.0f} | {t['peak_rss_mb']:.0f} "
                f"| {r['cos_mean']:.4f} | {r['cos_min']:.4f} | {r['top5_agreement']:.3f} |")
        if args.all_chunks:
            line += f" {r['recall@5']:.3f} |"
        print(line)
    (work / "results.json").write_text(json.dumps(rows, indent=2))
    print(f"\nraw results: {work / 'results.json'}", file=sys.stderr)


if __name__ == "__main__":
    main()
