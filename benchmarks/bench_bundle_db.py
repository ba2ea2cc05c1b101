"""A bundle's DB with float32 and with int8 vectors: file size and recall@k on both gold files.

    .venv/bin/python benchmarks/bench_bundle_db.py android_assets/fr \
        --gold ../shared/corpus/gold/gold_fr.json --gold ../shared/corpus/gold/gold_exam_dev.json

The questions are embedded by the bundle's own artifact with the query prompt (what the phone does);
the document vectors are the bundle's, read back from corpus.db, then written again as int8 with a
per-vector scale (db.vectors.quantize_int8, what `--set vectors=int8` ships). Recall@k is the corpus
README's (bench_embeddings.recall_at_k: document-aware, exact page, answerable questions only); each
gold file is reported on its own.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

import numpy as np
from bench_embeddings import recall_at_k, top_k

from edge_export.chunk.load import load_corpus_file
from edge_export.db.reader import open_db, read_vectors
from edge_export.db.vectors import quantize_int8
from edge_export.db.writer import DbSettings, write_corpus_db
from edge_export.runtime import open_embedder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--chunks", type=Path, default=Path("build/fr/token-window-v2/chunks.json"),
                        help="the chunk file the bundle was built from")
    parser.add_argument("--gold", type=Path, action="append", required=True)
    parser.add_argument("-k", type=int, nargs="+", default=[1, 5, 10])
    args = parser.parse_args()
    manifest = json.loads((args.bundle / "manifest.json").read_text(encoding="utf-8"))
    corpus = load_corpus_file(args.chunks)
    conn = open_db(args.bundle / "corpus.db")
    _, shipped = read_vectors(conn)
    conn.close()
    q, scale = quantize_int8(shipped)
    variants = {"float32": shipped, "int8": q.astype(np.float32) * scale[:, None]}
    sizes = {}
    with tempfile.TemporaryDirectory() as tmp:
        for fmt in variants:
            for sdk_table in (True, False):
                settings = DbSettings(vector_format=fmt, fts="none", sdk_table=sdk_table)
                path = write_corpus_db(Path(tmp) / f"{fmt}{sdk_table}" / "corpus.db", corpus, shipped, {}, settings)["corpus_db"]
                sizes[fmt, sdk_table] = path.stat().st_size / 1e6
    embedder = open_embedder("litert", args.bundle / manifest["model"]["file"],
                             tokenizer_path=args.bundle / manifest["tokenizer"]["file"], threads=2)
    chunks = corpus["chunks"]
    print(f"# {args.bundle} ({len(chunks)} chunks, {manifest['model']['variant']}); {time.strftime('%Y-%m-%d')}")
    for (fmt, sdk_table), mb in sizes.items():
        print(f"corpus.db, {fmt} vectors, {'with' if sdk_table else 'without'} the SDK table (VF32): {mb:.2f} MB")
    for gold in args.gold:
        questions = [q for q in json.loads(gold.read_text(encoding="utf-8"))["questions"] if q["answerable"]]
        queries = embedder.embed([q["question"] for q in questions], "query").vectors
        for fmt, docs in variants.items():
            top = top_k(queries, docs, max(args.k))
            cells = ", ".join(f"recall@{k} {recall_at_k(top[:, :k], chunks, questions):.3f}" for k in args.k)
            print(f"{gold.name} ({len(questions)} answerable) {fmt}: {cells}")


if __name__ == "__main__":
    main()
