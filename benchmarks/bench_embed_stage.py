"""Embedding throughput of the bundle's embed stage, and the two-core choice.

    .venv/bin/python benchmarks/bench_embed_stage.py --chunks build/fr/token-window-v2/chunks.json \
        --artifact models/embeddinggemma-300m_seq256_v93k_dynamic_wi8_afp32_f4b32L7-10.12-14.tflite --n-chunks 96
    # the local executor against Ray actors on the same cores (a local Ray cluster started by the run):
    .venv/bin/python benchmarks/bench_embed_stage.py --chunks ... --artifact ... --ray --n-chunks 96

Runs `embed.chunk_vectors.embed_chunks` (what `edge-export bundle` runs) on the same evenly spaced
chunks with a fresh cache each time, for each setting: back-end, worker processes × threads per
worker (or Ray actors × threads per actor with --ray). The baseline is the first setting (LiteRT, 1
process × 1 thread); the others are reported as throughput ratios against it, measured in the same run.
Process start-up and model loading are included, as in the stage (with --ray, the local cluster's start
is not: it is started once before the timings, as a cluster that is already up).
"""

from __future__ import annotations

import argparse
import platform
import tempfile
import time
from pathlib import Path

from edge_export.chunk.load import load_chunks
from edge_export.embed.chunk_vectors import embed_chunks
from edge_export.paths import model_cache_dir
from edge_export.sampling import evenly_spaced


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chunks", type=Path, required=True)
    parser.add_argument("--artifact", type=Path, required=True, help="the .tflite that ships")
    parser.add_argument("--onnx", type=Path, help="also measure this ONNX file")
    parser.add_argument("--reference", action="store_true", help="also measure the fp32 reference (torch)")
    parser.add_argument("--ray", action="store_true", help="also measure Ray actors (2 × 1 thread) on a local cluster")
    parser.add_argument("--n-chunks", type=int, default=96)
    args = parser.parse_args()
    chunks = evenly_spaced(load_chunks(args.chunks), args.n_chunks)
    tokenizer = model_cache_dir() / "tokenizer.model"
    settings = [("litert", args.artifact, 1, 1, "local"), ("litert", args.artifact, 1, 2, "local"),
                ("litert", args.artifact, 2, 1, "local")]
    if args.ray:
        from edge_export.embed.ray_pool import connect

        connect("")
        settings += [("litert", args.artifact, 2, 1, "ray")]
    if args.onnx:
        settings += [("onnx", args.onnx, 1, 2, "local"), ("onnx", args.onnx, 2, 1, "local")]
    if args.reference:
        settings += [("reference", model_cache_dir(), 1, 2, "local")]
    print(f"# {len(chunks)} chunks of {args.chunks}; {platform.processor() or platform.machine()}, "
          f"{platform.python_version()}; {time.strftime('%Y-%m-%d')}")
    print("| back-end | executor | processes (actors) × threads | wall s | chunks/s | vs baseline |")
    print("|---|---|---|---|---|---|")
    base = None
    for backend, artifact, workers, threads, executor in settings:
        with tempfile.TemporaryDirectory() as tmp:
            started = time.perf_counter()
            embed_chunks(chunks, backend, artifact, cache_path=Path(tmp) / "cache.sqlite", workers=workers,
                         threads=threads, tokenizer_path=tokenizer if backend != "reference" else None,
                         executor=executor)
            wall = time.perf_counter() - started
        rate = len(chunks) / wall
        base = base or rate
        print(f"| {backend} {Path(artifact).name} | {executor} | {workers} × {threads} | {wall:.1f} | {rate:.2f} | "
              f"{rate / base:.2f}× |",
              flush=True)


if __name__ == "__main__":
    main()
