"""The bundle's fp32 conversion with its vocabulary restriction: the nearest-token search before the
conversion (the baseline) against the search in a second process beside it (what `export_tflite` does).

    .venv/bin/python benchmarks/bench_export_overlap.py --chunks build/fr/token-window-v2/chunks.json

Both rows run in this process on the real checkpoint (`~/.cache/edge-export`), one after the other,
from loading the module to the converted fp32 bytes (the quantisation and validation that follow are
the same in both and left out); the two files must be byte-identical, or the run fails. Wall time and
the litert-torch conversion's own share are printed per row, then the ratio against the baseline.
"""

from __future__ import annotations

import argparse
import hashlib
import platform
import time
from pathlib import Path

from edge_export.chunk.load import load_chunks
from edge_export.embedding.model_def import load_module
from edge_export.embedding.vocab import restrict_module_vocab, select_vocab, with_nearest_fallback
from edge_export.export.tflite import SHORT_SEQ_LENS, convert_module, signature_lengths
from edge_export.export.vocab_restriction import VocabRestriction
from edge_export.paths import model_cache_dir


def sequential(model_dir: Path, vocab: VocabRestriction, lengths: list[int]) -> tuple[bytes, float]:
    module = load_module(model_dir)
    subset = select_vocab(model_dir / "tokenizer.model", vocab.budget,
                          [c["text"] for c in load_chunks(vocab.corpus)], vocab.languages)
    subset = with_nearest_fallback(subset, module.encoder.embed_tokens.weight.detach())
    restrict_module_vocab(module, subset)
    started = time.perf_counter()
    content = convert_module(module, lengths)
    return content, time.perf_counter() - started


def overlapped(model_dir: Path, vocab: VocabRestriction, lengths: list[int]) -> tuple[bytes, float]:
    module = load_module(model_dir)
    pending = vocab.apply(module, model_dir / "tokenizer.model")
    try:
        started = time.perf_counter()
        content = convert_module(module, lengths)
        converted = time.perf_counter() - started
        return pending.install(content), converted
    finally:
        pending.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chunks", type=Path, required=True, help="the corpus the vocabulary is chosen for")
    parser.add_argument("--budget", type=int, default=93000)
    parser.add_argument("--languages", default="fr,en")
    args = parser.parse_args()
    model_dir = model_cache_dir()
    vocab = VocabRestriction(args.budget, args.chunks, tuple(args.languages.split(",")))
    lengths = signature_lengths(256, SHORT_SEQ_LENS)
    print(f"machine: {platform.processor() or platform.machine()}, signatures {lengths}, vocabulary {vocab.label}")
    rows = []
    for name, run in (("search, then conversion (baseline)", sequential), ("search beside the conversion", overlapped)):
        started = time.perf_counter()
        content, converting = run(model_dir, vocab, lengths)
        rows.append((name, time.perf_counter() - started, converting, hashlib.sha256(content).hexdigest()))
        del content
    if rows[0][3] != rows[1][3]:
        raise SystemExit(f"the two files differ: {rows[0][3][:16]} vs {rows[1][3][:16]}")
    print(f"fp32 file SHA-256 (both): {rows[0][3][:16]}")
    print("| order | wall s | of which conversion s | vs baseline |")
    print("|---|---|---|---|")
    for name, wall, converting, _ in rows:
        print(f"| {name} | {wall:.1f} | {converting:.1f} | {rows[0][1] / wall:.2f}× |")


if __name__ == "__main__":
    main()
