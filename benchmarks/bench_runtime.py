"""The bundled artifact as the phone runs it: memory and query latency of LiteRT's Interpreter and
CompiledModel (XNNPACK weight cache, cold and warm) beside torch fp32 and an ONNX export in onnxruntime, one run.

    .venv/bin/python benchmarks/bench_runtime.py android_assets/fr --onnx models/embeddinggemma-300m_v120k.fr-en_dynamic_wi8_afp32_t4b64.onnx

Memory: a fresh process per row loads the model and embeds 20 real gold questions; peak RSS (VmHWM)
and /proc/self/smaps_rollup (Rss, Pss, Private_Dirty, Anonymous) against a process that imports the
same modules and loads nothing (the baseline, same run). "cold" = the weight cache is written by that
process (an empty cache folder), "warm" = it was already there. Latency, per signature and thread
count: bare invoke of the signature on a real question's ids, and text → vector end to end on the
questions that run at that signature (edge_export.parity.measure.latency, as `edge-export parity`).
torch fp32 (sentence-transformers, batch 1) and onnxruntime run each question at its own length.
"""

from __future__ import annotations

import argparse
import json
import platform
import tempfile
import time
from pathlib import Path

import numpy as np

from edge_export.parity.measure import latency, memory
from edge_export.paths import model_cache_dir
from edge_export.runtime import open_embedder


def own_length_latency(embedder, questions: list[str], repeats: int) -> dict:
    embedder.embed(questions[:1], "query")  # warm-up
    samples = []
    for r in range(repeats):
        text = questions[r % len(questions)]
        start = time.perf_counter()
        embedder.embed([text], "query")
        samples.append((time.perf_counter() - start) * 1000)
    return {"p50_ms": float(np.percentile(samples, 50)), "p95_ms": float(np.percentile(samples, 95))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--gold", type=Path, default=Path("../shared/corpus/gold/gold_fr.json"))
    parser.add_argument("--onnx", type=Path, help="an ONNX export to compare with")
    parser.add_argument("--questions", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--memory-only", action="store_true", help="skip the latency tables")
    args = parser.parse_args()
    manifest = json.loads((args.bundle / "manifest.json").read_text(encoding="utf-8"))
    artifact, tokenizer = args.bundle / manifest["model"]["file"], args.bundle / manifest["tokenizer"]["file"]
    gold = json.loads(args.gold.read_text(encoding="utf-8"))["questions"]
    questions = [q["question"] for q in gold[: args.questions]]
    size_mb = artifact.stat().st_size / 2**20
    print(f"# {artifact.name} ({size_mb:.1f} MiB), {len(questions)} questions of {args.gold.name}; "
          f"{platform.machine()}, {time.strftime('%Y-%m-%d')}\n")

    print("| runtime | weight cache | peak RSS MB | added RSS MB (× file) | PSS MB | private dirty MB (added) | anonymous MB |")
    print("|---|---|---|---|---|---|---|")
    cache_dir = Path(tempfile.mkdtemp(prefix="xnnpack-cache-"))
    for label, model, api, folder in (("SentencePiece tokenizer alone", None, "-", None),
                                      ("Interpreter", artifact, "interpreter", None),
                                      ("CompiledModel", artifact, "compiled", cache_dir),
                                      ("CompiledModel", artifact, "compiled", cache_dir)):
        m = memory(model, tokenizer, questions, api=api, weight_cache_dir=folder)
        s, b = m["smaps"], m["baseline_smaps"]
        print(f"| {label} | {m['weight_cache'] or '-'} | {m['peak_rss_mb']:.0f} | {m['runtime_rss_mb']:.0f} "
              f"({m['runtime_rss_mb'] / size_mb:.2f}×) | {s['pss']:.0f} | {s['private_dirty']:.0f} "
              f"(+{s['private_dirty'] - b['private_dirty']:.0f}) | {s['anonymous']:.0f} |", flush=True)
    print(f"\nbaseline (imports, no model): peak RSS {m['baseline_rss_mb']:.0f} MB, private dirty "
          f"{m['baseline_smaps']['private_dirty']:.0f} MB\n")
    if args.memory_only:
        return

    print("| runtime | threads | signature | kind | questions | p50 ms | p95 ms |")
    print("|---|---|---|---|---|---|---|")
    for api in ("interpreter", "compiled"):
        for row in latency(artifact, tokenizer, questions, threads=(1, 2), repeats=args.repeats, api=api):
            print(f"| {api} | {row['threads']} | {row['signature']} | {row['kind']} | {row['questions']} "
                  f"| {row['p50_ms']:.1f} | {row['p95_ms']:.1f} |", flush=True)
    for label, backend, path in (("torch fp32", "reference", model_cache_dir()),
                                 ("onnxruntime", "onnx", args.onnx)):
        if path is None:
            continue
        for threads in (1, 2):
            embedder = open_embedder(backend, path, tokenizer_path=tokenizer if backend == "onnx" else None,
                                     threads=threads)
            row = own_length_latency(embedder, questions, args.repeats)
            print(f"| {label} | {threads} | own length | end_to_end | {len(questions)} | {row['p50_ms']:.1f} "
                  f"| {row['p95_ms']:.1f} |", flush=True)


if __name__ == "__main__":
    main()
