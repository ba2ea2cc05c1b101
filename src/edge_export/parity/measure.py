"""Host latency and memory of the bundled artifact, as the phone would run it.

Latency: per signature on offer and thread count, the median and p95 of (a) a bare invoke of the
signature on real question ids and (b) text → vector end to end (tokenise, pad, invoke), on real
questions that run at that signature. A model with a dynamic length (ONNX) has one entry, "dynamic": each
question at its own length, the invoke timed on the longest. Memory: a fresh process (`python -m edge_export.parity.measure`)
loads the artifact and embeds the questions; its peak RSS and /proc/self/smaps_rollup are compared with
a process that imports the same modules and loads nothing (the baseline, measured in the same run).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np


def latency(artifact: Path, tokenizer: Path, questions: list[str], *, threads=(1, 2), repeats: int = 10,
            api: str = "compiled", max_len: int | None = None) -> list[dict]:
    from ..runtime import open_embedder
    from ..runtime.base import pad_ids

    from ..runtime import backend_for

    out = []
    for n_threads in threads:
        embedder = open_embedder(backend_for(artifact), artifact, tokenizer_path=tokenizer, threads=n_threads,
                                 litert_api=api, max_len=max_len)
        inputs = embedder.model_inputs(questions, "query")
        if getattr(embedder, "dynamic", False):
            out += _dynamic_latency(embedder, questions, inputs, n_threads, repeats)
            continue
        by_len: dict[int, list[int]] = {}
        for i, inp in enumerate(inputs):
            by_len.setdefault(embedder.fitting_length(len(inp.ids)), []).append(i)
        for seq_len in embedder.seq_lens:
            # Questions that run at this signature; a signature none of them needs gets the longest one,
            # padded (its invoke time does not depend on the text).
            chosen = by_len.get(seq_len) or [max(range(len(inputs)), key=lambda i: len(inputs[i].ids))]
            ids = pad_ids([inputs[chosen[0]].ids], seq_len)
            embedder.run_ids(ids)  # warm-up: the first invoke pays XNNPACK's weight packing
            invoke = _timed(lambda: embedder.run_ids(ids), repeats)
            texts = [questions[chosen[r % len(chosen)]] for r in range(repeats)]
            end_to_end = [_time_once(lambda t=t: embedder.embed([t], "query")) for t in texts] if by_len.get(seq_len) else []
            name = embedder.signature_for(seq_len)
            for kind, samples in (("invoke", invoke), ("end_to_end", end_to_end)):
                if samples:
                    out.append({"signature": name, "seq_len": seq_len, "threads": n_threads, "kind": kind, "api": api,
                                "questions": len(by_len.get(seq_len, [])), **_stats(samples)})
    return out


def _dynamic_latency(embedder, questions, inputs, n_threads: int, repeats: int) -> list[dict]:
    longest = max(inputs, key=lambda inp: len(inp.ids))
    ids = np.asarray([longest.ids], dtype=np.int64)
    embedder.run_ids(ids)  # warm-up
    invoke = _timed(lambda: embedder.run_ids(ids), repeats)
    end_to_end = [_time_once(lambda t=t: embedder.embed([t], "query")) for t in
                  (questions[r % len(questions)] for r in range(repeats))]
    return [{"signature": "dynamic", "seq_len": len(longest.ids), "threads": n_threads, "kind": kind, "api": "onnxruntime",
             "questions": len(questions), **_stats(samples)}
            for kind, samples in (("invoke", invoke), ("end_to_end", end_to_end))]


def _time_once(fn) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def _timed(fn, repeats: int) -> list[float]:
    return [_time_once(fn) for _ in range(repeats)]


def _stats(samples_ms: list[float]) -> dict:
    return {"p50_ms": float(np.percentile(samples_ms, 50)), "p95_ms": float(np.percentile(samples_ms, 95)),
            "samples_ms": [round(s, 3) for s in samples_ms]}


def memory(artifact: Path | None, tokenizer: Path, questions: list[str], threads: int = 1, *, api: str = "compiled",
           weight_cache_dir: Path | None = None) -> dict:
    """Peak RSS and smaps_rollup of a fresh process that loads the artifact and embeds `questions`,
    beside a baseline process (same imports, no model). With the compiled API, whether the weight
    cache was already there (warm) or written by this process (cold) is recorded. `artifact` None:
    the tokenizer alone, tokenising the questions (its share of what an embedder adds)."""
    from ..runtime import backend_for

    backend = backend_for(artifact) if artifact is not None else "litert"
    args = ["--tokenizer", str(tokenizer), "--threads", str(threads), "--api", api, "--backend", backend]
    if artifact is not None:
        args += ["--artifact", str(artifact)]
    if weight_cache_dir is not None:
        args += ["--weight-cache-dir", str(weight_cache_dir)]
    loaded = _child(args, questions)
    baseline = _child(["--backend", backend], questions)
    return {"peak_rss_mb": loaded["peak_rss_mb"], "baseline_rss_mb": baseline["peak_rss_mb"],
            "runtime_rss_mb": loaded["peak_rss_mb"] - baseline["peak_rss_mb"],
            "smaps": loaded.get("smaps"), "baseline_smaps": baseline.get("smaps"), "threads": threads, "api": api,
            "weight_cache": loaded.get("weight_cache")}


def _child(args: list[str], questions: list[str]) -> dict:
    proc = subprocess.run([sys.executable, "-m", "edge_export.parity.measure", *args], input=json.dumps(questions),
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"memory measurement process failed:\n{proc.stderr[-2000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def smaps_rollup_mb() -> dict | None:
    """Rss, Pss, Private_Dirty and Anonymous of this process in MiB (Linux), as Android's tools count them."""
    try:
        text = Path("/proc/self/smaps_rollup").read_text()
    except OSError:
        return None
    wanted = {"Rss", "Pss", "Private_Dirty", "Anonymous"}
    out = {}
    for line in text.splitlines():
        key, _, rest = line.partition(":")
        if key in wanted:
            out[key.lower()] = int(rest.split()[0]) / 1024
    return out


def _main() -> None:
    import argparse

    from ..artifact import peak_rss_mb

    parser = argparse.ArgumentParser()
    parser.add_argument("--artifact")
    parser.add_argument("--tokenizer")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--api", default="compiled")
    parser.add_argument("--weight-cache-dir")
    parser.add_argument("--backend", default="litert", choices=["litert", "onnx"])
    args = parser.parse_args()
    questions = json.loads(sys.stdin.read())
    # The baseline imports what the loaded process imports
    if args.backend == "onnx":
        import onnxruntime  # noqa: F401

        from ..runtime import onnx  # noqa: F401
    else:
        import ai_edge_litert.interpreter  # noqa: F401

        from ..runtime import litert  # noqa: F401

    cache = None
    if args.tokenizer and not args.artifact:  # the tokenizer alone: what the model adds is the rest
        from ..embedding.prompts import prompt_for
        from ..tokenizer import Tokenizer

        tokenizer = Tokenizer(args.tokenizer)
        for question in questions:
            tokenizer.model_input(question, prompt_for("query"))
    if args.artifact and args.backend == "onnx":
        from ..runtime.onnx import OnnxEmbedder

        OnnxEmbedder(args.artifact, tokenizer_path=args.tokenizer, threads=args.threads).embed(questions, "query")
    elif args.artifact:
        from ..runtime.litert import LiteRTEmbedder

        embedder = LiteRTEmbedder(args.artifact, tokenizer_path=args.tokenizer, threads=args.threads, api=args.api,
                                  weight_cache_dir=args.weight_cache_dir)
        embedder.embed(questions, "query")
        session = embedder.session
        if getattr(session, "weight_cache", None) is not None:
            cache = "warm" if session.cache_reused else "cold"
    print(json.dumps({"peak_rss_mb": peak_rss_mb(), "smaps": smaps_rollup_mb(), "weight_cache": cache}))


if __name__ == "__main__":
    _main()
