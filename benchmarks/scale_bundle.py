"""A synthetic bundle of N chunks that anyone can make (issue 42): `make bench-scale N=1000000`.

    .venv/bin/python benchmarks/scale_bundle.py --bundle android_assets/fr \
        --chunks build/fr/token-window-v2/chunks.json --n 1000000 --out build/scale/1000000

Writes a complete bundle folder (manifest.json, corpus.db, corpus_fts.db, vectors.bin, chunks.txt, the real
bundle's model and tokenizer hard-linked) that `edge-export search`, `verify-bundle` and the Java library
open like any other. Its chunks are the FR bundle's real ones, then synthetic ones made from them
(scale_corpus.make_corpus: a real chunk's lines with about a third swapped for lines of a donor chunk and a
tenth of the words for words of the corpus, 3 to 9 chunks a page, 120 pages a document). Each synthetic
chunk's vector follows its text: 0.7 × its source chunk's real vector + 0.3 × its donor's + Gaussian noise
(σ = 0.02 a component), renormalised, so that a question's scores spread as over a real corpus (clusters of
related chunks around each real one) rather than over random directions. Deterministic (seeded): the same
N gives the same bytes.

Large bundles leave the AI Edge RAG SDK's table out (`--sdk-table auto`, the bundle stage's rule:
bundle.config.SDK_TABLE_MAX_CHUNKS), with the reason in the manifest.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from scale_corpus import AUTO_META, JITTER, SEED, make_corpus_with_donors  # noqa: E402

SOURCE_SHARE = 0.7  # of a synthetic chunk's vector; the donor's share is the rest (its swapped lines)


def mixed_vectors(sources: np.ndarray, donors: np.ndarray, real_vectors: np.ndarray, seed: int = SEED,
                  block: int = 100_000) -> np.ndarray:
    """[N, D] float32: the real vectors, then each synthetic chunk's source/donor mixture plus noise."""
    rng = np.random.default_rng(seed + 2)
    n_real, dims = real_vectors.shape
    out = np.empty((len(sources), dims), dtype=np.float32)
    out[:n_real] = real_vectors[sources[:n_real]]
    for start in range(n_real, len(sources), block):
        stop = min(len(sources), start + block)
        v = (SOURCE_SHARE * real_vectors[sources[start:stop]] + (1 - SOURCE_SHARE) * real_vectors[donors[start:stop]]
             + JITTER * rng.standard_normal((stop - start, dims), dtype=np.float32))
        out[start:stop] = v / np.linalg.norm(v, axis=1, keepdims=True)
    return out


def recipe_path(bundle: Path) -> Path:
    return bundle.with_name(bundle.name + ".vectors-recipe.npz")


def package_bundle(corpus: dict, vectors: np.ndarray, real_bundle: Path, folder: Path, fmt: str,
                   sdk_table: str = "auto") -> dict:
    """What bundle.build's package stage writes, with the real bundle's model, prompts and retrieval settings:
    corpus.db + corpus_fts.db + vectors.bin, chunks.txt, model and tokenizer hard-linked, the manifest."""
    from edge_export.atomic import write_json_atomic, write_text_atomic
    from edge_export.bundle.config import sdk_table_choice
    from edge_export.bundle.manifest import build_manifest, file_entry
    from edge_export.bundle.splitter import to_splitter_text
    from edge_export.db.analyzer import Analyzer
    from edge_export.db.reader import open_db, read_meta
    from edge_export.db.writer import DbSettings, write_corpus_db

    real = json.loads((real_bundle / "manifest.json").read_text(encoding="utf-8"))
    conn = open_db(real_bundle / "corpus.db")
    db_meta = {k: v for k, v in read_meta(conn).items() if k not in AUTO_META}
    conn.close()
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    start = time.perf_counter()
    analyzer = Analyzer.from_json(real["retrieval"].get("bm25"))  # the real bundle's: the chunks are its corpus's
    with_sdk, sdk_reason = sdk_table_choice(sdk_table, len(corpus["chunks"]))
    written = write_corpus_db(folder / "corpus.db", corpus, vectors, db_meta,
                              DbSettings(vector_format=fmt, fts="separate", sdk_table=with_sdk, bm25=analyzer))
    db_s = time.perf_counter() - start
    write_text_atomic(folder / "chunks.txt", to_splitter_text(corpus["chunks"]))
    for role in ("model", "tokenizer"):
        name = real[role]["file"]
        os.link(real_bundle / name, folder / name)
    roles = {"corpus_db": "corpus.db", "vectors": written["vectors"].name, "fts_db": written["fts_db"].name,
             "chunks_text": "chunks.txt", "model": real["model"]["file"], "tokenizer": real["tokenizer"]["file"]}
    files = [file_entry(folder, name, role) for role, name in roles.items()]
    manifest = build_manifest(
        bundle=f"scale-{len(corpus['chunks'])}-{fmt}", corpus=corpus, files=files, model=real["model"],
        tokenizer={"file": real["tokenizer"]["file"], "sha256": next(f["sha256"] for f in files if f["role"] == "tokenizer")},
        vectors={**real["vectors"], "count": len(corpus["chunks"]), "format": fmt},
        db={"fts": "separate", "sdk_table": "rag_vector_store" if with_sdk else None,
            **({"sdk_table_reason": sdk_reason} if sdk_reason else {})},
        parity=real["parity"], retrieval={**real["retrieval"], "bm25": analyzer.to_json()}, prompts=real["prompts"])
    write_json_atomic(folder / "manifest.json", manifest)
    return {"s": time.perf_counter() - start, "db_s": db_s, "bytes": {f["path"]: f["bytes"] for f in files}}


def main() -> int:
    from edge_export.chunk.load import load_corpus_file
    from edge_export.retrieval.bundle import open_bundle

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", required=True, type=Path, help="the real bundle: model, settings, vectors")
    parser.add_argument("--chunks", required=True, type=Path, help="that bundle's chunk file")
    parser.add_argument("--n", required=True, type=int)
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--vector-format", choices=["float32", "int8"], default="int8")
    parser.add_argument("--sdk-table", choices=["auto", "on", "off"], default="auto")
    args = parser.parse_args()
    start = time.perf_counter()
    real_corpus = load_corpus_file(args.chunks)
    real_vectors = np.asarray(open_bundle(args.bundle).vectors, dtype=np.float32)
    if len(real_vectors) != len(real_corpus["chunks"]):
        raise SystemExit(f"{args.chunks}: {len(real_corpus['chunks'])} chunks, the bundle {len(real_vectors)} vectors")
    corpus, sources, donors = make_corpus_with_donors(real_corpus, args.n)
    vectors = mixed_vectors(sources, donors, real_vectors)
    made_s = time.perf_counter() - start
    report = package_bundle(corpus, vectors, args.bundle, args.out, args.vector_format, args.sdk_table)
    # Beside the bundle, not in it: what regenerates its float32 vectors (bench_scale_search.py's reference).
    np.savez(recipe_path(args.out), sources=sources, donors=donors)
    total = sum(report["bytes"].values())
    print(f"{args.out}: {args.n:,} chunks, corpus made in {made_s:.0f} s, packaged in {report['s']:.0f} s; "
          + ", ".join(f"{name} {size / 1e6:.1f} MB" for name, size in sorted(report["bytes"].items()))
          + f"; {total / 1e6:.1f} MB in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
